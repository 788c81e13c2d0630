import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";
import { aloneNotifier, postgresNotifier, type Notifier } from "./notifications.ts";
import * as schema from "./schema/index.ts";

/** One type for both drivers: repos never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Messages to the other app processes on this database (none with PGlite: one process only). */
  notifier: Notifier;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../drizzle", import.meta.url));

/**
 * Opens PGlite in `dataDir`, holding its lock so a second process cannot open the same
 * directory (two PGlite openers silently corrupt it; ARCHITECTURE.md, ADR 0057).
 */
export async function openPglite(dataDir: string): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = await lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(`${dataDir}/pg`);
  } catch (err) {
    await release();
    throw err;
  }
  return wrapPglite(client, release);
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs in this thread, and a query that finds it free runs at once, inside the promise
 * chain that sent it. Under a burst (a class starting an exam: issue #15) query followed query
 * in microtasks, and no socket was read or written until the last was done: every answer came at
 * the end, and an answer save sent meanwhile was not even read. So each query and transaction
 * starts on a turn of the event loop of its own, after the I/O already due.
 */
function takingTurns(client: PGlite): PGlite {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<PGlite["query"]>) => {
    await nextTurn();
    return query(...args);
  }) as PGlite["query"];
  client.transaction = (async (...args: Parameters<PGlite["transaction"]>) => {
    await nextTurn();
    return transaction(...args);
  }) as PGlite["transaction"];
  return client;
}

/** An in-memory or template-loaded PGlite (tests). */
export function wrapPglite(pglite: PGlite, onClose: () => Promise<void> = async () => {}): Database {
  const client = takingTurns(pglite);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    notifier: aloneNotifier,
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR }),
    async close() {
      await client.close();
      await onClose();
    },
  };
}

export function openPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection the server closes (a restart, a failover, an administrator) emits an
  // error on the pool; unhandled, it would crash the process. The pool replaces the
  // connection on next use, and a query in flight still fails on its own promise.
  pool.on("error", (err) => {
    console.warn(`PostgreSQL closed an idle connection: ${err.message}`);
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    notifier: postgresNotifier(pool, connectionString),
    // Several app processes may start at once: one migrates while the others wait.
    async migrate() {
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock(727274)");
        await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.query("select pg_advisory_unlock(727274)").catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(opts: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
