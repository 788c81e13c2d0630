import { z } from "zod";
import { MatchedRule, PartialCredit, QuestionType, ResponseValue } from "./quiz-questions.ts";

/**
 * Taking a quiz (issue #4, ADR 0019): starting, resuming, saving answers, submitting, the
 * student's own list, and the public verification of a result.
 */

export const ATTEMPT_MODES = ["exam", "practice", "preview"] as const;
/** exam: a counted attempt; practice: uncounted, feedback after each question; preview: staff, answers shown. */
export const AttemptMode = z.enum(ATTEMPT_MODES, { error: "Choose exam, practice or preview." });
export type AttemptMode = z.infer<typeof AttemptMode>;
export const AttemptStatus = z.enum(["in_progress", "submitted"]);
export type AttemptStatus = z.infer<typeof AttemptStatus>;

/**
 * POST /api/quizzes/{quizId}/attempts: the explicit "Start attempt" (the intro's button). It is
 * the only call that creates an attempt; while one of that mode is open it answers that one.
 */
export const AttemptStartBody = z.object({ mode: AttemptMode });
export type AttemptStartBody = z.input<typeof AttemptStartBody>;

/** The modes a student takes (a staff preview is started by opening it; ADR 0044). */
export const TakingMode = AttemptMode.exclude(["preview"], { error: "Choose exam or practice." });
export type TakingMode = z.infer<typeof TakingMode>;

/** GET /api/quizzes/{quizId}/attempts/latest?mode=: what the player reopens; it never starts one. */
export const LatestAttemptQuery = z.object({ mode: TakingMode });
export type LatestAttemptQuery = z.input<typeof LatestAttemptQuery>;

/** The answer key of a question, sent in preview only. */
export const AnswerKey = z.object({
  correctOptionIds: z.array(z.number().int()),
  /** Two-tier: the right reasons (of the right options). */
  correctSubOptionIds: z.array(z.number().int()),
  /** True/false: the right value; numeric: the right number. */
  answer: z.union([z.boolean(), z.number()]).nullable(),
  tolerance: z.number().nullable(),
  partialCredit: PartialCredit.nullable(),
  firstTierMarks: z.number().nullable(),
  modelAnswerHtml: z.string(),
  rules: z.string(),
});
export type AnswerKey = z.infer<typeof AnswerKey>;

/** A question as the player shows it (rendered HTML; no answer key outside preview). */
export const PlayerQuestion = z.object({
  /** Position in the attempt (1-based): the `questionKey` of the answer URL. */
  key: z.number().int(),
  sectionId: z.number().int(),
  sectionTitle: z.string(),
  type: QuestionType,
  stemHtml: z.string(),
  marks: z.number(),
  options: z.array(
    z.object({
      id: z.number().int(),
      html: z.string(),
      subOptions: z.array(z.object({ id: z.number().int(), html: z.string() })),
    }),
  ),
  /** Numeric questions: the unit shown after the box. */
  unit: z.string().nullable(),
  answerKey: AnswerKey.nullable(),
  /** Preview (and later review): the explanation. */
  explanationHtml: z.string().nullable(),
});
export type PlayerQuestion = z.infer<typeof PlayerQuestion>;

export const SavedAnswer = z.object({
  questionKey: z.number().int(),
  response: ResponseValue.nullable(),
  clientSeq: z.number().int(),
  flagged: z.boolean(),
  savedAt: z.string(),
});
export type SavedAnswer = z.infer<typeof SavedAnswer>;

/** One question's grade, shown once the result is released. */
export const QuestionGrade = z.object({
  questionKey: z.number().int(),
  score: z.number(),
  maxScore: z.number(),
  status: z.enum(["graded", "provisional", "pending"]),
  correct: z.boolean().nullable(),
  /** The review (ADR 0023): the student's answer, the key, the explanation and the marker's comment. */
  response: ResponseValue.nullable(),
  answerKey: AnswerKey.nullable(),
  explanationHtml: z.string().nullable(),
  /** The marker's comment (empty: none). */
  comment: z.string().nullable(),
});
export type QuestionGrade = z.infer<typeof QuestionGrade>;

/** A submitted attempt's result. With release policy "after_marking" the scores stay null until released. */
export const AttemptResult = z.object({
  attemptId: z.number().int(),
  submittedAt: z.string(),
  submittedBy: z.enum(["student", "deadline"]),
  released: z.boolean(),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  percent: z.number().nullable(),
  passed: z.boolean().nullable(),
  /** Some answer waits for a marker (its marks may change). */
  provisional: z.boolean().nullable(),
  /** What the public "Check Assessment" page takes (exam attempts). */
  verificationCode: z.string().nullable(),
  questions: z.array(QuestionGrade),
});
export type AttemptResult = z.infer<typeof AttemptResult>;

