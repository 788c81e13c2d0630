import type { QuestionData } from "@tq/contract/quiz-questions";
import type { GradableQuestion, QuestionWithIds } from "../../../src/modules/quizzes/grading/grade.ts";

/**
 * Questions for the grading tests, written as stored questions (`QuestionWithIds`) and handed
 * to grading as `GradableQuestion`: the assignment below is the compile-time proof that a
 * stored question is gradable as it is.
 */
export const gradable = (q: QuestionWithIds): GradableQuestion => q;

const common = { stemHtml: "<p>Q</p>", explanationHtml: "", levelId: null, difficulty: 1 } as const;

type Opt = { id: number; correct: boolean; subOptions?: { id: number; correct: boolean }[] };
const options = (list: Opt[]) =>
  list.map((o) => ({
    id: o.id,
    html: `<p>${o.id}</p>`,
    correct: o.correct,
    subOptions: (o.subOptions ?? []).map((s) => ({ ...s, html: `<p>${s.id}</p>` })),
  }));

type Extra<T extends QuestionData["type"]> = Partial<Omit<Extract<QuestionData, { type: T }>, "type" | "options">>;

export const singleQ = (list: Opt[], extra: Extra<"single"> = {}) =>
  gradable({ type: "single", ...common, marks: 2, negativeMarks: 0.5, ...extra, options: options(list) });

export const multipleQ = (list: Opt[], extra: Extra<"multiple"> = {}) =>
  gradable({
    type: "multiple",
    ...common,
    marks: 3,
    negativeMarks: 1,
    partialCredit: "proportional",
    ...extra,
    options: options(list),
  });

export const trueFalseQ = (answer: boolean, extra: Extra<"truefalse"> = {}) =>
  gradable({ type: "truefalse", ...common, marks: 1, negativeMarks: 0.25, answer, ...extra });

export const numericQ = (answer: number, extra: Extra<"numeric"> = {}) =>
  gradable({ type: "numeric", ...common, marks: 2, negativeMarks: 0.5, answer, tolerance: 0, unit: "", ...extra });

export const schemeQ = (type: "short" | "subjective", rules: string, marks = 5) =>
  gradable({ type, ...common, marks, negativeMarks: 1, scheme: { modelAnswerHtml: "", rules } });

export const twoTierQ = (list: Opt[], extra: Extra<"twotier"> = {}) =>
  gradable({
    type: "twotier",
    ...common,
    marks: 4,
    negativeMarks: 1,
    firstTierMarks: 2.5,
    ...extra,
    options: options(list),
  });
