import {
  NOT_SAT,
  type ReportComputed,
  type ReportDetail,
  type ReportSummary,
  type ReportStatus,
} from "@tq/contract/reports";
import type { ReportRow } from "./repo.ts";

const status = (s: string): ReportStatus => (s === "published" ? "published" : "draft");

export function presentSummary(r: ReportRow): ReportSummary {
  return {
    id: r.id,
    title: r.title,
    status: status(r.status),
    periodFrom: r.periodFrom,
    periodTo: r.periodTo,
    quizCount: r.counted.length,
    updatedAt: r.updatedAt.toISOString(),
    publishedAt: r.publishedAt?.toISOString() ?? null,
  };
}

export function presentDetail(
  r: ReportRow,
  courseTitle: string,
  computed: ReportComputed,
  publishedBy: string | null,
): ReportDetail {
  return {
    id: r.id,
    course: { id: r.courseId, title: courseTitle },
    title: r.title,
    status: status(r.status),
    periodFrom: r.periodFrom,
    periodTo: r.periodTo,
    counted: r.counted,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    publishedAt: r.publishedAt?.toISOString() ?? null,
    publishedBy,
    computed,
  };
}

/** A percent for a spreadsheet: two decimals at most, empty when there is none. */
const pct = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n * 100) / 100);

/**
 * The class CSV: one row per student ("not sat" as the total of a student who sat no counted
 * quiz), then the class statistics, over the students who sat.
 */
export function csvRows(d: ReportDetail): (string | number | null)[][] {
  const c = d.computed;
  const head = [
    "Student",
    "Email",
    ...c.quizzes.map((q) => `${q.title} (${pct(q.share * 100)}%)`),
    "Weighted total",
    "Tutorials completed",
    "Tutorials total",
    "Remark",
    "Verification code",
  ];
  const rows = c.students.map((s) => [
    s.name,
    s.email,
    ...s.scores.map(pct),
    // Text, not 0: a spreadsheet's AVERAGE skips it, as the class figures do (ADR 0043).
    s.weightedTotal === null ? NOT_SAT : pct(s.weightedTotal),
    s.tutorialsCompleted,
    s.tutorialsTotal,
    s.remark,
    s.verificationCode,
  ]);
  const stat = (label: string, key: "mean" | "median" | "min" | "max" | "passRate") => [
    `Class ${label}`,
    null,
    ...c.quizzes.map((q) => pct(q.stats[key])),
    pct(c.total[key]),
  ];
  return [
    head,
    ...rows,
    [],
    ["Students who sat", null, ...c.quizzes.map((q) => q.stats.counted), c.total.counted],
    stat("mean", "mean"),
    stat("median", "median"),
    stat("minimum", "min"),
    stat("maximum", "max"),
    stat("pass rate (%)", "passRate"),
  ];
}
