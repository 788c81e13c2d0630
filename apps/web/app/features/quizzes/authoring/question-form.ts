import { optionLetter, questionProblems, type AuthoringQuestion } from "@tq/contract/quiz-authoring";
import {
  QuestionInput,
  type PartialCredit,
  type QuestionData,
  type QuestionType,
  type SubOptionInput,
} from "@tq/contract/quiz-questions";
import { issuesToErrors, numberOrNull } from "./form-values.ts";

/** One option row of the editor; `key` keeps its rich editor when rows are added or removed. */
export interface OptionValues {
  key: string;
  id?: number;
  html: string;
  correct: boolean;
  subOptions: SubOptionInput[];
}

/** The question editor's values: every type's fields, so switching type while creating keeps what was typed. */
export interface QuestionValues {
  type: QuestionType;
  /** The optional name lists and question banks use (ADR 0024); "" for none. */
  title: string;
  stemHtml: string;
  marks: number | string;
  negativeMarks: number | string;
  explanationHtml: string;
  /** A Select's value: the level id as text, or null for none. */
  levelId: string | null;
  difficulty: string;
  options: OptionValues[];
  partialCredit: PartialCredit;
  /** True/false: "true" or "false", null until chosen. */
  answer: string | null;
  numericAnswer: number | string;
  tolerance: number | string;
  unit: string;
  firstTierMarks: number | string;
  scheme: { modelAnswerHtml: string; rules: string };
}

let nextKey = 0;
export const newOptionKey = () => `new-${++nextKey}`;

export const emptyOption = (): OptionValues => ({ key: newOptionKey(), html: "", correct: false, subOptions: [] });

export const OPTION_TYPES: readonly QuestionType[] = ["single", "multiple", "twotier"];

/** The editor's starting values: a saved question, or a new one of `type`. */
export function valuesOf(question: AuthoringQuestion | null, type: QuestionType = "single"): QuestionValues {
  const base: QuestionValues = {
    type: question?.type ?? type,
    title: question?.title ?? "",
    stemHtml: question?.stemHtml ?? "",
    marks: question?.marks ?? 1,
    negativeMarks: question?.negativeMarks ?? 0,
    explanationHtml: question?.explanationHtml ?? "",
    levelId: question?.levelId ? String(question.levelId) : null,
    difficulty: String(question?.difficulty ?? 1),
    options: [emptyOption(), emptyOption()],
    partialCredit: "proportional",
    answer: null,
    numericAnswer: "",
    tolerance: 0,
    unit: "",
    firstTierMarks: "",
    scheme: { modelAnswerHtml: "", rules: "" },
  };
  if (!question) return base;
  switch (question.type) {
    case "single":
    case "multiple":
    case "twotier":
      base.options = question.options.map((o) => ({
        key: `saved-${o.id}`,
        id: o.id,
        html: o.html,
        correct: o.correct,
        subOptions: o.subOptions.map((s) => ({ id: s.id, html: s.html, correct: s.correct })),
      }));
      if (question.type === "multiple") base.partialCredit = question.partialCredit;
      if (question.type === "twotier") base.firstTierMarks = question.firstTierMarks;
      break;
    case "truefalse":
      base.answer = String(question.answer);
      break;
    case "numeric":
      base.numericAnswer = question.answer;
      base.tolerance = question.tolerance;
      base.unit = question.unit;
      break;
    case "short":
    case "subjective":
      base.scheme = { modelAnswerHtml: question.scheme.modelAnswerHtml, rules: question.scheme.rules };
      break;
  }
  return base;
}

/** The API body of the values' type (before validation: the contract's rules judge it). */
export function inputOf(v: QuestionValues): unknown {
  const common = {
    type: v.type,
    stemHtml: v.stemHtml,
    marks: numberOrNull(v.marks),
    negativeMarks: numberOrNull(v.negativeMarks) ?? 0,
    explanationHtml: v.explanationHtml,
    levelId: v.levelId === null ? null : Number(v.levelId),
    difficulty: Number(v.difficulty),
  };
  const options = v.options.map((o) => ({
    ...(o.id === undefined ? {} : { id: o.id }),
    html: o.html,
    correct: o.correct,
    subOptions: v.type === "twotier" ? o.subOptions : [],
  }));
  switch (v.type) {
    case "single":
      return { ...common, options };
    case "multiple":
      return { ...common, options, partialCredit: v.partialCredit };
    case "twotier":
      return { ...common, options, firstTierMarks: numberOrNull(v.firstTierMarks) };
    case "truefalse":
      return { ...common, answer: v.answer === null ? undefined : v.answer === "true" };
    case "numeric":
      return {
        ...common,
        answer: numberOrNull(v.numericAnswer) ?? undefined,
        tolerance: numberOrNull(v.tolerance) ?? 0,
        unit: v.unit,
      };
    case "short":
    case "subjective":
      return { ...common, scheme: v.scheme };
  }
}

/** Errors by the API's field paths as the editor's: a numeric answer lives in `numericAnswer`. */
export function editorErrors(type: QuestionType, errors: Readonly<Record<string, string>>): Record<string, string> {
  if (type !== "numeric" || errors.answer === undefined) return { ...errors };
  const { answer, ...rest } = errors;
  return { ...rest, numericAnswer: answer };
}

/** The question as the API takes it, or the problems by field path ("options.1.html"). */
export function checkQuestion(
  v: QuestionValues,
): { ok: true; input: QuestionData } | { ok: false; errors: Record<string, string> } {
  const parsed = QuestionInput.safeParse(inputOf(v));
  if (!parsed.success) return { ok: false, errors: editorErrors(v.type, issuesToErrors(parsed.error)) };
  const problems = questionProblems(parsed.data);
  if (Object.keys(problems).length > 0) return { ok: false, errors: editorErrors(v.type, problems) };
  return { ok: true, input: parsed.data };
}

/** Plain text of some HTML, for one-line summaries. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}

/** The list's one-line summary of a question's correct answer. */
export function correctSummary(q: AuthoringQuestion): string {
  const letters = (options: readonly { correct: boolean }[]) =>
    options
      .map((o, i) => (o.correct ? optionLetter(i) : null))
      .filter((x): x is string => x !== null)
      .join(", ");
  switch (q.type) {
    case "single":
    case "twotier":
    case "multiple": {
      const right = letters(q.options);
      return right ? `Correct: ${right}` : "No correct option yet";
    }
    case "truefalse":
      return `Correct: ${q.answer ? "True" : "False"}`;
    case "numeric":
      return `Correct: ${q.answer}${q.unit ? ` ${q.unit}` : ""}${q.tolerance > 0 ? ` ± ${q.tolerance}` : ""}`;
    case "short":
    case "subjective": {
      const rules = q.scheme.rules.split("\n").filter((l) => l.trim() !== "" && !l.trim().startsWith("#")).length;
      return rules === 0 ? "No marking rules yet" : `${rules} marking rule${rules === 1 ? "" : "s"}`;
    }
  }
}
