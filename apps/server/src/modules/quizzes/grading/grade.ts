import type { GradeResult, PartialCredit, QuestionData, ResponseValue } from "@tq/contract/quiz-questions";
import { markByScheme } from "./keywords.ts";
import { readNumber, withinTolerance } from "./numeric.ts";

/**
 * Grading (PRODUCT.md §3): a pure function of a question's answer key and a student's response.
 * No database, no clock; the attempt API builds the questions from its rows and stores the results.
 *
 * Rules every type follows:
 * - scores are computed in hundredths of a mark and come out with at most two decimals;
 * - an empty response (nothing picked, nothing typed) scores 0 and never loses marks;
 * - with negative marking, a WRONG objective answer (answered, not right, earning nothing) scores
 *   −negativeMarks; an answer earning partial credit keeps it;
 * - `correct` is true for full marks, false otherwise, and null when there is nothing to judge
 *   (an empty response, or a scheme with no rules yet).
 */

export interface GradableSubOption {
  id: number;
  correct: boolean;
}

export interface GradableOption {
  id: number;
  correct: boolean;
  /** Two-tier questions: the reasons offered once this option is picked. */
  subOptions: readonly GradableSubOption[];
}

interface Marking {
  marks: number;
  negativeMarks: number;
}

/**
 * A question as grading needs it: the answer key of a `QuestionData` whose options and
 * sub-options carry their database ids (the ids a response names). A full `QuestionWithIds`
 * is one; the attempt API may also build it from rows without the HTML, which grading never reads.
 */
export type GradableQuestion = Marking &
  (
    | { type: "single"; options: readonly GradableOption[] }
    | { type: "multiple"; options: readonly GradableOption[]; partialCredit: PartialCredit }
    | { type: "truefalse"; answer: boolean }
    | { type: "numeric"; answer: number; tolerance: number; unit: string }
    | { type: "short" | "subjective"; scheme: { rules: string } }
    | { type: "twotier"; options: readonly GradableOption[]; firstTierMarks: number }
  );

type WithOptionIds<Q> = Q extends { options: readonly (infer O)[] }
  ? Omit<Q, "options"> & {
      options: (Omit<O, "id" | "subOptions"> & { id: number; subOptions: (GradableSubOption & { html: string })[] })[];
    }
  : Q;

/** A stored question: the author's `QuestionData` with the ids of its options and sub-options. */
export type QuestionWithIds = WithOptionIds<QuestionData>;

export interface GradingOptions {
  /** The quiz deducts `negativeMarks` for a wrong objective answer. */
  negativeMarking: boolean;
  /** The quiz sends keyword-marked answers to a marker: their marks are provisional. */
  requiresReview: boolean;
}

const cents = (marks: number) => Math.round(marks * 100);

/** An objective question's outcome before negative marking: the cents earned, or null for no answer. */
interface Outcome {
  earned: number | null;
  correct: boolean;
  tiers?: { first: number; second: number };
}

function single(options: readonly GradableOption[], max: number, optionId: number | null): Outcome {
  if (optionId === null) return { earned: null, correct: false };
  const right = options.some((o) => o.id === optionId && o.correct);
  return { earned: right ? max : 0, correct: right };
}

function multiple(q: { options: readonly GradableOption[]; partialCredit: PartialCredit }, max: number, ids: number[]) {
  const picked = new Set(ids);
  if (picked.size === 0) return { earned: null, correct: false };
  const correctIds = q.options.filter((o) => o.correct).map((o) => o.id);
  const right = correctIds.filter((id) => picked.has(id)).length;
  // Ids that are not a correct option (a wrong option, or one the question no longer has) are wrong picks.
  const wrong = picked.size - right;
  const exact = right === correctIds.length && wrong === 0;
  // A question without a correct option cannot be answered right (the editor refuses to save one).
  if (correctIds.length === 0) return { earned: 0, correct: false };
  const earnedOf: Record<PartialCredit, () => number> = {
    none: () => (exact ? max : 0),
    // Correct picks over correct options; wrong picks cost nothing.
    proportional: () => Math.round((max * right) / correctIds.length),
    // Each right pick earns a share, each wrong pick takes one away; never below 0.
    rightMinusWrong: () => Math.round((max * Math.max(0, right - wrong)) / correctIds.length),
  };
  return { earned: earnedOf[q.partialCredit](), correct: exact };
}

function numeric(q: { answer: number; tolerance: number; unit: string }, max: number, text: string): Outcome {
  const reading = readNumber(text, q.unit);
  if (reading.kind === "empty") return { earned: null, correct: false };
  const right = reading.kind === "number" && withinTolerance(reading.value, q.answer, q.tolerance);
  return { earned: right ? max : 0, correct: right };
}

