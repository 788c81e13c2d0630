import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { AttemptMode } from "@tq/contract/quiz-attempts";
import type { ResponseValue } from "@tq/contract/quiz-questions";
import type { Db } from "../../../db/client.ts";
import { preparedSql } from "../../../db/prepared.ts";
import {
  attemptAnswers,
  courses,
  quizAttempts,
  quizFrozenQuestions,
  quizStructureVersions,
  quizzes,
  users,
  type AttemptQuestion,
} from "../../../db/schema/index.ts";
import { isCourseStaffColumn } from "../../catalog/repo.ts";
import { liveTokenOf } from "../../auth/tokens-repo.ts";
import { hasActiveSubscription } from "../../enrolment/subscriptions-repo.ts";
import type { AttemptGrade } from "../grading/grade.ts";
import type { FrozenQuestion } from "./frozen-question.ts";

/** The SQL of attempts and their answers. */

export type AttemptRow = typeof quizAttempts.$inferSelect;
/** An attempt with the questions it froze (attempt-questions.ts reads them): what presenters take. */
export type AttemptWithQuestions = AttemptRow & { questions: AttemptQuestion[] };
export type AnswerRow = typeof attemptAnswers.$inferSelect;
/** A transaction or the database: the same queries run in both. */
export type Runner = Pick<Db, "select" | "insert" | "update" | "execute">;

export async function findAttempt(db: Runner, id: number, lock = false): Promise<AttemptRow | undefined> {
  const query = db.select().from(quizAttempts).where(eq(quizAttempts.id, id)).limit(1);
  // A row lock serializes the submit (and the saves) of one attempt: exactly one request grades it.
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function findOpenAttempt(
  db: Db,
  quizId: number,
  userId: number,
  mode: AttemptMode,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.quizId, quizId),
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.mode, mode),
        eq(quizAttempts.status, "in_progress"),
      ),
    )
    .limit(1);
  return row;
}

/**
 * What the player reopens: the caller's attempt of this mode still in progress (one at most),
 * else their latest one (submitted). Never writes.
 */
export async function findLatestAttempt(
  db: Db,
  quizId: number,
  userId: number,
  mode: AttemptMode,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, userId), eq(quizAttempts.mode, mode)))
    .orderBy(desc(sql`${quizAttempts.status} = 'in_progress'`), desc(quizAttempts.startedAt), desc(quizAttempts.id))
    .limit(1);
  return row;
}

type NewAttempt = Pick<
  AttemptRow,
  "quizId" | "userId" | "mode" | "startedAt" | "deadlineAt" | "verificationCode" | "draw" | "rules"
>;

// Every column but what the start wrote itself and keeps (the draw, the rules).
const { draw: _draw, rules: _rules, ...insertedColumns } = getTableColumns(quizAttempts);
// Times go as text: drizzle's encoder of a prepared value would not let a null deadline through.
const time = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;
const newAttemptValues = {
  quizId: sql.placeholder("quizId"),
  userId: sql.placeholder("userId"),
  mode: sql.placeholder("mode"),
  startedAt: time("startedAt"),
  deadlineAt: time("deadlineAt"),
  verificationCode: sql.placeholder("verificationCode"),
  draw: sql.placeholder("draw"),
  rules: sql.placeholder("rules"),
};

/**
 * A class starts at once (issue #15): the insert is built once and prepared, as a save's is
 * (ADR 0073), so neither drizzle nor PostgreSQL works it out again for every student.
 */
const insertAttemptQuery = (db: Db) =>
  db
    .insert(quizAttempts)
    .values(newAttemptValues)
    .onConflictDoNothing()
    .returning(insertedColumns)
    .prepare("insert-attempt");
const insertAttemptQueries = new WeakMap<Db, ReturnType<typeof insertAttemptQuery>>();

/**
 * Inserts a new attempt; undefined when another start of the same quiz and mode won the race (one
 * open per mode). Its draw and rules are not read back: they are what was just written.
 */
