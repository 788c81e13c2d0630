import { setImmediate as yieldToLoop } from "node:timers/promises";
import type {
  CountedQuiz,
  ReportComputed,
  ReportCourse,
  ReportCourses,
  ReportDetail,
  ReportDraftBody,
  ReportSettings,
} from "@tq/contract/reports";
import type { AppContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import { Conflict, Forbidden, Invalid, NotFound } from "../../lib/errors.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { authorize, can } from "../../policies/authorize.ts";
import { courseProgress } from "../catalog/progress-repo.ts";
import { candidateCourses, markingCourse, type MarkingCourse } from "../quizzes/marking/marking-repo.ts";
import { newVerificationCode } from "../quizzes/taking/attempt-code.ts";
import { computeReport } from "./compute.ts";
import { allCourses } from "./courses-repo.ts";
import { classView, FROZEN_VERSION, frozenTotal } from "./frozen.ts";
import { emailPublished } from "./notify.ts";
import { presentDetail, presentSummary } from "./presenter.ts";
import * as repo from "./repo.ts";

/**
 * Assessment reports (issue #6, ADR 0030): the policy `report.write` (the course's owner, its
 * teaching assistants, the world director) guards every write and the generator's reads.
 */

/** What the services need: the database, the mailer, and the base of the links in emails. */
export type ReportsContext = Pick<AppContext, "db" | "mailer"> & { appBase: string };

/** Students per grouped score query: ~20 ms of PGlite work for 50 quizzes (bench/reports.ts). */
const SCORE_BATCH = 50;

const REPORTERS_ONLY = "Only teachers, teaching assistants and the world director write reports.";

const resourceOf = (c: MarkingCourse) => ({ ownerId: c.course.ownerId, assistantIds: c.assistantIds });

/** The course, if the caller reports on it (404 unknown, 403 another's). */
export async function writableCourse(ctx: Pick<AppContext, "db">, session: Session, courseId: number) {
  if (!["teacher", "teachingassistant", "worlddirector"].includes(session.user.role)) throw Forbidden(REPORTERS_ONLY);
  const c = await markingCourse(ctx.db, courseId);
  if (!c) throw NotFound("That course");
  authorize(session, "report.write", resourceOf(c), `Only the staff of "${c.course.title}" write its reports.`);
  return c;
}

/** A report of a course the caller reports on (404 unknown, 403 another course's). */
async function writableReport(ctx: Pick<AppContext, "db">, session: Session, reportId: number) {
  if (!["teacher", "teachingassistant", "worlddirector"].includes(session.user.role)) throw Forbidden(REPORTERS_ONLY);
  const report = await repo.findReport(ctx.db, reportId);
  if (!report) throw NotFound("That report");
  const c = await writableCourse(ctx, session, report.courseId);
  return { report, course: c.course };
}

/** GET /api/reports/courses (assessment): the courses the caller reports on, with their reports. */
export async function reportCourses(ctx: Pick<AppContext, "db">, session: Session): Promise<ReportCourses> {
  if (!["teacher", "teachingassistant", "worlddirector"].includes(session.user.role)) throw Forbidden(REPORTERS_ONLY);
  let list: { id: number; title: string; logoUrl: string | null; standing: "owner" | "assistant" | "director" }[];
  if (session.user.role === "worlddirector") {
    const rows = await allCourses(ctx.db);
    list = rows.map((c) => ({ id: c.id, title: c.title, logoUrl: c.logoUrl, standing: "director" }));
  } else {
    list = (await candidateCourses(ctx.db, session.user.id))
      .filter((c) => can(session, "report.write", resourceOf(c)))
      .sort((a, b) => a.course.displayOrder - b.course.displayOrder || a.course.title.localeCompare(b.course.title))
      .map((c) => ({
        id: c.course.id,
        title: c.course.title,
        logoUrl: c.course.logoUrl,
        standing: c.course.ownerId === session.user.id ? "owner" : "assistant",
      }));
  }
  // Grouped once by course (the world director sees every course: no filter per course).
  const byCourse = new Map<number, repo.ReportRow[]>();
  for (const r of await repo.reportsOfCourses(
    ctx.db,
    list.map((c) => c.id),
  )) {
    let rows = byCourse.get(r.courseId);
    if (!rows) byCourse.set(r.courseId, (rows = []));
    rows.push(r);
  }
  return { courses: list.map((c) => ({ ...c, reports: (byCourse.get(c.id) ?? []).map(presentSummary) })) };
}

/** GET /api/reports/courses/{courseId} (reportgenerator): the quizzes to pick, the earlier reports. */
export async function reportCourse(
  ctx: Pick<AppContext, "db">,
  session: Session,
  courseId: number,
): Promise<ReportCourse> {
  const c = await writableCourse(ctx, session, courseId);
  const [quizzes, reports] = await Promise.all([
    repo.reportableQuizzes(ctx.db, courseId),
    repo.reportsOfCourses(ctx.db, [courseId]),
  ]);
  return { course: { id: c.course.id, title: c.course.title }, quizzes, reports: reports.map(presentSummary) };
}

/**
 * Computes a report of the course. `strict`: a quiz that is not a published quiz of the course is
 * refused (what the caller sends); otherwise it is left out (a stored draft whose quiz went away).
 */
export async function computeFor(
  db: AppContext["db"],
  courseId: number,
  s: ReportSettings,
  remarks: ReadonlyMap<number, string>,
  strict: boolean,
): Promise<ReportComputed> {
  const reportable = new Map((await repo.reportableQuizzes(db, courseId)).map((q) => [q.quizId, q]));
  const counted = [];
  for (const c of s.quizzes) {
    const quiz = reportable.get(c.quizId);
    if (quiz) counted.push({ ...c, quiz });
    else if (strict) throw Invalid("quizzes", "Only the course's published quizzes can count.");
  }
  const students = await repo.courseStudents(db, courseId, s.periodFrom, s.periodTo);
  const userIds = students.map((st) => st.userId);
  const quizIds = counted.map((q) => q.quizId);
  // Grouped queries by slices of students: on the embedded PGlite a query runs on this thread, so
  // one query over a whole large class would hold the event loop for its full duration (ADR 0030).
  const best: Awaited<ReturnType<typeof repo.bestScores>> = [];
  for (let i = 0; i < userIds.length; i += SCORE_BATCH) {
    best.push(...(await repo.bestScores(db, userIds.slice(i, i + SCORE_BATCH), quizIds, s.periodFrom, s.periodTo)));
    await yieldToLoop();
  }
  const progress = await courseProgress(db, userIds, courseId);
  return computeReport({
    quizzes: counted,
    students: students.map((st) => ({
      userId: st.userId,
      name: `${st.firstname} ${st.lastname}`.trim(),
      email: st.email,
    })),
    best: new Map(best.map((b) => [`${b.userId}:${b.quizId}`, b.best])),
    progress: new Map(progress.map((p) => [p.userId, { completed: p.completed, total: p.total }])),
    remarks,
  });
}

/** POST /api/reports/courses/{courseId}/preview: the table for settings not saved yet. */
export async function previewReport(
  ctx: Pick<AppContext, "db">,
  session: Session,
  courseId: number,
  s: ReportSettings,
): Promise<ReportComputed> {
  await writableCourse(ctx, session, courseId);
  return computeFor(ctx.db, courseId, s, new Map(), true);
}

/** Remarks by student id, kept only for the students the report is about. */
function remarksOf(body: ReportDraftBody, computed: ReportComputed): Map<number, string> {
  const students = new Set(computed.students.map((s) => s.userId));
  const out = new Map<number, string>();
  for (const [id, remark] of Object.entries(body.remarks ?? {})) {
    const userId = Number(id);
    if (students.has(userId) && remark.trim() !== "") out.set(userId, remark.trim());
  }
  return out;
}

/** A draft as the generator reads it: recomputed now, with its remarks. */
async function draftDetail(ctx: Pick<AppContext, "db">, report: repo.ReportRow, courseTitle: string) {
  const entries = await repo.entriesOf(ctx.db, report.id);
  const remarks = new Map(entries.map((e) => [e.userId, e.remark]));
  const computed = await computeFor(ctx.db, report.courseId, settingsOf(report), remarks, false);
  return presentDetail(report, courseTitle, computed, null);
}

const settingsOf = (r: repo.ReportRow): ReportSettings => ({
  periodFrom: r.periodFrom,
  periodTo: r.periodTo,
  quizzes: r.counted,
});

/** POST /api/reports/courses/{courseId}/reports: a new draft. */
export async function createDraft(
  ctx: Pick<AppContext, "db">,
  session: Session,
  courseId: number,
  body: ReportDraftBody,
  meta: RequestMeta,
): Promise<ReportDetail> {
  const c = await writableCourse(ctx, session, courseId);
  const computed = await computeFor(ctx.db, courseId, body, new Map(), true);
  const report = await repo.insertReport(
    ctx.db,
    {
      courseId,
      title: body.title,
      periodFrom: body.periodFrom,
      periodTo: body.periodTo,
      counted: body.quizzes,
      createdBy: session.user.id,
    },
    remarksOf(body, computed),
  );
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "report.created",
    targetType: "report",
    targetId: report.id,
    ip: meta.ip,
    details: { courseId, title: body.title },
  });
  return draftDetail(ctx, report, c.course.title);
}

