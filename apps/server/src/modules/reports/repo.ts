import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { CountedQuiz, ReportableQuiz } from "@tq/contract/reports";
import type { Db } from "../../db/client.ts";
import {
  assessmentReports,
  chapters,
  courses,
  guardianLinks,
  quizAttempts,
  quizzes,
  reportEntries,
  subjects,
  subscriptions,
  users,
} from "../../db/schema/index.ts";

/** The SQL of assessment reports: every list is one query (no query per student or quiz). */

export type ReportRow = typeof assessmentReports.$inferSelect;
export type EntryRow = typeof reportEntries.$inferSelect;

/** The course's published quizzes, in the course's order (subject, chapter, quiz position). */
export async function reportableQuizzes(db: Db, courseId: number): Promise<ReportableQuiz[]> {
  const rows = await db
    .select({
      quizId: quizzes.id,
      title: quizzes.title,
      kind: quizzes.kind,
      subjectTitle: subjects.title,
      chapterTitle: chapters.title,
      passPercent: quizzes.passPercent,
    })
    .from(quizzes)
    .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
    .leftJoin(chapters, eq(chapters.id, quizzes.chapterId))
    .where(and(eq(quizzes.courseId, courseId), eq(quizzes.status, "published")))
    .orderBy(
      asc(subjects.position),
      asc(subjects.id),
      sql`${chapters.number} asc nulls last`,
      asc(quizzes.position),
      asc(quizzes.id),
    );
  return rows.map((r) => ({ ...r, kind: r.kind === "subject" ? "subject" : "chapter" }));
}

/** `to` is a UTC day included: everything before the next midnight. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The students of a course in a period: a subscription (active or lapsed since) that overlaps it. */
function studentsSubquery(db: Db, courseId: number, from: string, to: string) {
  return db
    .selectDistinct({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.courseId, courseId),
        eq(subscriptions.status, "active"),
        sql`${subscriptions.startsAt} < ${dayAfter(to)}`,
        sql`${subscriptions.expiresAt} >= ${dayStart(from)}`,
      ),
    );
}

export interface StudentRow {
  userId: number;
  firstname: string;
  lastname: string;
  email: string;
}

/** Active students of the course in the period, by surname (a disabled account is left out: ADR 0030). */
export async function courseStudents(db: Db, courseId: number, from: string, to: string): Promise<StudentRow[]> {
  return db
    .select({ userId: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.id, studentsSubquery(db, courseId, from, to)),
        eq(users.role, "student"),
        eq(users.status, "active"),
      ),
    )
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
}

/**
 * The students' best released exam percent per counted quiz in the period: ONE grouped query over
 * the attempts for the students given (index quiz_attempts_quiz_user_idx), however many quizzes.
 * Practice and preview attempts never count, nor results still held for marking.
 */
export async function bestScores(
  db: Db,
  userIds: readonly number[],
  quizIds: readonly number[],
  from: string,
  to: string,
): Promise<{ userId: number; quizId: number; best: number }[]> {
  if (quizIds.length === 0 || userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: quizAttempts.userId,
      quizId: quizAttempts.quizId,
      best: sql<string>`max(${quizAttempts.percent})`,
    })
    .from(quizAttempts)
    .where(
      and(
        inArray(quizAttempts.userId, [...userIds]),
        inArray(quizAttempts.quizId, [...quizIds]),
        eq(quizAttempts.mode, "exam"),
        eq(quizAttempts.status, "submitted"),
        isNotNull(quizAttempts.releasedAt),
        isNotNull(quizAttempts.percent),
        sql`${quizAttempts.submittedAt} >= ${dayStart(from)}`,
        sql`${quizAttempts.submittedAt} < ${dayAfter(to)}`,
      ),
    )
    .groupBy(quizAttempts.userId, quizAttempts.quizId);
  return rows.map((r) => ({ userId: Number(r.userId), quizId: Number(r.quizId), best: Number(r.best) }));
}

