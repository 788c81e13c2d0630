import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres, wrapPglite } from "../../src/db/client.ts";
import { seedIfEmpty } from "../../src/db/seed/seed.ts";

declare module "vitest" {
  interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
    pgliteDemoTemplate: string;
    pgDemoTemplate: string;
    demoMediaDir: string;
  }
}

/**
 * Migrates ONE template database for the whole run; each test file then copies it
 * (ARCHITECTURE.md: never migrate per file). PGlite: a dumped data dir; PostgreSQL
 * (TEST_DATABASE_URL): a template database that files clone with CREATE DATABASE … TEMPLATE.
 * A second template holds the whole demo seed (its media files in one folder), so the files
 * that test the demo copy it instead of seeding it each (the seed was a file's slowest step).
 * A run on PostgreSQL seeds the demo on PostgreSQL only (the PGlite base stays: the lock tests
 * open PGlite data dirs whatever the database).
 */
export default async function setup(project: TestProject) {
  const demoMediaDir = fs.mkdtempSync(path.join(os.tmpdir(), `tq-demo-media-${process.pid}-`));
  const url = process.env.TEST_DATABASE_URL;
  const pglite = await pgliteTemplates(url ? null : demoMediaDir);
  const template = url ? await postgresTemplates(url, demoMediaDir) : "";
  project.provide("pgliteTemplate", pglite.base);
  project.provide("pgliteDemoTemplate", pglite.demo);
  project.provide("demoMediaDir", demoMediaDir);
  project.provide("pgTemplate", template);
  project.provide("pgDemoTemplate", template ? `${template}_demo` : "");

  return async () => {
    for (const file of [pglite.base, pglite.demo]) if (file) fs.rmSync(file, { force: true });
    fs.rmSync(demoMediaDir, { recursive: true, force: true });
    if (url && template) {
      await withAdmin(url, async (admin) => {
        const { rows } = await admin.query<{ datname: string }>(
          `select datname from pg_database where datname like 'tq_t_${process.pid}_%'`,
        );
        for (const r of rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
        await admin.query(`drop database if exists ${template}_demo with (force)`);
        await admin.query(`drop database if exists ${template} with (force)`);
      });
    }
  };
}

/** The migrated data dir, then (given where its media go) the same with the demo seed, each dumped to a file. */
async function pgliteTemplates(demoMediaDir: string | null): Promise<{ base: string; demo: string }> {
  const client = new PGlite();
  const database = wrapPglite(client);
  await database.migrate();
  const base = path.join(os.tmpdir(), `tq-template-${process.pid}.tar`);
  fs.writeFileSync(base, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  if (!demoMediaDir) {
    await client.close();
    return { base, demo: "" };
  }
  await seedIfEmpty(database.db, { demo: true, mediaDir: demoMediaDir });
  const demo = path.join(os.tmpdir(), `tq-template-demo-${process.pid}.tar`);
  fs.writeFileSync(demo, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await client.close();
  return { base, demo };
}

/** tq_tpl_<pid> (migrated) and tq_tpl_<pid>_demo (its copy with the demo seed). */
async function postgresTemplates(url: string, demoMediaDir: string): Promise<string> {
  const template = `tq_tpl_${process.pid}`;
  await withAdmin(url, async (admin) => {
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
  });
  const tpl = openPostgres(withDatabase(url, template), 2);
  await tpl.migrate();
  await tpl.close();
  await withAdmin(url, (admin) => admin.query(`create database ${template}_demo template ${template}`));
  const demo = openPostgres(withDatabase(url, `${template}_demo`), 2);
  await seedIfEmpty(demo.db, { demo: true, mediaDir: demoMediaDir });
  await demo.close();
  return template;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function withAdmin(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
