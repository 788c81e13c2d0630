import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { MarkingStatus } from "@tq/contract/quiz-marking";
import type { Db } from "../../../db/client.ts";
import {
  attemptAnswers,
  courseStaff,
  courses,
  questionSchemes,
  quizAttempts,
  quizFrozenQuestions,
  quizzes,
  users,
  type AttemptQuestion,
  type DrawEntry,
} from "../../../db/schema/index.ts";
import type { AttemptGrade } from "../grading/grade.ts";
import type { Runner } from "../taking/attempt-repo.ts";
import { assembleQuestion } from "../taking/frozen-question.ts";

/** The SQL of marking: the queue, overrides, totals, release, re-grading. */

export type CourseRow = typeof courses.$inferSelect;

/** A course's markers as the `attempt.mark` policy reads them. */
export interface MarkingCourse {
  course: CourseRow;
  assistantIds: number[];
  tutorIds: number[];
}

/** The courses given, each with its assistants and tutors. */
async function withStaff(db: Db, rows: CourseRow[]): Promise<MarkingCourse[]> {
  if (rows.length === 0) return [];
  const staff = await db
    .select()
    .from(courseStaff)
    .where(
      inArray(
        courseStaff.courseId,
        rows.map((c) => c.id),
      ),
    );
  return rows.map((course) => {
    const mine = staff.filter((s) => s.courseId === course.id);
    return {
      course,
      assistantIds: mine.filter((s) => s.role === "assistant").map((s) => s.userId),
      tutorIds: mine.filter((s) => s.role === "tutor").map((s) => s.userId),
    };
  });
}

export async function markingCourse(db: Db, courseId: number): Promise<MarkingCourse | undefined> {
  const rows = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  return (await withStaff(db, rows))[0];
}

/** The courses the user owns or staffs: candidates the `attempt.mark` policy then filters. */
export async function candidateCourses(db: Db, userId: number): Promise<MarkingCourse[]> {
  const staffed = db.select({ id: courseStaff.courseId }).from(courseStaff).where(eq(courseStaff.userId, userId));
  const rows = await db
    .select()
    .from(courses)
    .where(or(eq(courses.ownerId, userId), inArray(courses.id, staffed)));
  return withStaff(db, rows);
}

const marker = alias(users, "marker");
/** The attempt's draw entry of the answer's question (its key is its 1-based position). */
const entryOf = sql<DrawEntry>`${quizAttempts.draw} -> (${attemptAnswers.questionKey} - 1)`;

const itemColumns = {
  answer: attemptAnswers,
  entry: entryOf,
  content: quizFrozenQuestions.content,
  quizId: quizzes.id,
  quizTitle: quizzes.title,
  courseId: courses.id,
  courseTitle: courses.title,
  studentId: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  submittedAt: quizAttempts.submittedAt,
  markerFirst: marker.firstname,
  markerLast: marker.lastname,
};

function itemQuery(db: Db, where: SQL | undefined) {
  return db
    .select(itemColumns)
    .from(attemptAnswers)
    .innerJoin(quizAttempts, eq(quizAttempts.id, attemptAnswers.attemptId))
    .innerJoin(quizFrozenQuestions, eq(quizFrozenQuestions.hash, sql`${entryOf} ->> 'hash'`))
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .leftJoin(marker, eq(marker.id, attemptAnswers.overrideBy))
    .where(where);
}
type ItemQueryRow = Awaited<ReturnType<typeof itemQuery>>[number];
/** An answer with its frozen question as the attempt shows it, the attempt's, quiz's, course's and student's names. */
export type ItemRow = Omit<ItemQueryRow, "entry" | "content"> & { question: AttemptQuestion };

function toItems(rows: ItemQueryRow[]): ItemRow[] {
  return rows.map(({ entry, content, ...rest }) => ({ ...rest, question: assembleQuestion(content, entry) }));
}

/** Waiting: the scheme's mark is provisional or there is no scheme yet, and no marker has scored it. */
export const waitingSql = and(
  inArray(attemptAnswers.gradeStatus, ["provisional", "pending"]),
  isNull(attemptAnswers.overrideScore),
);

export interface QueueFilter {
  /** Null: every course (the world director). */
  courseIds: number[] | null;
  quizId?: number;
  questionKey?: number;
  status: MarkingStatus;
  after: { attemptId: number; questionKey: number } | null;
  limit: number;
}

/** Counted (exam) answers of submitted attempts, oldest attempt first. */
export async function queuePage(db: Db, f: QueueFilter): Promise<ItemRow[]> {
  if (f.courseIds !== null && f.courseIds.length === 0) return [];
  const where = and(
    eq(quizAttempts.status, "submitted"),
    eq(quizAttempts.mode, "exam"),
    f.courseIds === null ? undefined : inArray(courses.id, f.courseIds),
    f.quizId === undefined ? undefined : eq(quizzes.id, f.quizId),
    f.questionKey === undefined ? undefined : eq(attemptAnswers.questionKey, f.questionKey),
    f.status === "waiting" ? waitingSql : isNotNull(attemptAnswers.overrideScore),
    f.after
      ? or(
          gt(attemptAnswers.attemptId, f.after.attemptId),
          and(eq(attemptAnswers.attemptId, f.after.attemptId), gt(attemptAnswers.questionKey, f.after.questionKey)),
        )
      : undefined,
  );
  return toItems(
    await itemQuery(db, where).orderBy(asc(attemptAnswers.attemptId), asc(attemptAnswers.questionKey)).limit(f.limit),
  );
}