export async function findReport(db: Db, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(assessmentReports).where(eq(assessmentReports.id, id)).limit(1);
  return row;
}

/** The reports of the courses given, newest first (assessment, the generator's list). */
export async function reportsOfCourses(db: Db, courseIds: readonly number[]): Promise<ReportRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(assessmentReports)
    .where(inArray(assessmentReports.courseId, [...courseIds]))
    .orderBy(desc(assessmentReports.updatedAt), desc(assessmentReports.id));
}

/** A new draft and its remarks, together (one transaction: never a draft without the remarks sent). */
export async function insertReport(
  db: Db,
  v: {
    courseId: number;
    title: string;
    periodFrom: string;
    periodTo: string;
    counted: CountedQuiz[];
    createdBy: number;
  },
  remarks: ReadonlyMap<number, string>,
): Promise<ReportRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(assessmentReports).values(v).returning();
    if (!row) throw new Error("report not inserted");
    await replaceRemarks(tx, row.id, remarks);
    return row;
  });
}

/**
 * A draft's new settings and remarks, in one transaction that first turns the row over only while
 * it is still a draft: a publication (or deletion) that got in first leaves nothing to update, and
 * the frozen entries are never touched (false). `updated_at` moves on each save; publishing
 * compares it (see `draftStamp`).
 */
export async function updateDraft(
  db: Db,
  id: number,
  v: { title: string; periodFrom: string; periodTo: string; counted: CountedQuiz[] },
  remarks: ReadonlyMap<number, string>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(assessmentReports)
      // clock_timestamp(): microseconds, so two saves in one millisecond still differ.
      .set({ ...v, updatedAt: sql`clock_timestamp()` })
      .where(and(eq(assessmentReports.id, id), eq(assessmentReports.status, "draft")))
      .returning({ id: assessmentReports.id });
    if (done.length === 0) return false;
    await replaceRemarks(tx, id, remarks);
    return true;
  });
}

/** Deletes a draft; false when it was published (or gone) meanwhile. */
export async function deleteDraft(db: Db, id: number): Promise<boolean> {
  const done = await db
    .delete(assessmentReports)
    .where(and(eq(assessmentReports.id, id), eq(assessmentReports.status, "draft")))
    .returning({ id: assessmentReports.id });
  return done.length > 0;
}

/**
 * A draft's version: `updated_at` as PostgreSQL's own text (microseconds, lossless, unlike a JS
 * Date). Publishing reads it before the settings and remarks and only succeeds while it is
 * unchanged, so a save that lands while a publication computes makes the publication 409 instead
 * of freezing a mix of old scores and new settings. Undefined: no such draft.
 */
export async function draftStamp(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ stamp: sql<string>`${assessmentReports.updatedAt}::text` })
    .from(assessmentReports)
    .where(and(eq(assessmentReports.id, id), eq(assessmentReports.status, "draft")))
    .limit(1);
  return row?.stamp;
}

export async function entriesOf(db: Db, reportId: number): Promise<EntryRow[]> {
  return db.select().from(reportEntries).where(eq(reportEntries.reportId, reportId));
}

/** A published report's lines with the students' addresses, by surname as published. */
export async function entriesWithEmail(db: Db, reportId: number) {
  const rows = await db
    .select({ entry: reportEntries, email: users.email, lastname: users.lastname })
    .from(reportEntries)
    .innerJoin(users, eq(users.id, reportEntries.userId))
    .where(eq(reportEntries.reportId, reportId))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
  return rows.map((r) => ({ ...r.entry, email: r.email }));
}

/** A draft's remarks replace the ones stored (an empty remark keeps no row); callers hold a transaction. */
async function replaceRemarks(db: Db, reportId: number, remarks: ReadonlyMap<number, string>): Promise<void> {
  await db.delete(reportEntries).where(eq(reportEntries.reportId, reportId));
  const rows = [...remarks].filter(([, r]) => r !== "").map(([userId, remark]) => ({ reportId, userId, remark }));
  // Chunks keep a large class under the drivers' parameter limits.
  for (let i = 0; i < rows.length; i += 500) await db.insert(reportEntries).values(rows.slice(i, i + 500));
}

