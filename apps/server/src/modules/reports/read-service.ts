import { normalizeCode } from "@tq/contract/quiz-attempts";
import type { StudentReports, VerifiedReport } from "@tq/contract/reports";
import type { AppContext, Session } from "../../context.ts";
import { toCsv } from "../../lib/csv.ts";
import { NotFound } from "../../lib/errors.ts";
import { authorize } from "../../policies/authorize.ts";
import { markingCourse } from "../quizzes/marking/marking-repo.ts";
import { classView, frozenTotal, isCurrent, type FrozenLine } from "./frozen.ts";
import { csvRows } from "./presenter.ts";
import * as repo from "./repo.ts";
import { getReport } from "./service.ts";

/** Reading published reports: the student's own page, the class CSV, the public code check. */

const NOT_YOURS = "Only the student, their guardians and the course's staff read these reports.";

/**
 * GET /api/reports/students/{userId}/courses/{courseId} (myassessmentreport): the student, their
 * guardians, the course's staff (owner, assistants, tutors) and the world director; anyone else 403.
 */
export async function studentReports(
  ctx: Pick<AppContext, "db">,
  session: Session,
  userId: number,
  courseId: number,
): Promise<StudentReports> {
  const course = await markingCourse(ctx.db, courseId);
  if (!course) throw NotFound("That course");
  const guardianIds = session.user.role === "guardian" ? await repo.guardianIdsOf(ctx.db, userId) : [];
  authorize(
    session,
    "report.readStudent",
    {
      studentId: userId,
      guardianIds,
      course: { ownerId: course.course.ownerId, assistantIds: course.assistantIds, tutorIds: course.tutorIds },
    },
    NOT_YOURS,
  );
  const rows = await repo.studentReports(ctx.db, userId, courseId);
  // Reports frozen before the not-sat rule: their class mean is recomputed from their lines.
  const older = rows.filter((r) => !isCurrent(r.report.frozen)).map((r) => r.report.id);
  const linesOf = new Map<number, FrozenLine[]>();
  for (const line of await repo.frozenLines(ctx.db, older)) {
    let list = linesOf.get(line.reportId);
    if (!list) linesOf.set(line.reportId, (list = []));
    list.push(line);
  }
  // The name as published; staff asking about someone without a report learn no name.
  const name =
    rows[0]?.entry.studentName ??
    (session.user.id === userId || guardianIds.includes(session.user.id) ? await repo.userName(ctx.db, userId) : null);
  return {
    student: { id: userId, name: name ?? "" },
    course: { id: courseId, title: course.course.title },
    reports: rows.map(({ report, entry }) => {
      const view = classView(report.frozen, linesOf.get(report.id) ?? []);
      const quizzes = view.quizzes;
      return {
        id: report.id,
        title: report.title,
        periodFrom: report.periodFrom,
        periodTo: report.periodTo,
        publishedAt: (report.publishedAt ?? report.updatedAt).toISOString(),
        verificationCode: entry.verificationCode ?? "",
        quizzes: quizzes.map((q, i) => ({
          title: q.title,
          kind: q.kind,
          share: q.share,
          score: entry.scores?.[i] ?? null,
          classMean: q.stats.mean,
        })),
        weightedTotal: frozenTotal(entry),
        classMean: view.total.mean,
        tutorialsCompleted: entry.tutorialsCompleted ?? 0,
        tutorialsTotal: entry.tutorialsTotal ?? 0,
        remark: entry.remark,
      };
    }),
  };
}

/** GET /api/reports/{reportId}/csv: the class as the generator shows it (a draft: as computed now). */
export async function reportCsv(
  ctx: Pick<AppContext, "db">,
  session: Session,
  reportId: number,
): Promise<{ fileName: string; body: string }> {
  const detail = await getReport(ctx, session, reportId);
  return {
    // Only digits, letters and dashes: safe in the header and in any file system.
    fileName: `assessment-report-${detail.id}-${detail.periodTo}.csv`,
    body: toCsv(csvRows(detail)),
  };
}

/**
 * GET /api/reports/verify/{code}: public, limited per address with the attempts' codes (the same
 * budget: one guesser, one limit). Student, course, report, period, total and date: nothing more.
 */
export async function verifyReport(
  ctx: Pick<AppContext, "db" | "limits">,
  ip: string,
  code: string,
): Promise<VerifiedReport> {
  await ctx.limits.consume("verifyCodeIp", ip);
  const row = await repo.entryByCode(ctx.db, normalizeCode(code));
  if (!row) throw NotFound("That verification code");
  return {
    code: row.entry.verificationCode ?? "",
    studentName: row.entry.studentName ?? "",
    courseTitle: row.courseTitle,
    reportTitle: row.report.title,
    periodFrom: row.report.periodFrom,
    periodTo: row.report.periodTo,
    weightedTotal: frozenTotal(row.entry),
    publishedAt: (row.report.publishedAt ?? row.report.updatedAt).toISOString(),
  };
}
