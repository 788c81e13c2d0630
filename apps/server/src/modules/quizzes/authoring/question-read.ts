import type { AuthoredOption, AuthoringQuestion } from "@tq/contract/quiz-authoring";
import type { PartialCredit, QuestionData, QuestionType } from "@tq/contract/quiz-questions";
import type { Db } from "../../../db/client.ts";
import { questionRows, type QuestionRow, type SchemeRow } from "./question-repo.ts";

/** Questions read back: rows to the contract's AuthoringQuestion (answer keys included), and back to QuestionData. */

/** The questions of some sections, each section's in order, with their answer keys. */
export async function loadQuestions(
  db: Db,
  where: { sectionIds: readonly number[] } | { questionIds: readonly number[] },
): Promise<AuthoringQuestion[]> {
  const { rows, optionRows, subRows, schemeRows } = await questionRows(db, where);
  const optionsOfQuestion = (questionId: number): AuthoredOption[] =>
    optionRows
      .filter((o) => o.questionId === questionId)
      .map((o) => ({
        id: o.id,
        position: o.position,
        html: o.html,
        rendered: o.rendered,
        correct: o.correct,
        subOptions: subRows
          .filter((s) => s.optionId === o.id)
          .map((s) => ({ id: s.id, position: s.position, html: s.html, rendered: s.rendered, correct: s.correct })),
      }));
  return rows.map(({ q, quizId }) => {
    const scheme = schemeRows.find((s) => s.questionId === q.id);
    return presentQuestion(q, quizId, optionsOfQuestion(q.id), scheme);
  });
}

function presentQuestion(
  q: QuestionRow,
  quizId: number,
  options: AuthoredOption[],
  scheme: SchemeRow | undefined,
): AuthoringQuestion {
  const meta = {
    id: q.id,
    sectionId: q.sectionId,
    quizId,
    position: q.position,
    revision: q.revision,
    updatedAt: q.updatedAt.toISOString(),
    title: q.title,
    stemHtml: q.stemHtml,
    stemRendered: q.stemRendered,
    marks: q.marks,
    negativeMarks: q.negativeMarks,
    explanationHtml: q.explanationHtml,
    explanationRendered: q.explanationRendered,
    levelId: q.levelId,
    difficulty: q.difficulty,
  };
  const d = q.data;
  const type = q.type as QuestionType;
  switch (type) {
    case "single":
      return { ...meta, type, options };
    case "multiple":
      return { ...meta, type, options, partialCredit: (d.partialCredit ?? "proportional") as PartialCredit };
    case "truefalse":
      return { ...meta, type, answer: d.answer === true };
    case "numeric":
      return { ...meta, type, answer: Number(d.answer ?? 0), tolerance: d.tolerance ?? 0, unit: d.unit ?? "" };
    case "short":
    case "subjective":
      return {
        ...meta,
        type,
        scheme: {
          modelAnswerHtml: scheme?.modelAnswerHtml ?? "",
          modelAnswerRendered: scheme?.modelAnswerRendered ?? "",
          rules: scheme?.rules ?? "",
        },
      };
    case "twotier":
      return { ...meta, type, options, firstTierMarks: d.firstTierMarks ?? 0 };
  }
}

/** The contract's question (answer key included, and its bank title) from a stored one: duplicating, snapshots, export. */
export function dataOf(q: AuthoringQuestion): QuestionData & { title?: string } {
  const common = {
    ...(q.title === null ? {} : { title: q.title }),
    stemHtml: q.stemHtml,
    marks: q.marks,
    negativeMarks: q.negativeMarks,
    explanationHtml: q.explanationHtml,
    levelId: q.levelId,
    difficulty: q.difficulty,
  };
  const opts = (options: AuthoredOption[]) =>
    options.map((o) => ({
      html: o.html,
      correct: o.correct,
      subOptions: o.subOptions.map((s) => ({ html: s.html, correct: s.correct })),
    }));
  switch (q.type) {
    case "single":
      return { ...common, type: q.type, options: opts(q.options) };
    case "multiple":
      return { ...common, type: q.type, options: opts(q.options), partialCredit: q.partialCredit };
    case "truefalse":
      return { ...common, type: q.type, answer: q.answer };
    case "numeric":
      return { ...common, type: q.type, answer: q.answer, tolerance: q.tolerance, unit: q.unit };
    case "short":
    case "subjective":
      return { ...common, type: q.type, scheme: { modelAnswerHtml: q.scheme.modelAnswerHtml, rules: q.scheme.rules } };
    case "twotier":
      return { ...common, type: q.type, options: opts(q.options), firstTierMarks: q.firstTierMarks };
  }
}
