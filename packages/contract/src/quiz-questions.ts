import { z } from "zod";

/**
 * Questions of the quiz engine (PRODUCT.md §3): their types, what an author writes (the answer
 * key included), what a student sends, and what grading answers. Shared by the authoring API,
 * the attempt API, the grading module, GIFT / Moodle XML import and export, and the screens.
 */

export const QUESTION_TYPES = ["single", "multiple", "truefalse", "numeric", "short", "subjective", "twotier"] as const;
export const QuestionType = z.enum(QUESTION_TYPES, { error: "Choose a question type." });
export type QuestionType = z.infer<typeof QuestionType>;

/** What each type is called on screens. */
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  single: "Single choice",
  multiple: "Multiple select",
  truefalse: "True / false",
  numeric: "Numeric",
  short: "Short text",
  subjective: "Subjective (essay)",
  twotier: "Two-tier",
};

/** Types graded by the marking scheme (keyword rules), the rest are objective. */
export const SCHEME_TYPES: readonly QuestionType[] = ["short", "subjective"];

/** Marks are kept to two decimals (half marks and partial credit are common). */
export const Marks = z
  .number({ error: "Enter the marks as a number." })
  .min(0, "Marks cannot be negative.")
  .max(1000, "At most 1000 marks.")
  // Compared with a tolerance: 0.29 * 100 is 28.999999999999996 in binary floating point.
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "Use at most two decimals.");

export const MAX_OPTIONS = 12;
export const MAX_SUB_OPTIONS = 8;
/** Rich HTML of stems, options and explanations (sanitized by the server like tutorials). */
const RichHtml = (max: number, what: string) =>
  z.string({ error: `Write the ${what}.` }).max(max, `The ${what} is too long.`);

/** How a multiple-select question gives partial credit. */
export const PartialCredit = z.enum(["none", "proportional", "rightMinusWrong"], {
  error: "Choose how partial credit works.",
});
export type PartialCredit = z.infer<typeof PartialCredit>;

export const SubOptionInput = z.object({
  /** Present when editing an existing sub-option; absent for a new one. */
  id: z.number().int().positive().optional(),
  html: RichHtml(20_000, "reason"),
  correct: z.boolean(),
});
export type SubOptionInput = z.infer<typeof SubOptionInput>;

export const OptionInput = z.object({
  id: z.number().int().positive().optional(),
  html: RichHtml(20_000, "option"),
  correct: z.boolean(),
  /** Two-tier questions: the reasons offered once this option is picked. */
  subOptions: z.array(SubOptionInput).max(MAX_SUB_OPTIONS).default([]),
});
export type OptionInput = z.input<typeof OptionInput>;

/** The marking scheme of short-text and subjective questions (see KEYWORD RULES below). */
export const SchemeInput = z.object({
  modelAnswerHtml: RichHtml(100_000, "model answer").default(""),
  /** One rule per line: `points: alternative | alternative`, `-points: phrase`, `/regex/`. */
  rules: z.string().max(20_000, "The rules are too long.").default(""),
});
export type SchemeInput = z.input<typeof SchemeInput>;

const common = {
  stemHtml: RichHtml(100_000, "question").refine((s) => s.trim() !== "", "Write the question."),
  /** Marks for a fully correct answer (two-tier: the sum of both tiers). */
  marks: Marks,
  /** Deducted for a wrong objective answer when the quiz uses negative marking. */
  negativeMarks: Marks.default(0),
  explanationHtml: RichHtml(100_000, "explanation").default(""),
  /** For subject-quiz selectors: the level and difficulty the question is written at. */
  levelId: z.number().int().positive().nullable().default(null),
  difficulty: z.number().int().min(1).max(5).default(1),
};