export async function findItem(db: Db, attemptId: number, questionKey: number): Promise<ItemRow | undefined> {
  const [row] = toItems(
    await itemQuery(
      db,
      and(eq(attemptAnswers.attemptId, attemptId), eq(attemptAnswers.questionKey, questionKey)),
    ).limit(1),
  );
  return row;
}

/** Every answer of an attempt with its marker's name, in question order. */
export async function attemptItems(db: Db, attemptId: number): Promise<ItemRow[]> {
  return toItems(await itemQuery(db, eq(attemptAnswers.attemptId, attemptId)).orderBy(asc(attemptAnswers.questionKey)));
}

/** A student's released, marked short and subjective answers (exam attempts). */
export async function markedOwnAnswers(db: Db, userId: number): Promise<ItemRow[]> {
  const rows = await itemQuery(
    db,
    and(
      eq(quizAttempts.userId, userId),
      eq(quizAttempts.mode, "exam"),
      eq(quizAttempts.status, "submitted"),
      isNotNull(quizAttempts.releasedAt),
      isNotNull(attemptAnswers.overrideScore),
    ),
  ).orderBy(sql`${quizAttempts.submittedAt} desc`, asc(attemptAnswers.attemptId), asc(attemptAnswers.questionKey));
  return toItems(rows);
}

/** A marker's final score: the answer no longer waits. */
export async function storeOverride(
  db: Runner,
  o: { attemptId: number; questionKey: number; score: number; comment: string; by: number; correct: boolean },
): Promise<void> {
  await db
    .update(attemptAnswers)
    .set({
      overrideScore: o.score,
      overrideComment: o.comment,
      overrideBy: o.by,
      overrideAt: new Date(),
      gradeStatus: "graded",
      correct: o.correct,
    })
    .where(and(eq(attemptAnswers.attemptId, o.attemptId), eq(attemptAnswers.questionKey, o.questionKey)));
}

export interface Totals {
  score: number;
  maxScore: number;
  percent: number;
  passed: boolean;
  provisional: boolean;
}

export async function storeTotals(db: Runner, attemptId: number, t: Totals) {
  const [row] = await db.update(quizAttempts).set(t).where(eq(quizAttempts.id, attemptId)).returning();
  return row;
}

/**
 * A re-grade: the draw of the questions with their current schemes (stored beforehand:
 * attempt-questions.ts), each answer's automatic grade (overrides kept).
 */
export async function storeRegrade(
  db: Runner,
  attemptId: number,
  draw: DrawEntry[],
  grade: AttemptGrade,
  overridden: ReadonlySet<number>,
): Promise<void> {
  await db.update(quizAttempts).set({ draw }).where(eq(quizAttempts.id, attemptId));
  for (const r of grade.results) {
    const marked = overridden.has(r.questionId);
    await db
      .update(attemptAnswers)
      .set({
        score: r.score,
        maxScore: r.maxScore,
        matchedRules: r.matchedRules,
        // A marker's score is final: the answer stays graded, and its `correct` is the marker's.
        gradeStatus: marked ? "graded" : r.status,
        ...(marked ? {} : { correct: r.correct }),
      })
      .where(and(eq(attemptAnswers.attemptId, attemptId), eq(attemptAnswers.questionKey, r.questionId)));
  }
}

/** The current marking schemes of questions still in the bank. */
export async function currentSchemes(db: Db, questionIds: number[]) {
  if (questionIds.length === 0) return new Map<number, { rules: string; modelAnswerHtml: string }>();
  const rows = await db
    .select({
      questionId: questionSchemes.questionId,
      rules: questionSchemes.rules,
      modelAnswerHtml: questionSchemes.modelAnswerRendered,
    })
    .from(questionSchemes)
    .where(inArray(questionSchemes.questionId, questionIds));
  return new Map(rows.map((r) => [r.questionId, { rules: r.rules, modelAnswerHtml: r.modelAnswerHtml }]));
}

const held = (quizId: number) =>
  and(
    eq(quizAttempts.quizId, quizId),
    eq(quizAttempts.mode, "exam"),
    eq(quizAttempts.status, "submitted"),
    isNull(quizAttempts.releasedAt),
  );

/** Releases a quiz's held exam results that wait for nothing; answers how many, and how many still wait. */
export async function releaseHeld(db: Db, quizId: number, now: Date): Promise<{ released: number; waiting: number }> {
  const released = await db
    .update(quizAttempts)
    .set({ releasedAt: now })
    .where(and(held(quizId), sql`coalesce(${quizAttempts.provisional}, false) = false`))
    .returning({ id: quizAttempts.id });
  const [waiting] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quizAttempts)
    .where(held(quizId));
  return { released: released.length, waiting: waiting?.n ?? 0 };
}

/** A quiz's course and titles (undefined: no such quiz). */
export async function quizHeader(db: Db, quizId: number) {
  const [row] = await db
    .select({ courseId: quizzes.courseId, quizTitle: quizzes.title, courseTitle: courses.title })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .where(eq(quizzes.id, quizId))
    .limit(1);
  return row;
}

export async function userName(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? `${row.firstname} ${row.lastname}`.trim() : "";
}
