import { z } from "zod";
import { Marks, MatchedRule, SchemeInput } from "./quiz-questions.ts";

/**
 * The marking-scheme tester (howtousekeywords, and the scheme screens): rules, the maximum marks
 * and a sample answer in; the marks, the rules that matched and the lines that could not be read
 * out. The rule language itself is described in quiz-questions.ts (KEYWORD RULES).
 */

/** The longest answer the engine examines (the subjective answer's limit). */
export const SAMPLE_ANSWER_MAX = 50_000;

export const SchemeTestBody = z.object({
  rules: SchemeInput.shape.rules,
  maxMarks: Marks,
  answer: z.string({ error: "Write a sample answer." }).max(SAMPLE_ANSWER_MAX, "The sample answer is too long."),
});
export type SchemeTestBody = z.input<typeof SchemeTestBody>;

/** A line of the rules that could not be read; the other rules still mark. */
export const RuleError = z.object({
  /** 1-based line in the rules. */
  line: z.number().int(),
  message: z.string(),
});
export type RuleError = z.infer<typeof RuleError>;

export const SchemeTestAnswer = z.object({
  score: z.number(),
  maxScore: z.number(),
  /** By line; each with the words of the sample answer that met it and where they are. */
  matchedRules: z.array(MatchedRule),
  errors: z.array(RuleError),
});
export type SchemeTestAnswer = z.infer<typeof SchemeTestAnswer>;

export interface KeywordExample {
  title: string;
  /** What the example shows, in a sentence or two. */
  explains: string;
  rules: string;
  maxMarks: number;
  answer: string;
  /** What the engine gives (the server's tests check every example against the real engine). */
  score: number;
  matchedLines: number[];
}

/** The worked examples of howtousekeywords, each verified against the engine by the server's tests. */
export const KEYWORD_EXAMPLES: readonly KeywordExample[] = [
  {
    title: "One rule, one keyword",
    explains: "A rule is its points, a colon, then what to look for. The answer earns the points when it appears.",
    rules: "2: photosynthesis",
    maxMarks: 2,
    answer: "Plants make their food by photosynthesis.",
    score: 2,
    matchedLines: [1],
  },
  {
    title: "Alternatives",
    explains: "Separate ways of saying the same thing with |. Any one of them earns the points.",
    rules: "2: carbon dioxide | CO2",
    maxMarks: 2,
    answer: "Leaves take in CO₂ from the air.",
    score: 2,
    matchedLines: [1],
  },
  {
    title: "Case, accents, punctuation and spaces do not matter",
    explains: "Both the rule and the answer are compared in lower case, without accents or punctuation.",
    rules: "1: cafe au lait",
    maxMarks: 1,
    answer: "Un CAFÉ-au-lait,   s'il vous plaît.",
    score: 1,
    matchedLines: [1],
  },
  {
    title: "Rules add up",
    explains: "Write one rule per idea you want to credit; each rule that matches adds its points.",
    rules: "1: chlorophyll\n1: sunlight | light energy\n1: glucose | sugar",
    maxMarks: 3,
    answer: "Chlorophyll absorbs light energy, which is used to make glucose.",
    score: 3,
    matchedLines: [1, 2, 3],
  },
  {
    title: "A rule counts once",
    explains: "However many of its alternatives appear, and however often, a rule gives its points once.",
    rules: "2: osmosis | diffusion",
    maxMarks: 4,
    answer: "Osmosis is a kind of diffusion; osmosis needs a membrane.",
    score: 2,
    matchedLines: [1],
  },
  {
    title: "Whole words only",
    explains: "A keyword matches whole words: “cell” does not match inside “cellulose”. Use * for that.",
    rules: "1: cell",
    maxMarks: 1,
    answer: "Cellulose makes the wall strong.",
    score: 0,
    matchedLines: [],
  },
  {
    title: "Wildcards inside a word",
    explains: "* stands for any letters inside a word: “evaporat*” matches evaporate, evaporates, evaporation…",
    rules: "2: evaporat*\n1: condens*",
    maxMarks: 3,
    answer: "Water evaporates, then the vapour condenses into clouds.",
    score: 3,
    matchedLines: [1, 2],
  },
  {
    title: "A * on its own is any one word",
    explains: "Between spaces, * stands for exactly one word: “the * cycle” matches “the water cycle”.",
    rules: "2: the * cycle",
    maxMarks: 2,
    answer: "This is called the water cycle.",
    score: 2,
    matchedLines: [1],
  },
  {
    title: "Regular expressions",
    explains:
      "Write a regular expression between slashes for patterns such as numbers with units. It ignores case and accents but sees punctuation, and it may match inside words (use \\b for a word boundary).",
    rules: "2: /\\d+(\\.\\d+)? ?m\\/s/",
    maxMarks: 2,
    answer: "Its speed is 12.5 m/s at the bottom.",
    score: 2,
    matchedLines: [1],
  },
  {
    title: "Deductions",
    explains: "A rule with negative points takes them away when the phrase appears, e.g. for a common confusion.",
    rules: "3: mitosis\n-1: meiosis",
    maxMarks: 3,
    answer: "Body cells divide by mitosis, not meiosis.",
    score: 2,
    matchedLines: [1, 2],
  },
  {
    title: "The total stays between 0 and the maximum",
    explains: "Deductions never take an answer below 0, and extra points never take it above the maximum marks.",
    rules: "-2: the sun goes around the earth\n2: newton\n2: force\n2: mass",
    maxMarks: 5,
    answer: "Newton: force equals mass times acceleration.",
    score: 5,
    matchedLines: [2, 3, 4],
  },
  {
    title: "Comments and blank lines",
    explains: "Lines starting with # are notes for markers and are ignored, as are blank lines.",
    rules: "# the key idea\n2: gravity\n\n# a common mistake\n-1: magnetism",
    maxMarks: 2,
    answer: "Gravity pulls the apple down.",
    score: 2,
    matchedLines: [2],
  },
];