export async function insertAttempt(db: Db, values: NewAttempt): Promise<AttemptRow | undefined> {
  let query = insertAttemptQueries.get(db);
  if (!query) {
    query = insertAttemptQuery(db);
    insertAttemptQueries.set(db, query);
  }
  const [row] = await query.execute({
    ...values,
    startedAt: values.startedAt.toISOString(),
    deadlineAt: values.deadlineAt?.toISOString() ?? null,
  });
  return row && { ...row, draw: values.draw, rules: values.rules };
}

/** Stores frozen questions not stored yet (ADR 0074): a row is never updated, so a known hash is skipped. */
export async function insertFrozenQuestions(db: Runner, rows: readonly FrozenQuestion[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(quizFrozenQuestions)
    .values(rows.map((r) => ({ hash: r.hash, content: r.content })))
    .onConflictDoNothing();
}

/** The frozen questions of these hashes (those that exist). */
export async function findFrozenQuestions(db: Runner, hashes: readonly string[]): Promise<FrozenQuestion[]> {
  if (hashes.length === 0) return [];
  return db
    .select({ hash: quizFrozenQuestions.hash, content: quizFrozenQuestions.content })
    .from(quizFrozenQuestions)
    .where(inArray(quizFrozenQuestions.hash, [...hashes]));
}

/** Exam attempts started (in progress or submitted): what "attempts allowed" counts. */
export async function examAttemptsUsed(db: Db, quizId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, userId), eq(quizAttempts.mode, "exam")));
  return row?.n ?? 0;
}

export async function listOwnAttempts(db: Db, quizId: number, userId: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, userId)))
    .orderBy(desc(quizAttempts.startedAt), desc(quizAttempts.id));
}

export async function listAnswers(db: Runner, attemptId: number): Promise<AnswerRow[]> {
  return db
    .select()
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attemptId))
    .orderBy(asc(attemptAnswers.questionKey));
}

/** The parts of an attempt that never change after its start: what a save checks (cached, ADR 0019). */
export async function findFrozenAttempt(db: Runner, id: number) {
  const [row] = await db
    .select({
      userId: quizAttempts.userId,
      quizId: quizAttempts.quizId,
      mode: quizAttempts.mode,
      rules: quizAttempts.rules,
      draw: quizAttempts.draw,
    })
    .from(quizAttempts)
    .where(eq(quizAttempts.id, id))
    .limit(1);
  return row;
}

export interface AnswerSave {
  attemptId: number;
  questionKey: number;
  response: ResponseValue;
  clientSeq: number;
  flagged?: boolean;
  /**
   * The saving session's token, checked live by the write itself (its owner is the attempt's);
   * null for a session no token stands behind (the demo seed's).
   */
  tokenId: number | null;
}

/**
 * Stores a save in ONE statement (durable when it returns), and only while the attempt is in
 * progress and before its deadline at `now`, and only over an older save. Answers the stored
 * sequence number, or null when nothing was written (attempt closed, gone, or a newer save
 * stored: `saveRefusal` says which). The attempt's row is read `for share`: a submit holds it
 * `for update`, so a save either commits before the submit reads the answers, or waits and
 * then finds the attempt submitted. The session's token is checked in the same statement, so a
 * save may come with a session looked up a moment ago (plugins/recent-sessions.ts, ADR 0073).
 * Prepared once (db/prepared.ts): it is the hot path.
 */