/** PUT /api/reports/{reportId}: a draft's new settings and remarks (a published report is frozen: 409). */
export async function updateDraft(
  ctx: Pick<AppContext, "db">,
  session: Session,
  reportId: number,
  body: ReportDraftBody,
  meta: RequestMeta,
): Promise<ReportDetail> {
  const { report, course } = await writableReport(ctx, session, reportId);
  if (report.status !== "draft") throw Conflict("This report is published: it no longer changes.");
  const computed = await computeFor(ctx.db, report.courseId, body, new Map(), true);
  // The check above is only a fast answer: a publication may commit while this computes, so the
  // write itself is conditional and the remarks change only if it went through (ADR 0030).
  const saved = await repo.updateDraft(
    ctx.db,
    reportId,
    { title: body.title, periodFrom: body.periodFrom, periodTo: body.periodTo, counted: body.quizzes },
    remarksOf(body, computed),
  );
  if (!saved) await goneOrPublished(ctx, reportId, "This report is published: it no longer changes.");
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "report.updated",
    targetType: "report",
    targetId: reportId,
    ip: meta.ip,
    details: { courseId: report.courseId },
  });
  const fresh = await repo.findReport(ctx.db, reportId);
  if (!fresh) throw NotFound("That report");
  return draftDetail(ctx, fresh, course.title);
}

