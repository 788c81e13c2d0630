import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { AddressInfo } from "node:net";
import lockfile from "proper-lockfile";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { ConfigError, loadConfig } from "../../src/config.ts";
import { openPglite } from "../../src/db/client.ts";
import { DatabaseLockedError } from "../../src/db/data-dir-lock.ts";
import { seedIfEmpty } from "../../src/db/seed/seed.ts";
import { createTestDatabase } from "../support/helpers.ts";

const tmpDirs: string[] = [];
function tmpDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tq-life-"));
  tmpDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function configErrorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error("loadConfig accepted a bad environment");
}

describe("loadConfig", () => {
  it("refuses PORT=abc with one line naming PORT only", () => {
    const err = configErrorOf({ PORT: "abc" });
    expect(err.message).not.toContain("\n");
    expect(err.message).toMatch(/\bPORT\b/);
    expect(err.message).not.toMatch(/DATABASE_URL|HOST|DATA_DIR/);
  });

  it("refuses DATABASE_URL=notaurl naming it", () => {
    const err = configErrorOf({ DATABASE_URL: "notaurl" });
    expect(err.message).not.toContain("\n");
    expect(err.message).toMatch(/\bDATABASE_URL\b/);
    expect(err.message).not.toMatch(/\bPORT\b/);
  });

  it("names every bad variable on the same line", () => {
    const err = configErrorOf({ PORT: "70000", DATABASE_URL: "notaurl", TRUST_PROXY: "maybe" });
    expect(err.message.split("\n")).toHaveLength(1);
    for (const name of ["PORT", "DATABASE_URL", "TRUST_PROXY"]) expect(err.message).toContain(name);
  });

  it("accepts a good environment, treating blank values as unset", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://u@db:5432/tq",
      TOKEN_TTL_HOURS: "2",
      REDIS_URL: "",
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: "postgres://u@db:5432/tq",
      tokenTtlMs: 2 * 3600_000,
      redisUrl: undefined,
    });
  });
});

describe("the PGlite data directory lock", () => {
  it("refuses a second opener of the same directory with a clear message, and frees it on close", async () => {
    const dir = tmpDir();
    // Seed the directory from the migrated template: opening it then skips a slow initdb.
    const seed = new PGlite(`${dir}/pg`, { loadDataDir: new Blob([fs.readFileSync(inject("pgliteTemplate"))]) });
    await seed.waitReady;
    await seed.close();
    const first = await openPglite(dir);
    try {
      const second = openPglite(dir);
      await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(second).rejects.toThrow(/in use by another Tutorials & Quizzes process/);
      await expect(second).rejects.toThrow(dir);
    } finally {
      await first.close();
    }
    // Closing released the lock: another process may open the directory now.
    expect(await lockfile.check(dir, { lockfilePath: `${dir}/.tq.lock`, realpath: false })).toBe(false);
  });
});

describe("the running server", () => {
  it("finishes an in-flight request on close, then stops; 500s carry no internals", async () => {
    const database = await createTestDatabase();
    const dataDir = tmpDir();
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    await seedIfEmpty(database.db, { demo: false, mediaDir: config.mediaDir });
    const app = await buildApp({ config, database, logger: false });
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    app.get("/api/test/slow", async () => {
      entered();
      await sleep(300);
      return { ok: true };
    });
    app.get("/api/test/boom", async () => {
      throw new Error("secret detail: password_hash at /srv/app/src/x.ts:12");
    });
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

      const boom = await fetch(`${base}/api/test/boom`);
      expect(boom.status).toBe(500);
      const text = await boom.text();
      expect(JSON.parse(text)).toEqual({ error: { code: "internal", message: expect.any(String) as string } });
      expect(text).not.toMatch(/secret|password_hash|x\.ts|\bat /);

      const slow = fetch(`${base}/api/test/slow`);
      await inside;
      const started = Date.now();
      await app.close();
      const elapsed = Date.now() - started;
      const res = await slow;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
      expect(elapsed).toBeLessThan(5_000);
      expect(elapsed).toBeGreaterThanOrEqual(150); // close waited for the request
      await expect(fetch(`${base}/api/admin/getpersistentdata`)).rejects.toThrow();
    } finally {
      await app.close();
      await database.close();
    }
  });
});