const SAVE_IF_OPEN = preparedSql<{ seq: number | string }>(
  "save-answer-if-open",
  sql`
    with open as (
      select ${quizAttempts.id} as id from ${quizAttempts}
      where ${quizAttempts.id} = ${sql.placeholder("attemptId")} and ${quizAttempts.status} = 'in_progress'
        and (${quizAttempts.deadlineAt} is null or ${quizAttempts.deadlineAt} > ${sql.placeholder("now")}::timestamptz)
        and (${sql.placeholder("tokenId")}::int is null
          or ${liveTokenOf(sql`${sql.placeholder("tokenId")}::int`, quizAttempts.userId)})
      for share of ${quizAttempts}
    )
    insert into ${attemptAnswers} (attempt_id, question_key, response, client_seq, flagged, saved_at)
    select open.id, ${sql.placeholder("questionKey")}::int, ${sql.placeholder("response")}::jsonb,
      ${sql.placeholder("clientSeq")}::bigint, coalesce(${sql.placeholder("flagged")}::boolean, false),
      ${sql.placeholder("now")}::timestamptz
    from open
    on conflict (attempt_id, question_key) do update set
      response = excluded.response,
      client_seq = excluded.client_seq,
      saved_at = excluded.saved_at,
      flagged = coalesce(${sql.placeholder("flagged")}::boolean, ${attemptAnswers.flagged})
    where ${attemptAnswers.clientSeq} < excluded.client_seq
    returning ${attemptAnswers.clientSeq} as seq`,
);

export async function saveAnswerIfOpen(db: Db, a: AnswerSave, now: Date): Promise<number | null> {
  const [row] = await SAVE_IF_OPEN(db, {
    attemptId: a.attemptId,
    questionKey: a.questionKey,
    response: JSON.stringify(a.response),
    clientSeq: a.clientSeq,
    flagged: a.flagged ?? null,
    now: now.toISOString(),
    tokenId: a.tokenId,
  });
  // node-postgres gives a bigint as text.
  return row ? Number(row.seq) : null;
}

/** Why `saveAnswerIfOpen` wrote nothing: the attempt's state and the sequence number stored (if any). */
export async function saveRefusal(db: Runner, attemptId: number, questionKey: number) {
  const [row] = await db
    .select({
      status: quizAttempts.status,
      submittedBy: quizAttempts.submittedBy,
      deadlineAt: quizAttempts.deadlineAt,
      storedSeq: attemptAnswers.clientSeq,
    })
    .from(quizAttempts)
    .leftJoin(
      attemptAnswers,
      and(eq(attemptAnswers.attemptId, quizAttempts.id), eq(attemptAnswers.questionKey, questionKey)),
    )
    .where(eq(quizAttempts.id, attemptId))
    .limit(1);
  return row;
}

/** Whether token `tokenId` of user `userId` is live (the question a save asks before any answer but a write). */
export async function tokenIsLive(db: Runner, tokenId: number, userId: number): Promise<boolean> {
  const result = await db.execute(sql`select ${liveTokenOf(tokenId, sql`${userId}::int`)} as live`);
  const [row] = (result as { rows: { live: boolean }[] }).rows;
  return row?.live === true;
}

/** Writes the grade of a submitted attempt and of each of its questions (inside the submitting transaction). */
export async function storeGrade(
  db: Runner,
  attempt: { id: number; submittedAt: Date; submittedBy: "student" | "deadline"; releasedAt: Date | null },
  grade: AttemptGrade,
  passed: boolean,
): Promise<AttemptRow> {
  for (const r of grade.results) {
    const values = {
      score: r.score,
      maxScore: r.maxScore,
      gradeStatus: r.status,
      correct: r.correct,
      matchedRules: r.matchedRules,
    };
    await db
      .insert(attemptAnswers)
      .values({ attemptId: attempt.id, questionKey: r.questionId, response: null, ...values })
      .onConflictDoUpdate({ target: [attemptAnswers.attemptId, attemptAnswers.questionKey], set: values });
  }
  const [row] = await db
    .update(quizAttempts)
    .set({
      status: "submitted",
      submittedAt: attempt.submittedAt,
      submittedBy: attempt.submittedBy,
      score: grade.total,
      maxScore: grade.max,
      percent: grade.percent,
      passed,
      provisional: grade.provisional,
      releasedAt: attempt.releasedAt,
    })
    .where(and(eq(quizAttempts.id, attempt.id), eq(quizAttempts.status, "in_progress")))
    .returning();
  if (!row) throw new Error(`attempt ${attempt.id} was not in progress when graded`);
  return row;
}