/** POST /api/quizzes/{quizId}/attempts and GET /api/attempts/{attemptId}: what the player needs to (re)open an attempt. */
export const AttemptView = z.object({
  id: z.number().int(),
  quizId: z.number().int(),
  quizTitle: z.string(),
  instructionsHtml: z.string(),
  mode: AttemptMode,
  status: AttemptStatus,
  startedAt: z.string(),
  /** Null: untimed. */
  deadlineAt: z.string().nullable(),
  /** Computed by the server (its clock decides); null: untimed. */
  secondsLeft: z.number().int().nullable(),
  /** The caller may only read (course staff looking at a student's attempt, or a submitted one). */
  readOnly: z.boolean(),
  questions: z.array(PlayerQuestion),
  answers: z.array(SavedAnswer),
  result: AttemptResult.nullable(),
});
export type AttemptView = z.infer<typeof AttemptView>;

/**
 * GET /api/quizzes/{quizId}/attempts/latest: the caller's attempt in progress of that mode (to
 * resume), else their latest submitted one (its result), else null (nothing started: the intro).
 */
export const LatestAttempt = z.object({ attempt: AttemptView.nullable() });
export type LatestAttempt = z.infer<typeof LatestAttempt>;

/** PUT /api/attempts/{attemptId}/answers/{questionKey}: each save carries the whole answer. */
export const AnswerSaveBody = z.object({
  response: ResponseValue,
  /** Increases with every save the client makes; a save not newer than the stored one changes nothing. */
  clientSeq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  flagged: z.boolean().optional(),
});
export type AnswerSaveBody = z.input<typeof AnswerSaveBody>;

/** Practice mode: the question's grade right after the save. */
export const AnswerFeedback = z.object({
  score: z.number(),
  maxScore: z.number(),
  status: z.enum(["graded", "provisional", "pending"]),
  correct: z.boolean().nullable(),
  matchedRules: z.array(MatchedRule),
  explanationHtml: z.string(),
});
export type AnswerFeedback = z.infer<typeof AnswerFeedback>;

export const AnswerSaved = z.object({
  /** The sequence number now stored (the client's own, or a newer one already there). */
  savedSeq: z.number().int(),
  feedback: AnswerFeedback.nullable(),
});
export type AnswerSaved = z.infer<typeof AnswerSaved>;

/** GET /api/quizzes/{quizId}/my-attempts */
export const MyAttempts = z.object({
  quizId: z.number().int(),
  quizTitle: z.string(),
  /** Null: unlimited. */
  attemptsAllowed: z.number().int().nullable(),
  /** Exam attempts started (in progress or submitted). */
  used: z.number().int(),
  attemptsLeft: z.number().int().nullable(),
  /** The attempt to resume, per mode. */
  inProgress: z.array(z.object({ id: z.number().int(), mode: AttemptMode })),
  /** The best released exam result. */
  best: z
    .object({ attemptId: z.number().int(), score: z.number(), maxScore: z.number(), percent: z.number() })
    .nullable(),
  attempts: z.array(
    z.object({
      id: z.number().int(),
      mode: AttemptMode,
      status: AttemptStatus,
      startedAt: z.string(),
      submittedAt: z.string().nullable(),
      released: z.boolean(),
      score: z.number().nullable(),
      maxScore: z.number().nullable(),
      percent: z.number().nullable(),
      passed: z.boolean().nullable(),
      verificationCode: z.string().nullable(),
    }),
  ),
});
export type MyAttempts = z.infer<typeof MyAttempts>;

/** The verification code's alphabet: base32 without 0/O and 1/I look-alikes. */
export const CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const CODE_LENGTH = 12;

/** What a typed code becomes before lookup: capitals, no spaces or dashes. */
export function normalizeCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "");
}

export const VerifyCodeParams = z.object({ code: z.string().min(1).max(40) });

/** GET /api/results/verify/{code}: what a code certifies, nothing more. */
export const VerifiedResult = z.object({
  code: z.string(),
  studentName: z.string(),
  courseTitle: z.string(),
  quizTitle: z.string(),
  /** Null while the result awaits marking (not released yet). */
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  percent: z.number().nullable(),
  passed: z.boolean().nullable(),
  submittedAt: z.string(),
});
export type VerifiedResult = z.infer<typeof VerifiedResult>;
