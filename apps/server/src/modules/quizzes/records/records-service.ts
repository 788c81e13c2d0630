import type { QuizKind } from "@tq/contract/quizzes";
import {
  RECORDS_CSV_MAX_ROWS,
  RECORDS_PAGE_SIZE,
  type MyRecords,
  type StaffRecords,
  type StaffRecordsFilters,
  type StudentQuizAttempts,
} from "@tq/contract/quiz-records";
import type { AppContext, Session } from "../../../context.ts";
import { toCsv } from "../../../lib/csv.ts";
import { NotFound } from "../../../lib/errors.ts";
import { authorize, can } from "../../../policies/authorize.ts";
import { finishAttempt } from "../taking/attempt-finish.ts";
import { firstTutorials } from "../catalog/available-repo.ts";
import { candidateCourses, quizHeader } from "../marking/marking-repo.ts";
import { checkCourse, requireMarker, resourceOf } from "../marking/marking-service.ts";
import * as repo from "./records-repo.ts";
import { CSV_COLUMNS, presentMyRecord, presentStaffRecord, presentStudentAttempt } from "./records-presenter.ts";

/**
 * Quiz records (issue #4): a student's own attempts, the records of the courses a marker marks
 * (the `attempt.mark` policy, as /api/marking), their CSV export, one student's attempts of a quiz.
 */

/** At most this many expired attempts are submitted before a list; the sweep takes any others. */
const SETTLE_BATCH = 50;

/** Submits the expired attempts a list is about to show, so it shows them submitted and graded. */
async function settleScope(ctx: AppContext, scope: Parameters<typeof repo.expiredInScope>[1]): Promise<void> {
  const now = new Date();
  for (const id of await repo.expiredInScope(ctx.db, scope, now, SETTLE_BATCH))
    await finishAttempt(ctx, id, "deadline", now);
}

/** GET /api/records/mine?kind=: the caller's records, newest first; held results without scores. */
export async function myRecords(ctx: AppContext, session: Session, kind: QuizKind): Promise<MyRecords> {
  authorize(session, "quiz.take", null, "Only students have quiz records.");
  await settleScope(ctx, { userId: session.user.id });
  const rows = await repo.ownRecords(ctx.db, session.user.id, kind);
  const chapterIds = [...new Set(rows.flatMap((r) => (r.chapterId === null ? [] : [r.chapterId])))];
  const firsts = await firstTutorials(ctx.db, chapterIds);
  return {
    records: rows.map((r) => presentMyRecord(r, r.chapterId === null ? null : (firsts.get(r.chapterId) ?? null))),
  };
}

/**
 * The courses whose records the caller reads: the one asked for (403 if not theirs), the
 * quiz's course, or every course they mark (null: all, the world director).
 */
async function scopeOf(ctx: AppContext, session: Session, f: StaffRecordsFilters): Promise<number[] | null> {
  requireMarker(session);
  let courseIds: number[] | null = null;
  if (f.courseId !== undefined) {
    await checkCourse(ctx, session, f.courseId);
    courseIds = [f.courseId];
  }
  if (f.quizId !== undefined) {
    const quiz = await quizHeader(ctx.db, f.quizId);
    if (!quiz) throw NotFound("That quiz");
    await checkCourse(ctx, session, quiz.courseId);
    // A quiz of another course than the one chosen: nothing matches both.
    courseIds = courseIds && !courseIds.includes(quiz.courseId) ? [] : [quiz.courseId];
  }
  if (f.courseId !== undefined || f.quizId !== undefined) return courseIds;
  return markedCourses(ctx, session);
}

function filterOf(f: StaffRecordsFilters, courseIds: number[] | null): repo.RecordFilter {
  return {
    courseIds,
    ...(f.kind ? { kind: f.kind } : {}),
    ...(f.quizId ? { quizId: f.quizId } : {}),
    ...(f.mode ? { mode: f.mode } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.q ? { q: f.q } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  };
}

/** The courses the caller marks at all (null: every course), whatever the filters narrow. */
async function markedCourses(ctx: AppContext, session: Session): Promise<number[] | null> {
  if (session.user.role === "worlddirector") return null;
  return (await candidateCourses(ctx.db, session.user.id))
    .filter((c) => can(session, "attempt.mark", resourceOf(c)))
    .map((c) => c.course.id);
}

/** GET /api/records: one page of the records in the caller's courses, and the filters' choices. */
export async function staffRecords(ctx: AppContext, session: Session, f: StaffRecordsFilters): Promise<StaffRecords> {
  const courseIds = await scopeOf(ctx, session, f);
  await settleScope(ctx, { courseIds });
  const { rows, total } = await repo.recordPage(ctx.db, filterOf(f, courseIds), {
    order: f.order,
    limit: RECORDS_PAGE_SIZE,
    offset: (f.page - 1) * RECORDS_PAGE_SIZE,
  });
  // Every course the caller marks stays a choice; the quizzes follow the course chosen.
  const narrowed = f.courseId !== undefined || f.quizId !== undefined;
  const marked = narrowed ? await markedCourses(ctx, session) : courseIds;
  const [everything, ofCourse] = await Promise.all([
    repo.scopeChoices(ctx.db, marked, f.kind),
    f.courseId === undefined ? null : repo.scopeChoices(ctx.db, [f.courseId], f.kind),
  ]);
  return {
    records: rows.map(presentStaffRecord),
    choices: { courses: everything.courses, quizzes: (ofCourse ?? everything).quizzes },
    page: f.page,
    pageSize: RECORDS_PAGE_SIZE,
    total,
  };
}

export interface CsvFile {
  fileName: string;
  body: string;
}

/** GET /api/records.csv: the same records, every page (up to RECORDS_CSV_MAX_ROWS), as a spreadsheet. */
export async function staffRecordsCsv(
  ctx: AppContext,
  session: Session,
  f: StaffRecordsFilters,
  now = new Date(),
): Promise<CsvFile> {
  const courseIds = await scopeOf(ctx, session, f);
  await settleScope(ctx, { courseIds });
  const rows = await repo.allRecords(ctx.db, filterOf(f, courseIds), f.order, RECORDS_CSV_MAX_ROWS);
  const records = rows.map(presentStaffRecord);
  return {
    // Only digits and dashes: safe in the header and in any file system.
    fileName: `quiz-records-${now.toISOString().slice(0, 10)}.csv`,
    body: toCsv([
      CSV_COLUMNS.map(([heading]) => heading),
      ...records.map((r) => CSV_COLUMNS.map(([, cell]) => cell(r))),
    ]),
  };
}

/** GET /api/marking/students/{userId}/quizzes/{quizId}/attempts: for the quiz course's markers. */
export async function studentQuizAttempts(
  ctx: AppContext,
  session: Session,
  userId: number,
  quizId: number,
): Promise<StudentQuizAttempts> {
  requireMarker(session);
  const quiz = await quizHeader(ctx.db, quizId);
  if (!quiz) throw NotFound("That quiz");
  await checkCourse(ctx, session, quiz.courseId);
  await settleScope(ctx, { userId });
  const rows = await repo.studentQuizAttempts(ctx.db, userId, quizId);
  return {
    studentId: userId,
    // No attempt, no name: the list never tells a marker who an arbitrary account belongs to.
    studentName: rows[0]?.studentName ?? "",
    quizId,
    quizTitle: quiz.quizTitle,
    courseTitle: quiz.courseTitle,
    attempts: rows.map(presentStudentAttempt),
  };
}
