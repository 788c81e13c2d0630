import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { openPostgres, wrapPglite, type Database } from "../../src/db/client.ts";
import { dropUsedDatabase } from "../../src/db/pg-admin.ts";
import { seedIfEmpty } from "../../src/db/seed/seed.ts";
import { withDatabase } from "./global-setup.ts";

/**
 * The real server as a separate process (the process/*.test.ts files): what only a process
 * shows (a lock left by kill -9, SIGTERM under load, an exit that never comes) cannot be seen
 * through inject().
 */

export const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));
/** The web build main.ts serves pages from; `npm test` builds it before the unit tests. */
export const WEB_BUILD_ENTRY = path.join(ROOT, "apps/web/build/server/index.js");
/** This workplace gives servers that tests start the ports 3400–3449. */
const PORTS = { first: 3400, count: 50 };

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Date.now() when it exited. */
  at: number;
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  base: string;
  /** What it printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<Exit>;
  /** Milliseconds from spawn to its first answer (ready()). */
  readyMs: number;
  /** Resolves once it answers HTTP; rejects if it exits first or takes longer than timeoutMs. */
  ready(timeoutMs?: number): Promise<number>;
  /** Sends a signal and resolves with its exit, or null if it is still running after timeoutMs. */
  stop(signal: NodeJS.Signals, timeoutMs: number): Promise<Exit | null>;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** A free port of the range, starting at a random one so test files running at once rarely meet. */
export async function freePort(): Promise<number> {
  const start = Math.floor(Math.random() * PORTS.count);
  for (let i = 0; i < PORTS.count; i += 1) {
    const port = PORTS.first + ((start + i) % PORTS.count);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${PORTS.first}–${PORTS.first + PORTS.count - 1}`);
}

export interface SpawnOptions {
  dataDir: string;
  databaseUrl?: string;
  /** main.ts (the server itself) or scripts/start.mjs (what `npm start` runs). */
  entry?: "server" | "npm-start";
  env?: Record<string, string>;
  port?: number;
}

/** Starts the server on a free port of its own; call ready() to wait for it. */
export async function spawnServer(options: SpawnOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const args = options.entry === "npm-start" ? ["scripts/start.mjs"] : ["apps/server/src/main.ts"];
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: options.dataDir,
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
    RATE_LIMIT_SCALE: "20",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const started = Date.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const base = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    child,
    pid: child.pid ?? -1,
    port,
    base,
    output: () => text,
    exited,
    readyMs: Number.NaN,
    async ready(timeoutMs = 60_000) {
      let gone: Exit | null = null;
      void exited.then((exit) => (gone = exit));
      while (Date.now() - started < timeoutMs) {
        if (gone) throw new Error(`the server exited (${JSON.stringify(gone)}) before answering:\n${text}`);
        try {
          const res = await fetch(`${base}/api/admin/getpersistentdata`, { signal: AbortSignal.timeout(2_000) });
          await res.arrayBuffer();
          if (res.ok) {
            server.readyMs = Date.now() - started;
            return server.readyMs;
          }
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${text}`);
    },
    async stop(signal, timeoutMs) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return Promise.race([exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs))]);
    },
  };
  return server;
}

/** Ends a server a test left running (a failed assertion): SIGKILL, no waiting on its good manners. */
export async function killServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGKILL");
  await server.exited;
}

export interface PreparedData {
  dataDir: string;
  /** Set on PostgreSQL: the server's DATABASE_URL. */
  databaseUrl: string | undefined;
  remove(): Promise<void>;
}

/**
 * A data directory whose database (PGlite in it, or a fresh PostgreSQL database when `postgres`
 * and TEST_DATABASE_URL are set) is a copy of the migrated template with the essentials, or the
 * whole demo, already seeded: the server then starts in seconds (no initdb, no seeding).
 */
export async function prepareData(options: { demo: boolean; postgres: boolean }): Promise<PreparedData> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tq-proc-"));
  const url = process.env.TEST_DATABASE_URL;
  const template = inject("pgTemplate");
  let database: Database;
  let databaseUrl: string | undefined;
  let name: string | undefined;
  if (options.postgres && url && template) {
    name = `tq_t_${process.ppid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    databaseUrl = withDatabase(url, name);
    database = openPostgres(databaseUrl, 2);
  } else {
    const dump = fs.readFileSync(inject("pgliteTemplate"));
    const client = new PGlite(path.join(dataDir, "pg"), { loadDataDir: new Blob([dump]) });
    await client.waitReady;
    database = wrapPglite(client);
  }
  await seedIfEmpty(database.db, { demo: options.demo, mediaDir: path.join(dataDir, "media") });
  await database.close();
  return {
    dataDir,
    databaseUrl,
    async remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (url && name) {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await dropUsedDatabase(admin, name);
        await admin.end();
      }
    },
  };
}

/** Opens the prepared database in this process (the server must have exited): to read what it stored. */
export async function openPrepared(data: PreparedData): Promise<Database> {
  if (data.databaseUrl) return openPostgres(data.databaseUrl, 2);
  const client = new PGlite(path.join(data.dataDir, "pg"));
  await client.waitReady;
  return wrapPglite(client);
}
