import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { ROLES, type Role } from "@tq/contract/roles";
import { buildApp } from "../../src/app.ts";
import { loadConfig, type Config } from "../../src/config.ts";
import { openPostgres, wrapPglite, type Database } from "../../src/db/client.ts";
import { dropUsedDatabase } from "../../src/db/pg-admin.ts";
import { seedIfEmpty } from "../../src/db/seed/seed.ts";
import { hash as argon2Hash } from "@node-rs/argon2";
import { insertUser, type UserRow } from "../../src/modules/users/repo.ts";
import type { GoogleVerifier } from "../../src/modules/auth/google.ts";
import { withDatabase } from "./global-setup.ts";
import { startMailCatcher, type MailCatcher } from "./mail-catcher.ts";

/**
 * A fresh database for one test file: a copy of the migrated template, or with `demo` of the
 * template that holds the whole demo seed (global-setup seeds it once for the run).
 */
export async function createTestDatabase(opts: { demo?: boolean } = {}): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject(opts.demo ? "pgDemoTemplate" : "pgTemplate");
  if (url && template) {
    const name = `tq_t_${process.ppid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const database = openPostgres(withDatabase(url, name), 4);
    return {
      ...database,
      /** Where a second app process of a scale-out test opens the same database. */
      url: withDatabase(url, name),
      async close() {
        await database.close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await dropUsedDatabase(a, name);
        await a.end();
      },
    };
  }
  const dump = fs.readFileSync(inject(opts.demo ? "pgliteDemoTemplate" : "pgliteTemplate"));
  const client = new PGlite({ loadDataDir: new Blob([dump]) });
  await client.waitReady;
  return wrapPglite(client);
}

export interface TestApp {
  app: FastifyInstance;
  database: Database & { url?: string };
  config: Config;
  close(): Promise<void>;
}

/** A test app whose email is read from a mail catcher (`createTestApp({ mail: true })`). */
export type MailTestApp = TestApp & { mail: MailCatcher };

interface TestAppOptions {
  rateLimitScale?: number;
  config?: Partial<Config>;
  google?: GoogleVerifier;
  demo?: boolean;
  /** Send email by SMTP to a mail catcher, where the test reads it (with its live links). */
  mail?: boolean;
}

/**
 * The real app on a fresh database with the essential seed (countries, settings), or with the
 * whole demo (`demo: true`: the demo accounts, courses, quizzes, attempts, reports…). With
 * `mail: true` its email goes to a mail catcher (`t.mail`): the outbox shows link tokens masked.
 */
export async function createTestApp(opts: TestAppOptions & { mail: true }): Promise<MailTestApp>;
export async function createTestApp(opts?: TestAppOptions): Promise<TestApp>;
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp & { mail?: MailCatcher }> {
  const database = await createTestDatabase({ demo: opts.demo });
  const mail = opts.mail ? await startMailCatcher() : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tq-test-"));
  const config = loadConfig(
    { NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    { ...(mail ? { smtpUrl: mail.url } : {}), ...opts.config },
  );
  // The demo template is seeded already (its media files are copied along); the essentials
  // are seeded here, as the app does at start-up.
  if (opts.demo) fs.cpSync(inject("demoMediaDir"), config.mediaDir, { recursive: true });
  await seedIfEmpty(database.db, { demo: opts.demo ?? false, mediaDir: config.mediaDir });
  const app = await buildApp({
    config,
    database,
    rateLimitScale: opts.rateLimitScale ?? 100,
    logger: false,
    google: opts.google,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    ...(mail ? { mail } : {}),
    async close() {
      await app.close();
      await database.close();
      await mail?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const TEST_PASSWORD = "Correct-horse-2026";
let counter = 0;
/**
 * Argon2id is slow on purpose: factory users of one password share one valid hash, made at a test
 * cost (1 MiB, one pass). A check reads the cost from the hash, so each of the suite's ~2,000
 * sign-ins verifies in ~1 ms instead of ~22 ms (issue #14). The app's own cost is what
 * `hashPassword` uses, which the registration and password tests exercise.
 */
const TEST_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
const hashes = new Map<string, Promise<string>>();
function testHash(password: string): Promise<string> {
  let made = hashes.get(password);
  if (!made) {
    made = argon2Hash(password, TEST_COST);
    hashes.set(password, made);
  }
  return made;
}

/** Test factory (Outline's habit): `buildUser(db, { role: "teacher" })`. */
export async function buildUser(
  database: Database,
  overrides: Partial<Pick<UserRow, "email" | "firstname" | "lastname" | "country" | "status" | "profession">> & {
    role?: Role;
    password?: string;
  } = {},
): Promise<UserRow> {
  counter += 1;
  const role = overrides.role ?? "student";
  return insertUser(database.db, {
    email: overrides.email ?? `${role}${counter}-${randomBytes(3).toString("hex")}@test.example`,
    firstname: overrides.firstname ?? "Test",
    lastname: overrides.lastname ?? `${role[0]?.toUpperCase()}${role.slice(1)}`,
    profession: overrides.profession ?? "Other",
    country: overrides.country ?? "NG",
    role,
    status: overrides.status ?? "active",
    passwordHash: await testHash(overrides.password ?? TEST_PASSWORD),
  });
}

/** Signs in through the real endpoint and returns the bearer token. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { api_token: string }).api_token;
}

/** A signed-in user of every role: the bearer token by role (for tests that try a route as each). */
export async function signInEveryRole(t: TestApp): Promise<Map<Role, string>> {
  const tokens = new Map<Role, string>();
  for (const role of ROLES) tokens.set(role, await signIn(t.app, (await buildUser(t.database, { role })).email));
  return tokens;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export function errorOf(res: LightMyRequestResponse): {
  code: string;
  message: string;
  fields?: Record<string, string>;
} {
  return (res.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

/** Stands in for Google offline: "google-ok:<email>" is a verified identity, anything else is not. */
export const fakeGoogle: GoogleVerifier = async (credential) => {
  const m = /^google-(ok|unverified):(.+)$/.exec(credential);
  return m ? { email: (m[2] ?? "").toLowerCase(), emailVerified: m[1] === "ok" } : null;
};
