import { z } from "zod";
import { Id } from "./fields.ts";
import {
  MAX_SUB_OPTIONS,
  PartialCredit,
  QuestionInput,
  SchemeInput,
  SubOptionInput,
  type QuestionData,
} from "./quiz-questions.ts";

/**
 * Questions in the quiz authoring API: what the question editor, the sub-options screen
 * (`chaptersuboptions`) and the marking-scheme screen (`chaptersetscheme`) send and get.
 * An AuthoringQuestion has the shape of QuestionInput (plus ids, positions and the rendered
 * HTML), so the editor can load one, change it and send it back.
 */

export const REVISION_CONFLICT = "Someone saved this question since you opened it. Reload it to see their changes.";

/**
 * A question's optional name (ADR 0024): what lists and question banks call it. On update,
 * leaving it out keeps the stored one; null or "" clears it.
 */
export const QuestionTitleField = z
  .string()
  .trim()
  .max(255, "A title has at most 255 characters.")
  .nullable()
  .optional()
  .transform((t) => (t === "" ? null : t));

/** POST /api/quizzes/questions: the question (with its answer key) and the section it goes last in. */
export const QuestionCreateBody = z.intersection(z.object({ sectionId: Id, title: QuestionTitleField }), QuestionInput);
export type QuestionCreateBody = z.input<typeof QuestionCreateBody>;

/**
 * PUT /api/quizzes/questions/{questionId}: the whole question again, from the revision it was
 * loaded at. Options and reasons sent with their ids keep them (an attempt's snapshot may name
 * them); send two-tier options with their subOptions as loaded: an option sent without them
 * loses its reasons.
 */
export const QuestionUpdateBody = z.intersection(
  z.object({
    baseRevision: z.number({ error: "Send the revision you started from." }).int().min(1),
    title: QuestionTitleField,
  }),
  QuestionInput,
);
export type QuestionUpdateBody = z.input<typeof QuestionUpdateBody>;

/** POST /api/quizzes/questions/{questionId}/move: to another section of the same quiz (goes last). */
export const QuestionMoveBody = z.object({ sectionId: Id });
export type QuestionMoveBody = z.input<typeof QuestionMoveBody>;

export const AuthoredSubOption = z.object({
  id: z.number().int(),
  position: z.number().int(),
  html: z.string(),
  rendered: z.string(),
  correct: z.boolean(),
});
export type AuthoredSubOption = z.infer<typeof AuthoredSubOption>;

export const AuthoredOption = z.object({
  id: z.number().int(),
  position: z.number().int(),
  html: z.string(),
  rendered: z.string(),
  correct: z.boolean(),
  subOptions: z.array(AuthoredSubOption),
});
export type AuthoredOption = z.infer<typeof AuthoredOption>;

const meta = {
  id: z.number().int(),
  sectionId: z.number().int(),
  quizId: z.number().int(),
  position: z.number().int(),
  revision: z.number().int(),
  updatedAt: z.string(),
  /** The name a question bank gave it (GIFT, Moodle XML); null for questions written here (ADR 0024). */
  title: z.string().nullable(),
  stemHtml: z.string(),
  stemRendered: z.string(),
  marks: z.number(),
  negativeMarks: z.number(),
  explanationHtml: z.string(),
  explanationRendered: z.string(),
  levelId: z.number().int().nullable(),
  difficulty: z.number().int(),
};
const options = { options: z.array(AuthoredOption) };
const scheme = {
  scheme: z.object({ modelAnswerHtml: z.string(), modelAnswerRendered: z.string(), rules: z.string() }),
};

/** A question as staff read it: its answer key included. */
export const AuthoringQuestion = z.discriminatedUnion("type", [
  z.object({ type: z.literal("single"), ...meta, ...options }),
  z.object({ type: z.literal("multiple"), ...meta, ...options, partialCredit: PartialCredit }),
  z.object({ type: z.literal("truefalse"), ...meta, answer: z.boolean() }),
  z.object({ type: z.literal("numeric"), ...meta, answer: z.number(), tolerance: z.number(), unit: z.string() }),
  z.object({ type: z.literal("short"), ...meta, ...scheme }),
  z.object({ type: z.literal("subjective"), ...meta, ...scheme }),
  z.object({ type: z.literal("twotier"), ...meta, ...options, firstTierMarks: z.number() }),
]);
export type AuthoringQuestion = z.infer<typeof AuthoringQuestion>;

