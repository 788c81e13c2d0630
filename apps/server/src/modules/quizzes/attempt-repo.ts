import { and, asc, desc, eq, isNotNull, lte, ne, sql } from "drizzle-orm";
import type { AttemptMode } from "@tq/contract/quiz-attempts";
import type { ResponseValue } from "@tq/contract/quiz-questions";
import type { Db } from "../../db/client.ts";
import { attemptAnswers, courses, quizAttempts, quizzes, users } from "../../db/schema/index.ts";
import type { AttemptGrade } from "./grading/grade.ts";

/** The SQL of attempts and their answers. */

export type AttemptRow = typeof quizAttempts.$inferSelect;
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

/** Inserts a new attempt; undefined when another start of the same quiz and mode won the race (one open per mode). */
export async function insertAttempt(db: Db, values: typeof quizAttempts.$inferInsert): Promise<AttemptRow | undefined> {
  const [row] = await db.insert(quizAttempts).values(values).onConflictDoNothing().returning();
  return row;
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

/**
 * Stores a save unless the stored one is as new or newer (one UPSERT: durable when it returns).
 * Answers the sequence number stored afterwards.
 */
export async function upsertAnswer(
  db: Runner,
  a: { attemptId: number; questionKey: number; response: ResponseValue; clientSeq: number; flagged?: boolean },
): Promise<number> {
  const now = new Date();
  const [row] = await db
    .insert(attemptAnswers)
    .values({
      attemptId: a.attemptId,
      questionKey: a.questionKey,
      response: a.response,
      clientSeq: a.clientSeq,
      flagged: a.flagged ?? false,
      savedAt: now,
    })
    .onConflictDoUpdate({
      target: [attemptAnswers.attemptId, attemptAnswers.questionKey],
      set: {
        response: a.response,
        clientSeq: a.clientSeq,
        savedAt: now,
        ...(a.flagged === undefined ? {} : { flagged: a.flagged }),
      },
      setWhere: sql`${attemptAnswers.clientSeq} < ${a.clientSeq}`,
    })
    .returning({ seq: attemptAnswers.clientSeq });
  if (row) return row.seq;
  const [stored] = await db
    .select({ seq: attemptAnswers.clientSeq })
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.attemptId, a.attemptId), eq(attemptAnswers.questionKey, a.questionKey)))
    .limit(1);
  return stored?.seq ?? a.clientSeq;
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

/** Attempts that are students' records (staff previews are not). */
export async function recordCount(db: Db, quizId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), ne(quizAttempts.mode, "preview")));
  return row?.n ?? 0;
}