/** DELETE /api/reports/{reportId}: drafts only (a published report is on paper already). */
export async function deleteDraft(
  ctx: Pick<AppContext, "db">,
  session: Session,
  reportId: number,
  meta: RequestMeta,
): Promise<void> {
  const { report } = await writableReport(ctx, session, reportId);
  if (report.status !== "draft") throw Conflict("A published report cannot be deleted.");
  if (!(await repo.deleteDraft(ctx.db, reportId))) throw Conflict("A published report cannot be deleted.");
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "report.deleted",
    targetType: "report",
    targetId: reportId,
    ip: meta.ip,
    details: { courseId: report.courseId, title: report.title },
  });
}

/** After a conditional write found no draft: 404 if the report went away meanwhile, else 409. */
async function goneOrPublished(ctx: Pick<AppContext, "db">, reportId: number, conflict: string): Promise<never> {
  if (!(await repo.findReport(ctx.db, reportId))) throw NotFound("That report");
  throw Conflict(conflict);
}

/** GET /api/reports/{reportId}: a draft recomputed, a published report as frozen. */
export async function getReport(
  ctx: Pick<AppContext, "db">,
  session: Session,
  reportId: number,
): Promise<ReportDetail> {
  const { report, course } = await writableReport(ctx, session, reportId);
  return report.status === "draft"
    ? draftDetail(ctx, report, course.title)
    : publishedDetail(ctx, report, course.title);
}

/**
 * The frozen class view with its frozen entries (students by surname as published), read by the
 * not-sat rule whichever version froze it (frozen.ts).
 */