/** PUT /api/quizzes/options/{optionId}/sub-options: the option's whole list, in order. */
export const SubOptionsBody = z.object({
  subOptions: z.array(SubOptionInput).max(MAX_SUB_OPTIONS, `At most ${MAX_SUB_OPTIONS} reasons.`),
  /** The question's revision when the list was loaded; a stale one is a 409 `conflict`. */
  baseRevision: z.number().int().min(1).optional(),
});
export type SubOptionsBody = z.input<typeof SubOptionsBody>;

/** GET/PUT /api/quizzes/options/{optionId}/sub-options */
export const SubOptionList = z.object({
  question: z.object({
    id: z.number().int(),
    quizId: z.number().int(),
    stemHtml: z.string(),
    stemRendered: z.string(),
    revision: z.number().int(),
  }),
  option: z.object({
    id: z.number().int(),
    /** "A", "B", … as students see it (before any shuffling). */
    letter: z.string(),
    html: z.string(),
    rendered: z.string(),
    correct: z.boolean(),
  }),
  subOptions: z.array(AuthoredSubOption),
});
export type SubOptionList = z.infer<typeof SubOptionList>;

/** PUT /api/quizzes/questions/{questionId}/scheme */
export const SchemeBody = SchemeInput;
export type SchemeBody = z.input<typeof SchemeBody>;

/** GET/PUT /api/quizzes/questions/{questionId}/scheme: the scheme and the marks it gives at most. */
export const MarkingScheme = z.object({
  questionId: z.number().int(),
  quizId: z.number().int(),
  type: z.enum(["short", "subjective"]),
  stemHtml: z.string(),
  stemRendered: z.string(),
  maxMarks: z.number(),
  modelAnswerHtml: z.string(),
  modelAnswerRendered: z.string(),
  rules: z.string(),
  updatedAt: z.string().nullable(),
});
export type MarkingScheme = z.infer<typeof MarkingScheme>;

/** "A", "B", …: an option's letter from its 0-based place. */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

const countCorrect = (items: readonly { correct: boolean }[]) => items.filter((o) => o.correct).length;

/** A two-tier option's reasons, if it has any, need exactly one right reason. */
export function subOptionProblem(subOptions: readonly { correct: boolean }[]): string | null {
  if (subOptions.length === 0) return null;
  return countCorrect(subOptions) === 1 ? null : "Mark exactly one reason as correct.";
}

/**
 * The rules zod cannot state per field (shared by the server and the question editor):
 * answer keys that make sense, and two-tier marks that add up. Answers field → message.
 */
export function questionProblems(q: QuestionData): Record<string, string> {
  const problems: Record<string, string> = {};
  switch (q.type) {
    case "single":
      if (countCorrect(q.options) !== 1) problems.options = "Mark exactly one option as correct.";
      break;
    case "multiple":
      if (countCorrect(q.options) < 1) problems.options = "Mark at least one option as correct.";
      break;
    case "twotier":
      if (countCorrect(q.options) !== 1) problems.options = "Mark exactly one option as correct.";
      if (q.firstTierMarks > q.marks) {
        problems.firstTierMarks = "The first tier cannot be worth more than the whole question.";
      }
      q.options.forEach((o, i) => {
        const problem = subOptionProblem(o.subOptions);
        if (problem) problems[`options.${i}.subOptions`] = `Option ${optionLetter(i)}: ${problem}`;
      });
      break;
    case "numeric":
      if (q.tolerance < 0) problems.tolerance = "The tolerance cannot be negative.";
      break;
    default:
      break;
  }
  if (q.negativeMarks > q.marks) problems.negativeMarks = "A wrong answer cannot cost more than the question is worth.";
  return problems;
}
