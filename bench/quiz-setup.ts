/**
 * What the quiz parts (bench/quizzes.ts, bench/exam-day.ts) share: a fresh database on PGlite or
 * PostgreSQL, the demo and its students written before the server starts, their subscriptions
 * through the real enrolment path, and the requests and answers of a student taking a quiz.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import type { ResponseValue } from "@tq/contract/quiz-questions";
import type { Database } from "../apps/server/src/db/client.ts";
import { dropUsedDatabase } from "../apps/server/src/db/pg-admin.ts";
import { quizzes, tikzExamples } from "../apps/server/src/db/schema/index.ts";
import { seedIfEmpty } from "../apps/server/src/db/seed/seed.ts";
import { issueToken } from "../apps/server/src/modules/auth/tokens-repo.ts";
import { insertUser } from "../apps/server/src/modules/users/repo.ts";
import type { BurstAnswer } from "./load.ts";

export type Label = "PGlite" | "PostgreSQL";

/** Where a part's rows run: PGlite in a fresh data directory, or a fresh PostgreSQL database. */
export interface Target {
  label: Label;
  dataDir: string;
  databaseUrl?: string;
}

export interface Prepared {
  /** Published chapter quizzes of one course, untimed and unlimited, in their order. */
  quizIds: number[];
  courseId: number;
  tokens: string[];
}

/**
 * The demo, then `students` students with a token each, written before the server starts (PGlite
 * admits one process); everything after this goes through HTTP. Signing them in would cost an
 * Argon2id check each and the sign-in limits, and measures nothing a quiz row is about.
 */
export async function prepare(
  database: Database,
  mediaDir: string,
  opts: { students: number; quizzes: number; prefix: string },
): Promise<Prepared> {
  const { db } = database;
  await database.migrate();
  await seedIfEmpty(db, { demo: true, mediaDir });
  // The gallery's TikZ examples would be drawn (TeX, ~15 s of CPU) right after start-up.
  await db.delete(tikzExamples).where(sql`true`);
  const published = and(eq(quizzes.kind, "chapter"), eq(quizzes.status, "published"));
  const [first] = await db.select({ courseId: quizzes.courseId }).from(quizzes).where(published).limit(1);
  if (!first) throw new Error("the demo has no published chapter quiz");
  const rows = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(published, eq(quizzes.courseId, first.courseId)))
    .orderBy(asc(quizzes.id))
    .limit(opts.quizzes);
  const quizIds = rows.map((r) => r.id);
  // Untimed and unlimited for the run: the benchmark measures the engine, not the rules.
  await db.update(quizzes).set({ timeLimitMinutes: null, attemptsAllowed: null }).where(inArray(quizzes.id, quizIds));
  const tokens: string[] = [];
  for (let i = 0; i < opts.students; i += 1) {
    const user = await insertUser(db, {
      email: `${opts.prefix}-${i}@bench.example`,
      firstname: "Bench",
      lastname: `Student ${i}`,
      profession: "Student",
      country: "NG",
      role: "student",
      status: "active",
      // Never checked: these students never sign in with a password.
      passwordHash: "x",
    });
    tokens.push(await issueToken(db, { userId: user.id, ttlMs: 3 * 3_600_000 }));
  }
  await database.close();
  return { quizIds, courseId: first.courseId, tokens };
}

/**
 * A student's request headers. Students take quizzes in browsers, and a browser says which
 * encodings it reads (Chromium and Firefox: zstd too; ADR 0088, 0097): Node's fetch on its own
 * offers gzip and deflate only, and the server would compress every answer for a client no
 * student uses.
 */
export const json = (token: string) => ({
  "content-type": "application/json",
  authorization: `Bearer ${token}`,
  "accept-encoding": BROWSER_ACCEPT_ENCODING,
});
/** What Chromium 156 sends. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** Each student subscribes as the web app does (apps/web/tests/e2e/support.ts subscribeWithDemo), 10 at a time. */
export async function enrol(base: string, courseId: number, tokens: string[]): Promise<number> {
  let subscribed = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < tokens.length) {
        const token = tokens[next++] ?? "";
        const offer = await fetch(`${base}/api/enrolment/courses/${courseId}/offer`, { headers: json(token) });
        const { tutors } = (await offer.json()) as { tutors?: { id: number }[] };
        const tutor = tutors?.[0];
        if (!offer.ok || !tutor) continue;
        const paid = await fetch(`${base}/api/enrolment/checkout`, {
          method: "POST",
          headers: json(token),
          body: JSON.stringify({ courseId, tutorId: tutor.id, provider: "demo" }),
        });
        await paid.arrayBuffer();
        if (paid.status === 201) subscribed += 1;
      }
    }),
  );
  return subscribed;
}

/** What a student's start answers, as far as the bench needs it. */
export interface Started {
  id: number;
  questions: { key: number; type: string; options: { id: number }[] }[];
}

export function startRequests(base: string, quizId: number, tokens: string[]) {
  return tokens.map((token) => ({
    method: "POST",
    url: `${base}/api/quizzes/${quizId}/attempts`,
    headers: json(token),
    body: JSON.stringify({ mode: "exam" }),
  }));
}

export const ok = (a: BurstAnswer) => a.status >= 200 && a.status < 300;

/** "12 × 403, 1 × no answer": what the failed requests answered. */
export function statuses(answers: BurstAnswer[]): string {
  const counts = new Map<string, number>();
  for (const a of answers.filter((x) => !ok(x))) {
    const key = a.status === 0 ? `no answer (${a.error ?? "?"})` : String(a.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${n} × ${k}`).join(", ");
}

/** A plausible answer for a question of the player's shape (what a student would send). */
export function answerFor(q: Started["questions"][number], n: number): ResponseValue {
  const option = q.options[n % Math.max(1, q.options.length)]?.id ?? null;
  switch (q.type) {
    case "single":
      return { type: "single", optionId: option };
    case "multiple":
      return { type: "multiple", optionIds: option === null ? [] : [option] };
    case "truefalse":
      return { type: "truefalse", value: n % 2 === 0 };
    case "numeric":
      return { type: "numeric", text: String(n % 10) };
    case "twotier":
      return { type: "twotier", optionId: option, subOptionId: null };
    case "short":
      return { type: "short", text: `answer ${n}` };
    default:
      return { type: "subjective", text: `An essay answer, revision ${n}.` };
  }
}

/** Runs `measure` on PGlite in a fresh data directory, removed afterwards. */
export async function onPglite<T>(prefix: string, measure: (target: Target) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tq-bench-${prefix}-`));
  try {
    return await measure({ label: "PGlite", dataDir });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs `measure` on a fresh PostgreSQL database at BENCH_DATABASE_URL (else TEST_DATABASE_URL,
 * else the local default), dropped afterwards; null when no server answers.
 */
export async function onPostgres<T>(prefix: string, measure: (target: Target) => Promise<T>): Promise<T | null> {
  const url =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `tq_bench_${prefix.replace(/\W/g, "_")}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    console.log(`${prefix}: no PostgreSQL server answers; measured on PGlite only.`);
    return null;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tq-bench-${prefix}-pg-`));
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    return await measure({ label: "PostgreSQL", dataDir, databaseUrl: target.toString() });
  } finally {
    await dropUsedDatabase(admin, name);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