/** A question as an author writes it (create and update bodies, and what import produces). */
export const QuestionInput = z.discriminatedUnion("type", [
  z.object({ type: z.literal("single"), ...common, options: z.array(OptionInput).min(2).max(MAX_OPTIONS) }),
  z.object({
    type: z.literal("multiple"),
    ...common,
    options: z.array(OptionInput).min(2).max(MAX_OPTIONS),
    partialCredit: PartialCredit.default("proportional"),
  }),
  z.object({ type: z.literal("truefalse"), ...common, answer: z.boolean({ error: "Choose true or false." }) }),
  z.object({
    type: z.literal("numeric"),
    ...common,
    answer: z.number({ error: "Enter the correct value." }).finite(),
    /** Accepted distance from the answer (absolute). */
    tolerance: z.number().min(0, "The tolerance cannot be negative.").default(0),
    unit: z.string().max(40).default(""),
  }),
  z.object({ type: z.literal("short"), ...common, scheme: SchemeInput }),
  z.object({ type: z.literal("subjective"), ...common, scheme: SchemeInput }),
  z.object({
    type: z.literal("twotier"),
    ...common,
    options: z.array(OptionInput).min(2).max(MAX_OPTIONS),
    /** Marks for the right answer option; the rest of `marks` is for the right reason. */
    firstTierMarks: Marks,
  }),
]);
export type QuestionInput = z.input<typeof QuestionInput>;
export type QuestionData = z.output<typeof QuestionInput>;

/** What a student sends for one question (each save carries the whole answer). */
export const ResponseValue = z.discriminatedUnion("type", [
  z.object({ type: z.literal("single"), optionId: z.number().int().positive().nullable() }),
  z.object({ type: z.literal("multiple"), optionIds: z.array(z.number().int().positive()).max(MAX_OPTIONS) }),
  z.object({ type: z.literal("truefalse"), value: z.boolean().nullable() }),
  /** Text as typed ("3,5", "1e3"): grading reads it, so a student's input is never lost. */
  z.object({ type: z.literal("numeric"), text: z.string().max(100) }),
  z.object({ type: z.literal("short"), text: z.string().max(2_000) }),
  z.object({ type: z.literal("subjective"), text: z.string().max(50_000) }),
  z.object({
    type: z.literal("twotier"),
    optionId: z.number().int().positive().nullable(),
    subOptionId: z.number().int().positive().nullable(),
  }),
]);
export type ResponseValue = z.infer<typeof ResponseValue>;

/** One keyword rule that matched a student's text, for the marker and the tester. */
export const MatchedRule = z.object({
  /** 1-based line of the rule in the scheme. */
  line: z.number().int(),
  points: z.number(),
  /** The words of the answer that matched it. */
  matched: z.string(),
  /** Where `matched` is in the answer (UTF-16 offsets, end excluded), to highlight it. */
  start: z.number().int().min(0).optional(),
  end: z.number().int().min(0).optional(),
});
export type MatchedRule = z.infer<typeof MatchedRule>;

/**
 * Grading's answer for one question. `provisional`: marked by the scheme and waiting for a
 * marker (the quiz requires review); `pending`: nothing to go on yet (no scheme).
 */
export const GradeResult = z.object({
  score: z.number(),
  maxScore: z.number(),
  status: z.enum(["graded", "provisional", "pending"]),
  correct: z.boolean().nullable(),
  matchedRules: z.array(MatchedRule).default([]),
  /** Two-tier: the marks of each tier. */
  tiers: z.object({ first: z.number(), second: z.number() }).nullable().default(null),
});
export type GradeResult = z.infer<typeof GradeResult>;

/*
 * KEYWORD RULES (the marking scheme's language; documented on `howtousekeywords`):
 *   - one rule per line: `points: alternative | alternative | …` (any alternative matching
 *     gives the points once);
 *   - matching ignores case, accents, punctuation and extra spaces;
 *   - `*` inside a word is a wildcard (`photosynth*`);
 *   - an alternative written `/…/` is a regular expression (run safely, with a time limit);
 *   - `-points: phrase` deducts when the phrase appears;
 *   - blank lines and lines starting with `#` are ignored;
 *   - the total is clamped to [0, max marks].
 */