/** In-progress attempts whose deadline has passed (the sweep submits them). */
export async function expiredOpenAttemptIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.status, "in_progress"),
        isNotNull(quizAttempts.deadlineAt),
        lte(quizAttempts.deadlineAt, now),
      ),
    )
    .orderBy(asc(quizAttempts.deadlineAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** What a verification code certifies: a submitted exam attempt, its student, course and quiz. */
export async function findByCode(db: Db, code: string) {
  const [row] = await db
    .select({
      attempt: quizAttempts,
      firstname: users.firstname,
      lastname: users.lastname,
      quizTitle: quizzes.title,
      courseTitle: courses.title,
    })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .where(
      and(eq(quizAttempts.verificationCode, code), eq(quizAttempts.mode, "exam"), eq(quizAttempts.status, "submitted")),
    )
    .limit(1);
  return row;
}

/**
 * What a start must know, in one statement (issue #15): whether the caller's token is live (a
 * start may come with a session looked up a moment ago, as a save does: ADR 0073), the quiz, what
 * the access rules read of its course, its structure version (0 before any change was recorded),
 * whether the user staffs the course or holds an active subscription to it (catalog's and
 * enrolment's own rules, as columns), the id of their attempt of this mode in progress, and how
 * many exam attempts they have started. Prepared once per database (a class asks it three hundred
 * times at once); the course's long texts are not read (PGlite parses every column it returns).
 */
const startContextQuery = (db: Db) => {
  const userId = sql.placeholder("userId");
  const mine = and(eq(quizAttempts.quizId, quizzes.id), eq(quizAttempts.userId, userId));
  const open = and(mine, eq(quizAttempts.mode, sql.placeholder("mode")), eq(quizAttempts.status, "in_progress"));
  return db
    .select({
      tokenLive: sql<boolean>`(${sql.placeholder("tokenId")}::int is null
        or ${liveTokenOf(sql`${sql.placeholder("tokenId")}::int`, sql`${userId}::int`)})`,
      quiz: quizzes,
      course: { id: courses.id, status: courses.status, ownerId: courses.ownerId },
      // What the start's cached structure is keyed on (attempt-structure.ts).
      structureVersion: sql<number>`coalesce(${quizStructureVersions.version}, 0)`,
      staff: isCourseStaffColumn(userId),
      subscribed: hasActiveSubscription(userId, courses.id),
      openId: sql<number | null>`(select ${quizAttempts.id} from ${quizAttempts} where ${open} limit 1)`,
      examAttempts: sql<number>`(select count(*)::int from ${quizAttempts} where ${and(mine, eq(quizAttempts.mode, "exam"))})`,
    })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .leftJoin(quizStructureVersions, eq(quizStructureVersions.subjectId, quizzes.subjectId))
    .where(eq(quizzes.id, sql.placeholder("quizId")))
    .limit(1)
    .prepare("start-context");
};
const startContextQueries = new WeakMap<Db, ReturnType<typeof startContextQuery>>();

/** `tokenId` null: a session no token stands behind (the demo seed's), nothing to check. */
export async function findStartContext(
  db: Db,
  quizId: number,
  userId: number,
  tokenId: number | null,
  mode: AttemptMode,
) {
  let query = startContextQueries.get(db);
  if (!query) {
    query = startContextQuery(db);
    startContextQueries.set(db, query);
  }
  const [row] = await query.execute({ quizId, userId, tokenId, mode });
  return row;
}

/** A quiz and its course, read together (attempt-access's quizWithCourse). */
export async function findQuizWithCourse(db: Db, quizId: number) {
  const [row] = await db
    .select({ quiz: quizzes, course: courses })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .where(eq(quizzes.id, quizId))
    .limit(1);
  return row;
}
