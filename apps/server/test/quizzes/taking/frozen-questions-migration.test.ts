import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { MIGRATIONS_DIR, openPostgres, wrapPglite, type Database } from "../../../src/db/client.ts";
import { dropUsedDatabase } from "../../../src/db/pg-admin.ts";
import { attemptAnswers, quizAttempts, quizzes, type AttemptQuestion } from "../../../src/db/schema/index.ts";
import { insertQuestion } from "../../../src/modules/quizzes/authoring/question-store.ts";
import { attemptItems } from "../../../src/modules/quizzes/marking/marking-repo.ts";
import { attemptQuestions, storeQuestions } from "../../../src/modules/quizzes/taking/attempt-questions.ts";
import { buildSnapshot } from "../../../src/modules/quizzes/taking/attempt-snapshot.ts";
import { hashOf } from "../../../src/modules/quizzes/taking/frozen-question.ts";
import { insertUser } from "../../../src/modules/users/repo.ts";
import { buildCourseTree } from "../../catalog/catalog-factory.ts";
import { withDatabase } from "../../support/global-setup.ts";
import { buildQuiz, sampleQuestion } from "../quiz-factory.ts";

/**
 * Migration 0014 (ADR 0074) moves every attempt's frozen questions into quiz_frozen_questions
 * and gives the attempt its draw. Attempts written before it must read back exactly as they
 * were, on PGlite and on PostgreSQL: a database is migrated to 0013, attempts are written the
 * old way, then 0014 runs.
 */

const BEFORE = 13;
let database: Database;
let dropDatabase = async () => {};
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tq-migrations-"));

/** The migrations folder as it was before 0014. */
function migrationsUpTo(last: number): string {
  const dir = path.join(tmp, `upto-${last}`);
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  const migrationsFolder = migrationsUpTo(BEFORE);
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `tq_t_${process.ppid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    database = openPostgres(withDatabase(url, name), 2);
    await migratePg(drizzlePg({ client: (database.db as unknown as { $client: pg.Pool }).$client }), {
      migrationsFolder,
    });
    dropDatabase = async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await dropUsedDatabase(a, name);
      await a.end();
    };
  } else {
    const client = new PGlite();
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    database = wrapPglite(client);
  }
});

afterAll(async () => {
  await database.close();
  await dropDatabase();
  fs.rmSync(tmp, { recursive: true, force: true });
});

interface Old {
  id: number;
  questions: AttemptQuestion[];
}

describe("migration 0014: frozen questions stored once", () => {
  it("keeps every attempt's questions exactly as they were, stores each once, and marking reads them", async () => {
    const db = database.db;
    const owner = await insertUser(db, {
      email: "owner@example.com",
      firstname: "Ada",
      lastname: "Owner",
      profession: "Teacher",
      country: "NG",
      role: "teacher",
      status: "active",
      passwordHash: "x",
    });
    const tree = await buildCourseTree(database, { ownerId: owner.id });
    const place = { courseId: tree.course.id, subjectId: tree.subject.id, chapterId: tree.chapters.ch1.id };
    const built = await buildQuiz(database, { ...place, settings: { shuffleOptions: true, shuffleQuestions: true } });
    // Text jsonb and JSON write differently if anything does: quotes, backslashes, new lines,
    // control characters, non-Latin letters, emoji, a closing script tag.
    await insertQuestion(db, built.sections.partB, {
      ...sampleQuestion("single"),
      stemHtml: '<p>"Quoted" \\ back\\slash\nnew line\ttab \u0001 é ü 中文 😀 </script></p>',
    });
    const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, built.quizId));
    if (!quiz) throw new Error("no quiz");

    // Written the old way: the whole snapshot in the attempt's row.
    const old: Old[] = [];
    for (const snapshot of [
      (await buildSnapshot(db, quiz)).questions,
      (await buildSnapshot(db, quiz)).questions,
      (await buildSnapshot(db, quiz)).questions,
      [],
    ]) {
      const rows = await db.execute(sql`
        insert into quiz_attempts (quiz_id, user_id, mode, status, verification_code, questions, rules)
        values (${quiz.id}, ${owner.id}, 'preview', 'submitted', ${randomBytes(6).toString("hex")},
          ${JSON.stringify(snapshot)}::jsonb, ${JSON.stringify({ negativeMarking: false, requiresReview: false, passPercent: 50, releasePolicy: "immediately" })}::jsonb)
        returning id`);
      const id = (rows as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 0;
      old.push({ id, questions: snapshot });
    }
    const first = old[0] as Old;
    const answered = first.questions[3] as AttemptQuestion;
    await db.insert(attemptAnswers).values({ attemptId: first.id, questionKey: answered.key, response: null });
    // Three draws of nine questions with their options shuffled: some orders differ.
    const orders = new Set(old.flatMap((a) => a.questions.map((q) => `${q.questionId}:${q.options.map((o) => o.id)}`)));
    expect(orders.size).toBeGreaterThan(9);

    await database.migrate();

    for (const attempt of old) {
      const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id));
      if (!row) throw new Error(`attempt ${attempt.id} gone`);
      expect(row.draw).toHaveLength(attempt.questions.length);
      expect(await attemptQuestions(db, row)).toEqual(attempt.questions);
      expect(row).not.toHaveProperty("questions");
    }
    // Each question once, however many attempts drew it and in whatever option order.
    const stored = await db.execute(
      sql`select hash, content, encode(sha256(convert_to(content::text, 'UTF8')), 'hex') as sql_hash from quiz_frozen_questions`,
    );
    const frozen = (stored as unknown as { rows: { hash: string; content: never; sql_hash: string }[] }).rows;
    expect(frozen).toHaveLength(9);
    // The server's address of each content is the migration's: new attempts share the rows.
    for (const f of frozen) {
      expect(f.hash).toBe(f.sql_hash);
      expect(hashOf(f.content)).toBe(f.hash);
    }
    await storeQuestions(db, first.questions);
    const [count] = (
      (await db.execute(sql`select count(*)::int as n from quiz_frozen_questions`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(count?.n).toBe(9);

    // Marking's SQL finds the answer's question through the draw.
    const [item] = await attemptItems(db, first.id);
    expect(item?.question).toEqual(answered);
  });
});
