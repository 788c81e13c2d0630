import { z } from "zod";
import { Id } from "./fields.ts";

/**
 * Assessment reports (issue #6, ADR 0030): a course's staff pick a period and the quizzes that
 * count with their weights; the server computes each student's scores, weighted total and tutorial
 * completion; a remark per student; draft → publish (frozen, emailed, verifiable at checkresult).
 */

const Iso = z.string();
const day = z.iso.date({ error: "Use a date like 2026-01-31." });

export const REPORT_MAX_QUIZZES = 50;
export const REPORT_REMARK_MAX = 1000;
export const REPORT_TITLE_MAX = 120;
/** The distribution chart's bands: 0–9, 10–19, …, 90–100 (percent of the weighted total). */
export const REPORT_BANDS = 10;

export const CourseIdParams = z.object({ courseId: Id });
export const ReportIdParams = z.object({ reportId: Id });
export const StudentCourseParams = z.object({ userId: Id, courseId: Id });
export const ReportCodeParams = z.object({ code: z.string().min(1).max(40) });

export const ReportStatus = z.enum(["draft", "published"]);
export type ReportStatus = z.infer<typeof ReportStatus>;

/** One quiz that counts, with its weight (weights are normalised: 2 and 1 count as 2/3 and 1/3). */
export const CountedQuiz = z.object({
  // Capped like `Id`: a larger number would reach PostgreSQL's int4 and answer 500.
  quizId: z.number().int().positive().max(2_147_483_647, "That quiz does not exist."),
  weight: z
    .number({ error: "Give a weight." })
    .min(0, "A weight cannot be negative.")
    .max(1000, "A weight is at most 1000."),
});
export type CountedQuiz = z.infer<typeof CountedQuiz>;

/** The period (UTC days, both included) and the quizzes: what is computed. */
export const ReportSettings = z
  .object({
    periodFrom: day,
    periodTo: day,
    quizzes: z
      .array(CountedQuiz)
      .max(REPORT_MAX_QUIZZES, `At most ${REPORT_MAX_QUIZZES} quizzes count.`)
      .refine((qs) => new Set(qs.map((q) => q.quizId)).size === qs.length, "A quiz counts once."),
  })
  .refine((s) => s.periodFrom <= s.periodTo, { message: "The period ends before it starts.", path: ["periodTo"] });
export type ReportSettings = z.infer<typeof ReportSettings>;

export const Remark = z.string().trim().max(REPORT_REMARK_MAX, `A remark is at most ${REPORT_REMARK_MAX} characters.`);

/** POST /api/reports/courses/{courseId}/reports and PUT /api/reports/{reportId}: a draft's fields. */
export const ReportDraftBody = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, "Give the report a title.")
      .max(REPORT_TITLE_MAX, `A title is at most ${REPORT_TITLE_MAX} characters.`),
    periodFrom: day,
    periodTo: day,
    quizzes: z
      .array(CountedQuiz)
      .max(REPORT_MAX_QUIZZES, `At most ${REPORT_MAX_QUIZZES} quizzes count.`)
      .refine((qs) => new Set(qs.map((q) => q.quizId)).size === qs.length, "A quiz counts once."),
    /** Plain text per student id (keys are ids as strings); a student left out keeps no remark. */
    remarks: z.record(z.string().regex(/^\d+$/), Remark).default({}),
  })
  .refine((s) => s.periodFrom <= s.periodTo, { message: "The period ends before it starts.", path: ["periodTo"] });
export type ReportDraftBody = z.input<typeof ReportDraftBody>;

/** A quiz a report may count: the course's published chapter and subject quizzes. */
export const ReportableQuiz = z.object({
  quizId: z.number().int(),
  title: z.string(),
  kind: z.enum(["chapter", "subject"]),
  subjectTitle: z.string(),
  chapterTitle: z.string().nullable(),
  passPercent: z.number(),
});
export type ReportableQuiz = z.infer<typeof ReportableQuiz>;

export const ReportSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  status: ReportStatus,
  periodFrom: z.string(),
  periodTo: z.string(),
  quizCount: z.number().int(),
  updatedAt: Iso,
  publishedAt: Iso.nullable(),
});
export type ReportSummary = z.infer<typeof ReportSummary>;

/** GET /api/reports/courses: the courses the caller reports on, each with its reports (assessment). */
export const ReportCourses = z.object({
  courses: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      logoUrl: z.string().nullable(),
      /** "owner", "assistant" or "director": why the caller may report on it. */
      standing: z.enum(["owner", "assistant", "director"]),
      reports: z.array(ReportSummary),
    }),
  ),
});
export type ReportCourses = z.infer<typeof ReportCourses>;