/**
 * Publication: the frozen entries replace the draft's remarks; the report turns published (once),
 * and only if the draft is still the version `stamp` (from `draftStamp`) the entries were computed from.
 */
export async function publish(
  db: Db,
  id: number,
  v: {
    stamp: string;
    frozen: NonNullable<ReportRow["frozen"]>;
    publishedBy: number;
    entries: Omit<EntryRow, "reportId">[];
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const done = await tx
      .update(assessmentReports)
      .set({ status: "published", frozen: v.frozen, publishedBy: v.publishedBy, publishedAt: now, updatedAt: now })
      .where(
        and(
          eq(assessmentReports.id, id),
          eq(assessmentReports.status, "draft"),
          sql`${assessmentReports.updatedAt} = ${v.stamp}::timestamptz`,
        ),
      )
      .returning({ id: assessmentReports.id });
    // Another publication, a save or a deletion got there first.
    if (done.length === 0) return false;
    await tx.delete(reportEntries).where(eq(reportEntries.reportId, id));
    const rows = v.entries.map((e) => ({ ...e, reportId: id }));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(reportEntries).values(rows.slice(i, i + 500));
    return true;
  });
}

/** A student's published reports of one course, newest first. */
export async function studentReports(db: Db, userId: number, courseId: number) {
  return db
    .select({ report: assessmentReports, entry: reportEntries })
    .from(reportEntries)
    .innerJoin(assessmentReports, eq(assessmentReports.id, reportEntries.reportId))
    .where(
      and(
        eq(reportEntries.userId, userId),
        eq(assessmentReports.courseId, courseId),
        eq(assessmentReports.status, "published"),
      ),
    )
    .orderBy(desc(assessmentReports.publishedAt), desc(assessmentReports.id));
}

/**
 * The frozen lines (scores and total) of some published reports: what the class figures of a
 * report frozen before ADR 0043 are recomputed from (one query for all of them).
 */
export async function frozenLines(db: Db, reportIds: readonly number[]) {
  if (reportIds.length === 0) return [];
  return db
    .select({
      reportId: reportEntries.reportId,
      scores: reportEntries.scores,
      weightedTotal: reportEntries.weightedTotal,
    })
    .from(reportEntries)
    .where(inArray(reportEntries.reportId, [...reportIds]));
}

export async function guardiansOf(db: Db, wardIds: readonly number[]) {
  if (wardIds.length === 0) return [];
  return db
    .select({ wardId: guardianLinks.wardId, email: users.email, firstname: users.firstname })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(and(inArray(guardianLinks.wardId, [...wardIds]), eq(users.status, "active")));
}

export async function guardianIdsOf(db: Db, wardId: number): Promise<number[]> {
  const rows = await db
    .select({ id: guardianLinks.guardianId })
    .from(guardianLinks)
    .where(eq(guardianLinks.wardId, wardId));
  return rows.map((r) => r.id);
}

export async function userName(db: Db, id: number): Promise<string | null> {
  const [u] = await db
    .select({ name: sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})` })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return u?.name ?? null;
}

/** What a code certifies: a published entry, its report and course. */
export async function entryByCode(db: Db, code: string) {
  const [row] = await db
    .select({ entry: reportEntries, report: assessmentReports, courseTitle: courses.title })
    .from(reportEntries)
    .innerJoin(assessmentReports, eq(assessmentReports.id, reportEntries.reportId))
    .innerJoin(courses, eq(courses.id, assessmentReports.courseId))
    .where(and(eq(reportEntries.verificationCode, code), eq(assessmentReports.status, "published")))
    .limit(1);
  return row;
}

export async function courseTitle(db: Db, id: number): Promise<string | null> {
  const [c] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, id)).limit(1);
  return c?.title ?? null;
}
