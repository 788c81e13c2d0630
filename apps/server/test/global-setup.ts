import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres, wrapPglite } from "../src/db/client.ts";

declare module "vitest" {
  interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

/**
 * Migrates ONE template database for the whole run; each test file then copies it
 * (ARCHITECTURE.md: never migrate per file). PGlite: a dumped data dir; PostgreSQL
 * (TEST_DATABASE_URL): a template database that files clone with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const client = new PGlite();
  const db = wrapPglite(client);
  await db.migrate();
  const dump = await client.dumpDataDir("none");
  const file = path.join(os.tmpdir(), `tq-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide("pgliteTemplate", file);

  const url = process.env.TEST_DATABASE_URL;
  let template = "";
  if (url) {
    template = `tq_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const tpl = openPostgres(withDatabase(url, template), 2);
    await tpl.migrate();
    await tpl.close();
  }
  project.provide("pgTemplate", template);

  return async () => {
    fs.rmSync(file, { force: true });
    if (url && template) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'tq_t_${process.pid}_%'`,
      );
      for (const r of rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
