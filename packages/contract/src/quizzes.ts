import { z } from "zod";
import { Id, plainText } from "./fields.ts";
import { AuthoringQuestion } from "./quiz-authoring.ts";

/**
 * The quiz authoring API (/api/quizzes/…, issue #4): quizzes, their settings and status,
 * sections and selectors. Questions are in quiz-authoring.ts.
 */

const byteLength = (s: string) => new TextEncoder().encode(s).length;
const QUIZ_INSTRUCTIONS_MAX_KB = 50;
const instructions = z
  .string({ error: "Send the instructions as HTML." })
  .refine(
    (s) => byteLength(s) <= QUIZ_INSTRUCTIONS_MAX_KB * 1024,
    `The instructions are too long (at most ${QUIZ_INSTRUCTIONS_MAX_KB} KB).`,
  );

export const QuizKind = z.enum(["chapter", "subject"]);
export type QuizKind = z.infer<typeof QuizKind>;
export const QuizStatus = z.enum(["draft", "published"], { error: "Choose draft or published." });
export type QuizStatus = z.infer<typeof QuizStatus>;
export const ReleasePolicy = z.enum(["immediately", "after_marking"], {
  error: "Choose when results are released.",
});
export type ReleasePolicy = z.infer<typeof ReleasePolicy>;

export const QuizTitle = plainText(1, 200, "Enter the quiz's title.");
export const TimeLimitMinutes = z
  .number({ error: "Enter the time limit in minutes." })
  .int("Enter whole minutes.")
  .min(1, "A time limit is at least 1 minute.")
  .max(1440, "A time limit is at most 1440 minutes (a day).");
export const AttemptsAllowed = z
  .number({ error: "Enter how many attempts are allowed." })
  .int("Enter a whole number of attempts.")
  .min(1, "Allow at least 1 attempt.")
  .max(100, "At most 100 attempts.");
export const PassPercent = z
  .number({ error: "Enter the pass mark as a percentage." })
  .int("Enter a whole percentage.")
  .min(0, "The pass mark is between 0 and 100%.")
  .max(100, "The pass mark is between 0 and 100%.");
const Moment = z.iso.datetime({ offset: true, error: "Enter a date and time." });

