import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { QuizKind } from "@tq/contract/quizzes";
import type { RecordMode, StaffRecordStatus } from "@tq/contract/quiz-records";
import type { Db } from "../../../db/client.ts";
import { chapters, courses, quizAttempts, quizzes, subjects, users } from "../../../db/schema/index.ts";

/** The SQL of quiz records: one query with its joins per list, no query per row. */

const recordColumns = {
  attempt: {
    id: quizAttempts.id,
    userId: quizAttempts.userId,
    mode: quizAttempts.mode,
    status: quizAttempts.status,
    startedAt: quizAttempts.startedAt,
    submittedAt: quizAttempts.submittedAt,
    score: quizAttempts.score,
    maxScore: quizAttempts.maxScore,
    percent: quizAttempts.percent,
    passed: quizAttempts.passed,
    provisional: quizAttempts.provisional,
    releasedAt: quizAttempts.releasedAt,
    verificationCode: quizAttempts.verificationCode,
  },
  quizId: quizzes.id,
  quizTitle: quizzes.title,
  kind: quizzes.kind,
  courseId: courses.id,
  courseTitle: courses.title,
  courseLogoUrl: courses.logoUrl,
  subjectId: subjects.id,
  subjectTitle: subjects.title,
  chapterId: chapters.id,
  chapterNumber: chapters.number,
  chapterTitle: chapters.title,
  studentName: sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})`,
  studentEmail: users.email,
};

function recordQuery(db: Db, where: SQL | undefined) {
  return db
    .select(recordColumns)
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
    .leftJoin(chapters, eq(chapters.id, quizzes.chapterId))
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(where);
}
export type RecordRow = Awaited<ReturnType<typeof recordQuery>>[number];

/** Attempts that are records (staff previews are not). */
const isRecord = inArray(quizAttempts.mode, ["exam", "practice"]);

/** A student's own records of one kind of quiz, newest first (index quiz_attempts_user_idx). */
export async function ownRecords(db: Db, userId: number, kind: QuizKind): Promise<RecordRow[]> {
  return recordQuery(db, and(eq(quizAttempts.userId, userId), isRecord, eq(quizzes.kind, kind))).orderBy(
    desc(quizAttempts.startedAt),
    desc(quizAttempts.id),
  );
}

/** The staff list's filters, checked by the service (the course scope is the policy's). */
export interface RecordFilter {
  /** Null: every course (the world director). */
  courseIds: number[] | null;
  kind?: QuizKind;
  quizId?: number;
  mode?: RecordMode;
  status?: StaffRecordStatus;
  q?: string;
  /** UTC days, both included. */
  from?: string;
  to?: string;
}

/** `%` and `_` typed in a search are letters, not wildcards. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const statusSql: Record<StaffRecordStatus, SQL | undefined> = {
  in_progress: eq(quizAttempts.status, "in_progress"),
  submitted: eq(quizAttempts.status, "submitted"),
  awaiting_marking: and(eq(quizAttempts.status, "submitted"), eq(quizAttempts.provisional, true)),
};

function filterSql(f: RecordFilter): SQL | undefined {
  const pattern = f.q ? `%${likeEscape(f.q)}%` : null;
  return and(
    isRecord,
    f.courseIds === null ? undefined : inArray(quizzes.courseId, f.courseIds),
    f.kind === undefined ? undefined : eq(quizzes.kind, f.kind),
    f.quizId === undefined ? undefined : eq(quizzes.id, f.quizId),
    f.mode === undefined ? undefined : eq(quizAttempts.mode, f.mode),
    f.status === undefined ? undefined : statusSql[f.status],
    pattern
      ? or(ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern), ilike(users.email, pattern))
      : undefined,
    f.from ? gte(quizAttempts.startedAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(quizAttempts.startedAt, new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000)) : undefined,
  );
}

const ordered = (order: "newest" | "oldest") =>
  order === "newest"
    ? [desc(quizAttempts.startedAt), desc(quizAttempts.id)]
    : [asc(quizAttempts.startedAt), asc(quizAttempts.id)];

/** One page of the records in scope, with the number matching over all pages (`count(*) over ()`). */
export async function recordPage(
  db: Db,
  f: RecordFilter,
  page: { order: "newest" | "oldest"; limit: number; offset: number },
): Promise<{ rows: RecordRow[]; total: number }> {
  if (f.courseIds !== null && f.courseIds.length === 0) return { rows: [], total: 0 };
  const rows = await db
    .select({ ...recordColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
    .leftJoin(chapters, eq(chapters.id, quizzes.chapterId))
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(filterSql(f))
    .orderBy(...ordered(page.order))
    .limit(page.limit)
    .offset(page.offset);
  // Past the last page the window has no row to carry the total: count it plainly.
  const total = rows[0]?.total ?? (page.offset > 0 ? await countRecords(db, f) : 0);
  return { rows, total };
}

async function countRecords(db: Db, f: RecordFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(filterSql(f));
  return row?.n ?? 0;
}

/** Every record matching (the CSV export), at most `limit`. */
export async function allRecords(
  db: Db,
  f: RecordFilter,
  order: "newest" | "oldest",
  limit: number,
): Promise<RecordRow[]> {
  if (f.courseIds !== null && f.courseIds.length === 0) return [];
  return recordQuery(db, filterSql(f))
    .orderBy(...ordered(order))
    .limit(limit);
}

/** One student's attempts of one quiz (any mode), newest first. */
export async function studentQuizAttempts(db: Db, userId: number, quizId: number): Promise<RecordRow[]> {
  return recordQuery(db, and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId))).orderBy(
    desc(quizAttempts.startedAt),
    desc(quizAttempts.id),
  );
}

/**
 * Open attempts past their deadline among those a list is about to show (a student's own, or a
 * set of courses'): the service submits them first, so the list and its filters see them submitted.
 */
export async function expiredInScope(
  db: Db,
  scope: { userId: number } | { courseIds: number[] | null },
  now: Date,
  limit: number,
): Promise<number[]> {
  const where =
    "userId" in scope
      ? eq(quizAttempts.userId, scope.userId)
      : scope.courseIds === null
        ? undefined
        : inArray(quizzes.courseId, scope.courseIds);
  if ("courseIds" in scope && scope.courseIds?.length === 0) return [];
  const rows = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(
      and(
        where,
        eq(quizAttempts.status, "in_progress"),
        isNotNull(quizAttempts.deadlineAt),
        lte(quizAttempts.deadlineAt, now),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The filters' choices: the courses in scope (or all) and their quizzes, by title. */
export async function scopeChoices(db: Db, courseIds: number[] | null, kind: QuizKind | undefined) {
  if (courseIds !== null && courseIds.length === 0) return { courses: [], quizzes: [] };
  const inScope = courseIds === null ? undefined : inArray(courses.id, courseIds);
  const [courseRows, quizRows] = await Promise.all([
    db.select({ id: courses.id, title: courses.title }).from(courses).where(inScope).orderBy(asc(courses.title)),
    db
      .select({ id: quizzes.id, title: quizzes.title, kind: quizzes.kind, courseId: quizzes.courseId })
      .from(quizzes)
      .innerJoin(courses, eq(courses.id, quizzes.courseId))
      .where(and(inScope, kind === undefined ? undefined : eq(quizzes.kind, kind)))
      .orderBy(asc(quizzes.title), asc(quizzes.id)),
  ]);
  return { courses: courseRows, quizzes: quizRows.map((q) => ({ ...q, kind: q.kind as QuizKind })) };
}
