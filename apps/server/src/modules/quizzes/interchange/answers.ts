import type { OptionInput, PartialCredit, QuestionData } from "@tq/contract/quiz-questions";
import { parseRules } from "../grading/rules.ts";
import { escapeHtml, unwrapParagraph } from "./text-formats.ts";

/**
 * Answers as both formats weigh them (a fraction of the marks, -1…1), mapped to our question
 * types and back. The mapping is ADR 0018's; grading's semantics are in grading/grade.ts.
 */

export interface WeightedAnswer {
  html: string;
  /** 1 = full marks, 0 = wrong, negative = a deduction (Moodle's multiple-answer penalty). */
  weight: number;
  feedbackHtml: string;
}

const EPSILON = 1e-6;
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export const optionLabel = (position: number) => `${LETTERS[position] ?? String(position + 1)}.`;

/** A number without float noise (`0.30000000000000004` → `0.3`), as written in files. */
export const cleanNumber = (value: number) => Number(value.toPrecision(12));
export const formatNumber = (value: number) => String(cleanNumber(value));
/** A weight as Moodle writes a percentage (33.33333, -50, 100). */
export const formatPercent = (weight: number) => String(Number((weight * 100).toFixed(5)));

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
/** A number as both formats write it (Moodle's is_numeric: a dot, an optional exponent). */
export function readNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Moodle's single-answer multiple choice: the full-weight answers are right; partial weights cannot stay. */
export function singleOptions(answers: readonly WeightedAnswer[]): { options: OptionInput[]; notes: string[] } {
  const options = answers.map((a) => ({ html: a.html, correct: a.weight >= 1 - EPSILON, subOptions: [] }));
  const partial = answers.some((a) => Math.abs(a.weight) > EPSILON && a.weight < 1 - EPSILON);
  const notes = partial
    ? ["Partial or negative weights of answers were dropped: only a fully right answer scores."]
    : [];
  return { options, notes };
}

/**
 * Moodle's multiple-answer question: answers with a positive weight are right. Wrong answers
 * weighing nothing → proportional; all weighing -100% (with two or more right) → all or
 * nothing; other deductions → right minus wrong.
 */
export function multipleOptions(answers: readonly WeightedAnswer[]): {
  options: OptionInput[];
  partialCredit: PartialCredit;
  notes: string[];
} {
  const options = answers.map((a) => ({ html: a.html, correct: a.weight > EPSILON, subOptions: [] }));
  const right = answers.filter((a) => a.weight > EPSILON);
  const wrong = answers.filter((a) => a.weight <= EPSILON);
  let partialCredit: PartialCredit = "proportional";
  if (wrong.some((a) => a.weight < -EPSILON)) {
    const allOrNothing = right.length >= 2 && wrong.every((a) => a.weight <= -1 + EPSILON);
    partialCredit = allOrNothing ? "none" : "rightMinusWrong";
  }
  const weights = right.map((a) => a.weight);
  const unequal = weights.length > 1 && Math.max(...weights) - Math.min(...weights) > 0.01;
  const notes = unequal ? ["The right answers had different weights: here each right answer counts the same."] : [];
  return { options, partialCredit, notes };
}

/** The weights that make Moodle grade a multiple-select question as we do (the inverse of above). */
export function multipleWeights(q: { options: readonly { correct: boolean }[]; partialCredit: PartialCredit }) {
  const right = q.options.filter((o) => o.correct).length;
  const share = right > 0 ? 1 / right : 0;
  const wrongWeight = { proportional: 0, rightMinusWrong: -share, none: right >= 2 ? -1 : -share }[q.partialCredit];
  return q.options.map((o) => (o.correct ? share : wrongWeight));
}

/** Per-answer feedback has no place in our questions: it is listed after the general feedback. */
export function withFeedback(explanationHtml: string, items: readonly { label: string; feedbackHtml: string }[]) {
  const given = items.filter((i) => i.feedbackHtml.trim() !== "");
  if (given.length === 0) return explanationHtml;
  const list = given.map((i) => `<li><strong>${escapeHtml(i.label)}</strong> ${unwrapParagraph(i.feedbackHtml)}</li>`);
  return `${explanationHtml}<ul>${list.join("")}</ul>`;
}

export const FEEDBACK_NOTE = "Feedback written for particular answers was added to the general feedback.";

export interface ShortAnswer {
  text: string;
  weight: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A phrase the rule language reads as itself: no `|`, not `/…/` (a regex), something to match. */
const ruleSafe = (answer: string) =>
  !/[|\n]/.test(answer) &&
  !(answer.length > 1 && answer.startsWith("/") && answer.endsWith("/")) &&
  /[\p{L}\p{N}]/u.test(answer);

/**
 * Short-answer answers → keyword rules: one rule per weight, `points: answer | answer`; the
 * first fully right answer is the model answer. Answers the rule language cannot hold are dropped.
 */
export function schemeFromAnswers(answers: readonly ShortAnswer[], marks: number) {
  const groups = new Map<number, string[]>();
  const dropped: string[] = [];
  for (const { text, weight } of answers) {
    const answer = text.trim();
    const points = round2(Math.min(weight, 1) * marks);
    // `*` alone is Moodle's "any other answer" (for its feedback): worth nothing here.
    if (answer === "" || answer === "*" || points <= 0) continue;
    if (!ruleSafe(answer)) {
      dropped.push(answer);
      continue;
    }
    groups.set(points, [...(groups.get(points) ?? []), answer]);
  }
  const rules = [...groups].map(([points, alternatives]) => `${points}: ${alternatives.join(" | ")}`).join("\n");
  const model = answers.find((a) => a.weight >= 1 - EPSILON && !dropped.includes(a.text.trim()))?.text.trim();
  const notes = dropped.map((a) => `The answer “${a}” cannot be written as a keyword rule and was dropped.`);
  return { scheme: { modelAnswerHtml: model ? `<p>${escapeHtml(model)}</p>` : "", rules }, notes };
}

/**
 * Keyword rules → short answers (for export): each phrase of a positive rule becomes an answer
 * worth its points. Regular expressions and deductions have no equivalent; they are listed.
 */
export function answersFromScheme(q: Extract<QuestionData, { type: "short" | "subjective" }>): {
  answers: ShortAnswer[];
  lost: string[];
} {
  const { rules, errors } = parseRules(q.scheme.rules);
  const answers: ShortAnswer[] = [];
  const lost = errors.map((e) => `rule line ${e.line} (${e.message})`);
  for (const rule of rules) {
    if (rule.cents < 0) {
      lost.push(`the deduction on rule line ${rule.line}`);
      continue;
    }
    const weight = q.marks > 0 ? Math.min(rule.cents / 100 / q.marks, 1) : 0;
    for (const alternative of rule.alternatives) {
      if (alternative.view === "plain") lost.push(`the regular expression ${alternative.source}`);
      else answers.push({ text: alternative.source, weight });
    }
  }
  return { answers, lost };
}
