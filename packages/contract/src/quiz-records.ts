import { z } from "zod";
import { Id } from "./fields.ts";
import { AttemptStatus } from "./quiz-attempts.ts";
import { QuizTutorialRef } from "./quiz-catalog.ts";
import { QuizKind } from "./quizzes.ts";

/**
 * Quiz records (issue #4): a student's own attempts (chapterquizresults, subjectrecordview), the
 * records of a marker's courses (subjectrecordviewmanagement, with its CSV export) and one
 * student's attempts of one quiz (adminsavedquiz).
 */

/** Attempts that are records: staff previews are not. */
export const RecordMode = z.enum(["exam", "practice"], { error: "Choose exam or practice." });
export type RecordMode = z.infer<typeof RecordMode>;

/**
 * Where an attempt's result stands for its student: still open, waiting for a marker, held
 * until the staff release it, or released (the scores are shown).
 */
export const RESULT_STATES = ["in_progress", "awaiting_marking", "held", "released"] as const;
export const ResultState = z.enum(RESULT_STATES);
export type ResultState = z.infer<typeof ResultState>;

/** GET /api/records/mine */
export const MyRecordsQuery = z.object({ kind: QuizKind.default("chapter") });
export type MyRecordsQuery = z.input<typeof MyRecordsQuery>;

/** Where a record's quiz sits (what the player's review link needs). */
const RecordPlace = {
  quizId: z.number().int(),
  quizTitle: z.string(),
  kind: QuizKind,
  courseId: z.number().int(),
  courseTitle: z.string(),
  courseLogoUrl: z.string().nullable(),
  subjectId: z.number().int(),
  subjectTitle: z.string(),
  chapterId: z.number().int().nullable(),
  chapterNumber: z.number().int().nullable(),
  chapterTitle: z.string().nullable(),
};

/** One of the caller's own attempts; scores only once released. */
export const MyRecord = z.object({
  attemptId: z.number().int(),
  ...RecordPlace,
  firstTutorial: QuizTutorialRef.nullable(),
  mode: RecordMode,
  status: AttemptStatus,
  state: ResultState,
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  percent: z.number().nullable(),
  passed: z.boolean().nullable(),
  /** Released while some answer still waits for a marker: the score may change. */
  provisional: z.boolean(),
  /** Submitted exams only. */
  verificationCode: z.string().nullable(),
});
export type MyRecord = z.infer<typeof MyRecord>;

/** Newest first. */
export const MyRecords = z.object({ records: z.array(MyRecord) });
export type MyRecords = z.infer<typeof MyRecords>;

/** The staff's status filter: open, submitted (any), or submitted with answers waiting for a marker. */
export const StaffRecordStatus = z.enum(["in_progress", "submitted", "awaiting_marking"], {
  error: "Choose in progress, submitted or awaiting marking.",
});
export type StaffRecordStatus = z.infer<typeof StaffRecordStatus>;

/** How many records one page of subjectrecordviewmanagement holds. */
export const RECORDS_PAGE_SIZE = 25;
/** The most records one CSV export holds (narrow the filters for more). */
export const RECORDS_CSV_MAX_ROWS = 10_000;

const day = z.iso.date({ error: "Use a date like 2026-01-31." });

/** GET /api/records and /api/records.csv: the filters (dates are UTC days, both ends included). */
export const StaffRecordsQuery = z
  .object({
    courseId: Id.optional(),
    kind: QuizKind.optional(),
    quizId: Id.optional(),
    mode: RecordMode.optional(),
    status: StaffRecordStatus.optional(),
    /** Part of the student's name or email address. */
    q: z.string().trim().max(100, "Keep the search under 100 characters.").optional(),
    from: day.optional(),
    to: day.optional(),
    order: z.enum(["newest", "oldest"]).default("newest"),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: "The first day comes after the last.",
    path: ["to"],
  });
export type StaffRecordsQuery = z.input<typeof StaffRecordsQuery>;
/** The filters once parsed (what the server reads). */
export type StaffRecordsFilters = z.output<typeof StaffRecordsQuery>;

/** One attempt as the course's markers see it: scores always (they mark them). */
export const StaffRecord = z.object({
  attemptId: z.number().int(),
  ...RecordPlace,
  studentId: z.number().int(),
  studentName: z.string(),
  studentEmail: z.string(),
  mode: RecordMode,
  status: AttemptStatus,
  state: ResultState,
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  percent: z.number().nullable(),
  passed: z.boolean().nullable(),
  provisional: z.boolean(),
  released: z.boolean(),
  verificationCode: z.string().nullable(),
});
export type StaffRecord = z.infer<typeof StaffRecord>;

/** The filters' choices: the courses the caller marks and their quizzes (by the kind asked for). */
export const RecordChoices = z.object({
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
  quizzes: z.array(z.object({ id: z.number().int(), title: z.string(), kind: QuizKind, courseId: z.number().int() })),
});
export type RecordChoices = z.infer<typeof RecordChoices>;

export const StaffRecords = z.object({
  records: z.array(StaffRecord),
  choices: RecordChoices,
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Records matching the filters, over all pages. */
  total: z.number().int(),
});
export type StaffRecords = z.infer<typeof StaffRecords>;

/** GET /api/marking/students/{userId}/quizzes/{quizId}/attempts (adminsavedquiz): newest first. */
export const StudentQuizAttempts = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  quizId: z.number().int(),
  quizTitle: z.string(),
  courseTitle: z.string(),
  attempts: z.array(
    z.object({
      id: z.number().int(),
      mode: z.enum(["exam", "practice", "preview"]),
      status: AttemptStatus,
      state: ResultState,
      startedAt: z.string(),
      submittedAt: z.string().nullable(),
      score: z.number().nullable(),
      maxScore: z.number().nullable(),
      percent: z.number().nullable(),
      passed: z.boolean().nullable(),
    }),
  ),
});
export type StudentQuizAttempts = z.infer<typeof StudentQuizAttempts>;