const settingsFields = {
  title: QuizTitle,
  instructionsHtml: instructions,
  /** Null: untimed. */
  timeLimitMinutes: TimeLimitMinutes.nullable(),
  /** Null: unlimited. */
  attemptsAllowed: AttemptsAllowed.nullable(),
  passPercent: PassPercent,
  availableFrom: Moment.nullable(),
  availableUntil: Moment.nullable(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  negativeMarking: z.boolean(),
  releasePolicy: ReleasePolicy,
  /** Keyword-marked answers (short text, subjective) wait for a marker. */
  requiresReview: z.boolean(),
};

const windowMessage = "The quiz must open before it closes.";
const windowOk = (b: { availableFrom?: string | null; availableUntil?: string | null }) =>
  !b.availableFrom || !b.availableUntil || Date.parse(b.availableFrom) < Date.parse(b.availableUntil);

/** POST /api/quizzes/chapters/{chapterId} and /api/quizzes/subjects/{subjectId} (appended last, as a draft). */
export const QuizCreateBody = z
  .object({
    title: settingsFields.title,
    instructionsHtml: settingsFields.instructionsHtml.default(""),
    timeLimitMinutes: settingsFields.timeLimitMinutes.default(null),
    attemptsAllowed: settingsFields.attemptsAllowed.default(null),
    passPercent: settingsFields.passPercent.default(50),
    availableFrom: settingsFields.availableFrom.default(null),
    availableUntil: settingsFields.availableUntil.default(null),
    shuffleQuestions: settingsFields.shuffleQuestions.default(false),
    shuffleOptions: settingsFields.shuffleOptions.default(false),
    negativeMarking: settingsFields.negativeMarking.default(false),
    releasePolicy: settingsFields.releasePolicy.default("immediately"),
    requiresReview: settingsFields.requiresReview.default(false),
  })
  .refine(windowOk, { path: ["availableUntil"], message: windowMessage });
export type QuizCreateBody = z.input<typeof QuizCreateBody>;

/** PATCH /api/quizzes/{quizId}: any subset of the settings. */
export const QuizUpdateBody = z
  .object({
    title: settingsFields.title.optional(),
    instructionsHtml: settingsFields.instructionsHtml.optional(),
    timeLimitMinutes: settingsFields.timeLimitMinutes.optional(),
    attemptsAllowed: settingsFields.attemptsAllowed.optional(),
    passPercent: settingsFields.passPercent.optional(),
    availableFrom: settingsFields.availableFrom.optional(),
    availableUntil: settingsFields.availableUntil.optional(),
    shuffleQuestions: settingsFields.shuffleQuestions.optional(),
    shuffleOptions: settingsFields.shuffleOptions.optional(),
    negativeMarking: settingsFields.negativeMarking.optional(),
    releasePolicy: settingsFields.releasePolicy.optional(),
    requiresReview: settingsFields.requiresReview.optional(),
    /** The revision the settings were loaded at; a stale one is a 409 `conflict`. */
    baseRevision: z.number().int().min(1).optional(),
  })
  .refine(windowOk, { path: ["availableUntil"], message: windowMessage });
export type QuizUpdateBody = z.input<typeof QuizUpdateBody>;

/** PUT /api/quizzes/{quizId}/status: publishing checks the quiz can be taken (409 with the problems). */
export const QuizStatusBody = z.object({ status: QuizStatus });
export type QuizStatusBody = z.input<typeof QuizStatusBody>;

/** One quiz in a chapter's or subject's list. */
export const AuthoringQuizSummary = z.object({
  id: z.number().int(),
  kind: QuizKind,
  courseId: z.number().int(),
  subjectId: z.number().int(),
  chapterId: z.number().int().nullable(),
  title: z.string(),
  status: QuizStatus,
  position: z.number().int(),
  timeLimitMinutes: z.number().int().nullable(),
  attemptsAllowed: z.number().int().nullable(),
  passPercent: z.number().int(),
  availableFrom: z.string().nullable(),
  availableUntil: z.string().nullable(),
  sectionCount: z.number().int(),
  /** Fixed questions (selectors draw more at attempt time). */
  questionCount: z.number().int(),
  revision: z.number().int(),
  updatedAt: z.string(),
});
export type AuthoringQuizSummary = z.infer<typeof AuthoringQuizSummary>;

const Named = z.object({ id: z.number().int(), title: z.string() });
export const QuizChapterRef = z.object({ id: z.number().int(), number: z.number().int(), title: z.string() });
export const QuizLevelRef = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/quizzes/chapters/{chapterId} and /api/quizzes/subjects/{subjectId} (and their reorder). */
export const QuizList = z.object({
  course: Named,
  subject: Named,
  /** The chapter of a chapter-quiz list; null for a subject's quizzes. */
  chapter: QuizChapterRef.nullable(),
  quizzes: z.array(AuthoringQuizSummary),
});
export type QuizList = z.infer<typeof QuizList>;

export const SectionTitle = plainText(1, 200, "Enter the section's title.");

/** POST /api/quizzes/{quizId}/sections (appended last). */
export const SectionCreateBody = z.object({ title: SectionTitle, instructionsHtml: instructions.default("") });
export type SectionCreateBody = z.input<typeof SectionCreateBody>;
/** PATCH /api/quizzes/sections/{sectionId} */
export const SectionUpdateBody = z.object({
  title: SectionTitle.optional(),
  instructionsHtml: instructions.optional(),
});
export type SectionUpdateBody = z.input<typeof SectionUpdateBody>;

const SelectorFields = z.object({
  count: z
    .number({ error: "Enter how many questions to draw." })
    .int("Enter a whole number of questions.")
    .min(1, "Draw at least 1 question.")
    .max(200, "Draw at most 200 questions."),
  /** Chapters of the quiz's subject; empty: any chapter. */
  chapterIds: z.array(Id).max(500).default([]),
  /** Levels of the quiz's subject; empty: any level. */
  levelIds: z.array(Id).max(100).default([]),
  difficultyMin: z.number().int().min(1, "Difficulty runs from 1 to 5.").max(5, "Difficulty runs from 1 to 5."),
  difficultyMax: z.number().int().min(1, "Difficulty runs from 1 to 5.").max(5, "Difficulty runs from 1 to 5."),
});
const rangeOk = (b: { difficultyMin?: number; difficultyMax?: number }) =>
  b.difficultyMin === undefined || b.difficultyMax === undefined || b.difficultyMin <= b.difficultyMax;
const rangeMessage = { path: ["difficultyMax"], message: "The highest difficulty cannot be below the lowest." };

/** POST /api/quizzes/sections/{sectionId}/selectors, and the unsaved pool preview. */
export const SelectorBody = SelectorFields.extend({
  difficultyMin: SelectorFields.shape.difficultyMin.default(1),
  difficultyMax: SelectorFields.shape.difficultyMax.default(5),
}).refine(rangeOk, rangeMessage);
export type SelectorBody = z.input<typeof SelectorBody>;
/** PATCH /api/quizzes/selectors/{selectorId} */
export const SelectorUpdateBody = z
  .object({
    count: SelectorFields.shape.count.optional(),
    chapterIds: z.array(Id).max(500).optional(),
    levelIds: z.array(Id).max(100).optional(),
    difficultyMin: SelectorFields.shape.difficultyMin.optional(),
    difficultyMax: SelectorFields.shape.difficultyMax.optional(),
  })
  .refine(rangeOk, rangeMessage);
export type SelectorUpdateBody = z.input<typeof SelectorUpdateBody>;

export const AuthoringSelector = z.object({
  id: z.number().int(),
  sectionId: z.number().int(),
  count: z.number().int(),
  chapterIds: z.array(z.number().int()),
  levelIds: z.array(z.number().int()),
  difficultyMin: z.number().int(),
  difficultyMax: z.number().int(),
  position: z.number().int(),
  /** Questions it can draw from now (published chapter quizzes of the subject that fit). */
  poolSize: z.number().int(),
});
export type AuthoringSelector = z.infer<typeof AuthoringSelector>;
export const SelectorList = z.object({ selectors: z.array(AuthoringSelector) });
export type SelectorList = z.infer<typeof SelectorList>;
/** GET /api/quizzes/selectors/{selectorId}/pool, POST /api/quizzes/sections/{sectionId}/pool */
export const PoolSize = z.object({ poolSize: z.number().int() });
export type PoolSize = z.infer<typeof PoolSize>;

export const AuthoringSection = z.object({
  id: z.number().int(),
  quizId: z.number().int(),
  title: z.string(),
  instructionsHtml: z.string(),
  instructionsRendered: z.string(),
  position: z.number().int(),
  questions: z.array(AuthoringQuestion),
  selectors: z.array(AuthoringSelector),
});
export type AuthoringSection = z.infer<typeof AuthoringSection>;
export const SectionList = z.object({ sections: z.array(AuthoringSection) });
export type SectionList = z.infer<typeof SectionList>;

/** GET /api/quizzes/{quizId}: the whole quiz with its answer keys (staff only). */
export const AuthoringQuiz = AuthoringQuizSummary.extend({
  instructionsHtml: z.string(),
  instructionsRendered: z.string(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  negativeMarking: z.boolean(),
  releasePolicy: ReleasePolicy,
  requiresReview: z.boolean(),
  publishedAt: z.string().nullable(),
  course: Named,
  subject: Named,
  chapter: QuizChapterRef.nullable(),
  /** The subject's levels and chapters, for question levels and selectors. */
  levels: z.array(QuizLevelRef),
  chapters: z.array(QuizChapterRef),
  sections: z.array(AuthoringSection),
  /** Marks of the fixed questions (drawn questions add theirs at attempt time). */
  totalMarks: z.number(),
});
export type AuthoringQuiz = z.infer<typeof AuthoringQuiz>;