export async function publishedDetail(
  ctx: Pick<AppContext, "db">,
  report: repo.ReportRow,
  courseTitle: string,
): Promise<ReportDetail> {
  const entries = await repo.entriesWithEmail(ctx.db, report.id);
  const computed: ReportComputed = {
    ...classView(report.frozen, entries),
    students: entries.map((e) => ({
      userId: e.userId,
      name: e.studentName ?? "",
      email: e.email,
      scores: e.scores ?? [],
      weightedTotal: frozenTotal(e),
      tutorialsCompleted: e.tutorialsCompleted ?? 0,
      tutorialsTotal: e.tutorialsTotal ?? 0,
      remark: e.remark,
      verificationCode: e.verificationCode,
    })),
  };
  const by = report.publishedBy === null ? null : await repo.userName(ctx.db, report.publishedBy);
  return presentDetail(report, courseTitle, computed, by);
}

/** Publication checks: at least one quiz, every weight above 0, someone to report on. */
function checkPublishable(counted: readonly CountedQuiz[], computed: ReportComputed): void {
  if (counted.length === 0) throw Invalid("quizzes", "Pick at least one quiz that counts.");
  if (counted.some((q) => q.weight <= 0)) throw Invalid("quizzes", "Every quiz that counts needs a weight above 0.");
  if (computed.quizzes.length !== counted.length)
    throw Invalid("quizzes", "A quiz of this report is no longer published: take it out first.");
  if (computed.students.length === 0) throw Invalid("periodFrom", "No student of this course in this period.");
}

/**
 * POST /api/reports/{reportId}/publish: computes once more, freezes the class view and each
 * student's line with a verification code, then emails every student and their guardians.
 */
export async function publishReport(
  ctx: ReportsContext,
  session: Session,
  reportId: number,
  meta: RequestMeta,
): Promise<ReportDetail> {
  // The draft's version first, then what it holds: a save after this point makes the
  // conditional publication below fail (409) instead of freezing stale settings or remarks.
  const stamp = await repo.draftStamp(ctx.db, reportId);
  const { report, course } = await writableReport(ctx, session, reportId);
  if (report.status !== "draft" || stamp === undefined) throw Conflict("This report is already published.");
  const entries = await repo.entriesOf(ctx.db, reportId);
  const computed = await computeFor(
    ctx.db,
    report.courseId,
    settingsOf(report),
    new Map(entries.map((e) => [e.userId, e.remark])),
    false,
  );
  checkPublishable(report.counted, computed);
  const { students, ...frozen } = computed;
  const lines = students.map((s) => ({
    userId: s.userId,
    remark: s.remark,
    studentName: s.name,
    scores: s.scores,
    weightedTotal: s.weightedTotal,
    tutorialsCompleted: s.tutorialsCompleted,
    tutorialsTotal: s.tutorialsTotal,
    verificationCode: newVerificationCode(),
  }));
  const done = await repo.publish(ctx.db, reportId, {
    stamp,
    frozen: { ...frozen, version: FROZEN_VERSION },
    publishedBy: session.user.id,
    entries: lines,
  });
  if (!done) {
    const now = await repo.findReport(ctx.db, reportId);
    if (!now) throw NotFound("That report");
    throw Conflict(
      now.status === "draft"
        ? "The draft was saved while it was being published: check it and publish again."
        : "This report is already published.",
    );
  }
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "report.published",
    targetType: "report",
    targetId: reportId,
    ip: meta.ip,
    details: { courseId: report.courseId, title: report.title, students: lines.length },
  });
  await emailPublished(ctx, {
    courseId: report.courseId,
    courseTitle: course.title,
    title: report.title,
    periodFrom: report.periodFrom,
    periodTo: report.periodTo,
    students: students.map((s) => ({ userId: s.userId, name: s.name, email: s.email })),
    codes: new Map(lines.map((l) => [l.userId, l.verificationCode])),
  });
  const fresh = await repo.findReport(ctx.db, reportId);
  if (!fresh) throw NotFound("That report");
  return publishedDetail(ctx, fresh, course.title);
}