function twotier(
  q: { options: readonly GradableOption[]; firstTierMarks: number },
  max: number,
  r: { optionId: number | null; subOptionId: number | null },
): Outcome {
  if (r.optionId === null) return { earned: null, correct: false };
  const firstMax = Math.min(cents(q.firstTierMarks), max);
  const option = q.options.find((o) => o.id === r.optionId);
  // The reason only counts under the right answer option, and only one of THAT option's reasons.
  const first = option?.correct ? firstMax : 0;
  const second = option?.correct && option.subOptions.some((s) => s.id === r.subOptionId && s.correct);
  const secondEarned = second ? max - firstMax : 0;
  return {
    earned: first + secondEarned,
    correct: first === firstMax && second === true,
    tiers: { first: first / 100, second: secondEarned / 100 },
  };
}

function objective(q: GradableQuestion, r: ResponseValue, max: number): Outcome {
  if (q.type === "single" && r.type === "single") return single(q.options, max, r.optionId);
  if (q.type === "multiple" && r.type === "multiple") return multiple(q, max, r.optionIds);
  if (q.type === "truefalse" && r.type === "truefalse") {
    if (r.value === null) return { earned: null, correct: false };
    return { earned: r.value === q.answer ? max : 0, correct: r.value === q.answer };
  }
  if (q.type === "numeric" && r.type === "numeric") return numeric(q, max, r.text);
  if (q.type === "twotier" && r.type === "twotier") return twotier(q, max, r);
  // A response of another type answers nothing this question asked.
  return { earned: null, correct: false };
}

function byScheme(
  q: Extract<GradableQuestion, { scheme: unknown }>,
  response: ResponseValue | null,
  options: GradingOptions,
): GradeResult {
  const text = response && (response.type === "short" || response.type === "subjective") ? response.text : "";
  const base = { maxScore: q.marks, tiers: null };
  // A blank answer has nothing a marker could credit.
  if (text.trim() === "") return { ...base, score: 0, status: "graded", correct: null, matchedRules: [] };
  const mark = markByScheme(q.scheme.rules, text, q.marks);
  if (mark.ruleCount === 0) return { ...base, score: 0, status: "pending", correct: null, matchedRules: [] };
  return {
    ...base,
    score: mark.score,
    status: options.requiresReview ? "provisional" : "graded",
    correct: mark.score >= q.marks,
    matchedRules: mark.matchedRules,
  };
}

/** Grades one response (null: never answered). See the file comment for the rules. */
export function gradeQuestion(
  question: GradableQuestion,
  response: ResponseValue | null,
  options: GradingOptions,
): GradeResult {
  if (question.type === "short" || question.type === "subjective") return byScheme(question, response, options);
  const max = cents(question.marks);
  const outcome: Outcome = response ? objective(question, response, max) : { earned: null, correct: false };
  // Wrong: answered, not right, and earning nothing (partial credit is kept, never replaced).
  const wrong = outcome.earned === 0 && !outcome.correct;
  const penalty = options.negativeMarking && wrong ? cents(question.negativeMarks) : 0;
  const score = penalty > 0 ? -penalty : (outcome.earned ?? 0);
  return {
    score: score / 100,
    maxScore: max / 100,
    status: "graded",
    correct: outcome.earned === null ? null : outcome.correct,
    matchedRules: [],
    tiers: outcome.tiers ?? null,
  };
}

export interface AttemptGrade {
  total: number;
  max: number;
  /** total / max × 100, two decimals (0 for a quiz worth nothing). */
  percent: number;
  /** Some answer waits for a marker (provisional) or for a scheme (pending). */
  provisional: boolean;
  results: (GradeResult & { questionId: number })[];
}

/**
 * Grades a whole attempt: each question with its response (by question id; missing means
 * unanswered). The total is the plain sum, so negative marking may take it below 0.
 */
export function gradeAttempt(
  questions: readonly (GradableQuestion & { id: number })[],
  responses: ReadonlyMap<number, ResponseValue | null>,
  options: GradingOptions,
): AttemptGrade {
  const results = questions.map((q) => ({
    questionId: q.id,
    ...gradeQuestion(q, responses.get(q.id) ?? null, options),
  }));
  const total = results.reduce((sum, r) => sum + cents(r.score), 0);
  const max = results.reduce((sum, r) => sum + cents(r.maxScore), 0);
  return {
    total: total / 100,
    max: max / 100,
    percent: max > 0 ? Math.round((total * 10_000) / max) / 100 : 0,
    provisional: results.some((r) => r.status !== "graded"),
    results,
  };
}
