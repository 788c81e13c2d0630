import { randomInt } from "node:crypto";
import type { AuthoredOption, AuthoringQuestion } from "@tq/contract/quiz-authoring";
import type { Db } from "../../../db/client.ts";
import type { AttemptQuestion } from "../../../db/schema/index.ts";
import type { GradableOption, GradableQuestion } from "../grading/grade.ts";
import type { QuizRow } from "./attempt-access.ts";
import { loadQuestions } from "../authoring/question-read.ts";
import { drawFromPool, listSections, listSelectors } from "../authoring/section-repo.ts";

/**
 * The frozen questions of a new attempt: each section's fixed questions, then what its
 * selectors draw at random from the pool, shuffled within the section and with shuffled
 * options when the quiz says so. Stored whole in the attempt (ADR 0019).
 */

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function gradable(q: AuthoringQuestion, options: AuthoredOption[]): GradableQuestion {
  const marking = { marks: q.marks, negativeMarks: q.negativeMarks };
  const keys: GradableOption[] = options.map((o) => ({
    id: o.id,
    correct: o.correct,
    subOptions: o.subOptions.map((s) => ({ id: s.id, correct: s.correct })),
  }));
  switch (q.type) {
    case "single":
      return { ...marking, type: q.type, options: keys };
    case "multiple":
      return { ...marking, type: q.type, options: keys, partialCredit: q.partialCredit };
    case "truefalse":
      return { ...marking, type: q.type, answer: q.answer };
    case "numeric":
      return { ...marking, type: q.type, answer: q.answer, tolerance: q.tolerance, unit: q.unit };
    case "short":
    case "subjective":
      return { ...marking, type: q.type, scheme: { rules: q.scheme.rules } };
    case "twotier":
      return { ...marking, type: q.type, options: keys, firstTierMarks: q.firstTierMarks };
  }
}

function freeze(q: AuthoringQuestion, key: number, sectionTitle: string, shuffleOptions: boolean): AttemptQuestion {
  const authored = "options" in q ? q.options : [];
  const options = shuffleOptions ? shuffled(authored) : authored;
  return {
    key,
    questionId: q.id,
    sectionId: q.sectionId,
    sectionTitle,
    stemHtml: q.stemRendered,
    explanationHtml: q.explanationRendered,
    modelAnswerHtml: "scheme" in q ? q.scheme.modelAnswerRendered : "",
    options: options.map((o) => ({
      id: o.id,
      html: o.rendered,
      subOptions: o.subOptions.map((s) => ({ id: s.id, html: s.rendered })),
    })),
    grading: gradable(q, options),
  };
}

/** Draws and freezes the questions of a new attempt of `quiz`. */
export async function buildSnapshot(db: Db, quiz: QuizRow): Promise<AttemptQuestion[]> {
  const sections = await listSections(db, quiz.id);
  const fixed = await loadQuestions(db, { sectionIds: sections.map((s) => s.id) });
  const selectors = await listSelectors(
    db,
    sections.map((s) => s.id),
  );
  const out: AttemptQuestion[] = [];
  const taken: number[] = [];
  for (const section of sections) {
    const picked = fixed.filter((q) => q.sectionId === section.id);
    for (const selector of selectors.filter((s) => s.sectionId === section.id)) {
      const ids = await drawFromPool(db, quiz.subjectId, selector, taken);
      taken.push(...ids);
      picked.push(...(await loadQuestions(db, { questionIds: ids })));
    }
    const ordered = quiz.shuffleQuestions ? shuffled(picked) : picked;
    // Drawn questions belong to other quizzes' sections: the attempt shows them under this one.
    for (const q of ordered) {
      out.push({ ...freeze(q, out.length + 1, section.title, quiz.shuffleOptions), sectionId: section.id });
    }
  }
  return out;
}