/** GET /api/reports/courses/{courseId}: what the generator starts from. */
export const ReportCourse = z.object({
  course: z.object({ id: z.number().int(), title: z.string() }),
  quizzes: z.array(ReportableQuiz),
  reports: z.array(ReportSummary),
});
export type ReportCourse = z.infer<typeof ReportCourse>;

/**
 * Who counts in a report's class figures (ADR 0043): a student who **sat** at least one counted
 * quiz, i.e. has a released exam result of it in the period. A student who sat none is "not sat":
 * no weighted total, and left out of the class's mean, median, range, pass rate and chart.
 */
export const NOT_SAT = "not sat";

/** Mean, median, min, max over the students who have a score; pass rate among them. */
export const ScoreStats = z.object({
  counted: z.number().int(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** 0–100: the share of counted students at or above the pass mark. */
  passRate: z.number().nullable(),
});
export type ScoreStats = z.infer<typeof ScoreStats>;

export const ComputedQuiz = ReportableQuiz.extend({
  weight: z.number(),
  /** The normalised weight, 0–1 (all shares add up to 1). */
  share: z.number(),
  stats: ScoreStats,
});
export type ComputedQuiz = z.infer<typeof ComputedQuiz>;

export const ComputedStudent = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Best released percent per counted quiz, in the order of `quizzes`; null: no released attempt in the period. */
  scores: z.array(z.number().nullable()),
  /**
   * 0–100, a counted quiz not sat counting 0; null: "not sat" (no released result in any counted
   * quiz in the period), left out of the class figures.
   */
  weightedTotal: z.number().nullable(),
  tutorialsCompleted: z.number().int(),
  tutorialsTotal: z.number().int(),
  remark: z.string(),
  /** Published reports only. */
  verificationCode: z.string().nullable(),
});
export type ComputedStudent = z.infer<typeof ComputedStudent>;

export const ReportComputed = z.object({
  quizzes: z.array(ComputedQuiz),
  students: z.array(ComputedStudent),
  /** The weighted totals of the students who sat (not sat: left out); pass mark = the weighted pass marks. */
  total: ScoreStats.extend({ passMark: z.number() }),
  /** Students who sat, per band of the weighted total (REPORT_BANDS bands of 10 points; 100 falls in the last). */
  distribution: z.array(z.object({ band: z.string(), students: z.number().int() })),
});
export type ReportComputed = z.infer<typeof ReportComputed>;

/** POST /api/reports/courses/{courseId}/preview: computed, nothing stored. */
export const ReportPreview = ReportComputed;

/** GET /api/reports/{reportId} (and the answer of every write): a draft recomputed, a published report frozen. */
export const ReportDetail = z.object({
  id: z.number().int(),
  course: z.object({ id: z.number().int(), title: z.string() }),
  title: z.string(),
  status: ReportStatus,
  periodFrom: z.string(),
  periodTo: z.string(),
  counted: z.array(CountedQuiz),
  createdAt: Iso,
  updatedAt: Iso,
  publishedAt: Iso.nullable(),
  publishedBy: z.string().nullable(),
  computed: ReportComputed,
});
export type ReportDetail = z.infer<typeof ReportDetail>;

/** One published report as the student, their guardians and the course's staff read it. */
export const StudentReport = z.object({
  id: z.number().int(),
  title: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  publishedAt: Iso,
  verificationCode: z.string(),
  quizzes: z.array(
    z.object({
      title: z.string(),
      kind: z.enum(["chapter", "subject"]),
      share: z.number(),
      score: z.number().nullable(),
      classMean: z.number().nullable(),
    }),
  ),
  /** null: not sat (no counted quiz sat in the period). */
  weightedTotal: z.number().nullable(),
  /** Over the students who sat at least one counted quiz. */
  classMean: z.number().nullable(),
  tutorialsCompleted: z.number().int(),
  tutorialsTotal: z.number().int(),
  remark: z.string(),
});
export type StudentReport = z.infer<typeof StudentReport>;

/** GET /api/reports/students/{userId}/courses/{courseId} (myassessmentreport), newest first. */
export const StudentReports = z.object({
  student: z.object({ id: z.number().int(), name: z.string() }),
  course: z.object({ id: z.number().int(), title: z.string() }),
  reports: z.array(StudentReport),
});
export type StudentReports = z.infer<typeof StudentReports>;

/** GET /api/reports/verify/{code}: what a report's code certifies, nothing more. */
export const VerifiedReport = z.object({
  code: z.string(),
  studentName: z.string(),
  courseTitle: z.string(),
  reportTitle: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  /** null: not sat. */
  weightedTotal: z.number().nullable(),
  publishedAt: Iso,
});
export type VerifiedReport = z.infer<typeof VerifiedReport>;
