import { z } from "zod";
import { Id } from "./fields.ts";
import { MatchedRule, QuestionType, ResponseValue } from "./quiz-questions.ts";

/**
 * Marking (issue #4): the marking queue of short and subjective answers, a marker's final
 * score, re-grading after a scheme change, releasing held results, a student's attempt as
 * staff read it, and a student's own marked subjective answers.
 */

export const MARKING_STATUSES = ["waiting", "marked"] as const;
/** waiting: provisional or pending, not marked yet; marked: a marker gave the final score. */
export const MarkingStatus = z.enum(MARKING_STATUSES, { error: "Choose waiting or marked." });
export type MarkingStatus = z.infer<typeof MarkingStatus>;

/** How many answers one page of the queue holds. */
export const MARKING_PAGE_SIZE = 50;

/** GET /api/marking/queue */
export const MarkingQueueQuery = z.object({
  courseId: Id.optional(),
  quizId: Id.optional(),
  questionKey: Id.optional(),
  status: MarkingStatus.default("waiting"),
  /** The `nextCursor` of the previous page. */
  cursor: z
    .string()
    .regex(/^\d{1,10}\.\d{1,10}$/, "That cursor is not one this list gave.")
    .optional(),
});
export type MarkingQueueQuery = z.input<typeof MarkingQueueQuery>;
/** The queue's query once parsed (what the server reads). */
export type MarkingQueueFilters = z.output<typeof MarkingQueueQuery>;

/** A marker's override of one answer. */
export const MarkOverride = z.object({
  score: z.number(),
  comment: z.string(),
  markerName: z.string().nullable(),
  markedAt: z.string(),
});
export type MarkOverride = z.infer<typeof MarkOverride>;

/** The marking scheme the answer is judged by (the attempt's frozen copy). */
export const MarkingScheme = z.object({ modelAnswerHtml: z.string(), rules: z.string() });
export type MarkingScheme = z.infer<typeof MarkingScheme>;

/** One answer in the queue. */
export const MarkingItem = z.object({
  attemptId: z.number().int(),
  questionKey: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  quizId: z.number().int(),
  quizTitle: z.string(),
  submittedAt: z.string(),
  type: z.enum(["short", "subjective"]),
  stemHtml: z.string(),
  answerText: z.string(),
  scheme: MarkingScheme,
  matchedRules: z.array(MatchedRule),
  /** The scheme's score (null: no scheme rules to go on yet). */
  suggestedScore: z.number().nullable(),
  maxScore: z.number(),
  status: MarkingStatus,
  override: MarkOverride.nullable(),
});
export type MarkingItem = z.infer<typeof MarkingItem>;

export const MarkingQueue = z.object({
  items: z.array(MarkingItem),
  /** Pass as `cursor` for the next page; null when this was the last. */
  nextCursor: z.string().nullable(),
});
export type MarkingQueue = z.infer<typeof MarkingQueue>;

/** A score in hundredths of a mark at most (0.5, 1.25; not 1.234). */
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** PUT /api/marking/answers/{attemptId}/{questionKey}; the upper bound (the question's marks) is the server's check. */
export const MarkBody = z.object({
  score: z
    .number({ error: "Enter a score." })
    .min(0, "The score cannot be below 0.")
    .refine(twoDecimals, "Use at most two decimals."),
  comment: z.string().trim().max(5000, "Keep the comment under 5000 characters.").default(""),
});
export type MarkBody = z.input<typeof MarkBody>;

/** An attempt's totals after a marking change. */
export const MarkingTotals = z.object({
  attemptId: z.number().int(),
  score: z.number(),
  maxScore: z.number(),
  percent: z.number(),
  passed: z.boolean(),
  /** Some answer still waits for a marker. */
  provisional: z.boolean(),
  released: z.boolean(),
});
export type MarkingTotals = z.infer<typeof MarkingTotals>;

export const MarkResult = z.object({ item: MarkingItem, totals: MarkingTotals });
export type MarkResult = z.infer<typeof MarkResult>;

/** POST /api/marking/quizzes/{quizId}/release */
export const ReleaseResult = z.object({
  /** Held results released now. */
  released: z.number().int(),
  /** Held results still waiting for a marker (not released). */
  waiting: z.number().int(),
});
export type ReleaseResult = z.infer<typeof ReleaseResult>;

/** One question of a student's attempt as staff read it. */
export const StaffAttemptQuestion = z.object({
  key: z.number().int(),
  sectionTitle: z.string(),
  type: QuestionType,
  stemHtml: z.string(),
  options: z.array(
    z.object({
      id: z.number().int(),
      html: z.string(),
      subOptions: z.array(z.object({ id: z.number().int(), html: z.string() })),
    }),
  ),
  response: ResponseValue.nullable(),
  /** The automatic grade (null: not graded yet). */
  score: z.number().nullable(),
  maxScore: z.number(),
  gradeStatus: z.enum(["graded", "provisional", "pending"]).nullable(),
  correct: z.boolean().nullable(),
  matchedRules: z.array(MatchedRule),
  scheme: MarkingScheme.nullable(),
  override: MarkOverride.nullable(),
});
export type StaffAttemptQuestion = z.infer<typeof StaffAttemptQuestion>;

/** GET /api/marking/attempts/{attemptId} (adminsavedquiz) */
export const StaffAttempt = z.object({
  id: z.number().int(),
  quizId: z.number().int(),
  quizTitle: z.string(),
  courseTitle: z.string(),
  studentId: z.number().int(),
  studentName: z.string(),
  mode: z.enum(["exam", "practice", "preview"]),
  status: z.enum(["in_progress", "submitted"]),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  percent: z.number().nullable(),
  passed: z.boolean().nullable(),
  provisional: z.boolean().nullable(),
  released: z.boolean(),
  questions: z.array(StaffAttemptQuestion),
});
export type StaffAttempt = z.infer<typeof StaffAttempt>;

/** GET /api/attempts/mine/subjectives (viewsubjectsubjectives): released, marked answers only. */
export const MySubjectives = z.object({
  items: z.array(
    z.object({
      attemptId: z.number().int(),
      questionKey: z.number().int(),
      courseTitle: z.string(),
      quizId: z.number().int(),
      quizTitle: z.string(),
      submittedAt: z.string(),
      type: z.enum(["short", "subjective"]),
      stemHtml: z.string(),
      answerText: z.string(),
      score: z.number(),
      maxScore: z.number(),
      comment: z.string(),
      markedAt: z.string(),
    }),
  ),
});
export type MySubjectives = z.infer<typeof MySubjectives>;
