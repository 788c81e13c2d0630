import { hrefTo } from "@tq/contract/paths";
import type { QuizKind } from "@tq/contract/quizzes";

/**
 * The question-editing screens come in a chapter and a subject copy (the spec's chapter… and
 * subject… routes); each links to the copy of its own kind.
 */

/** A section's questions (chaptersetquestions/… or subjectsetquestions/…), opened on a question if given. */
export function setQuestionsHref(
  kind: QuizKind,
  ids: { sectionId: number; quizId: number; subjectId: number },
  questionId?: number,
): string {
  const params = { sectionId: ids.sectionId, testId: ids.quizId, subjectId: ids.subjectId };
  const href = hrefTo(kind === "chapter" ? "chaptersetquestions" : "subjectsetquestions", params);
  return questionId === undefined ? href : `${href}?question=${questionId}`;
}

/** A two-tier option's reasons (chaptersuboptions/… or subjectsuboptions/…). */
export function subOptionsHref(kind: QuizKind, ids: { optionId: number; letter: string; subjectId: number }): string {
  const params = { answerId: ids.optionId, answerOption: ids.letter, subjectId: ids.subjectId };
  return hrefTo(kind === "chapter" ? "chaptersuboptions" : "subjectsuboptions", params);
}

/** A question's marking scheme (chaptersetscheme/… or subjectsetscheme/…). */
export function schemeHref(kind: QuizKind, questionId: number): string {
  return hrefTo(kind === "chapter" ? "chaptersetscheme" : "subjectsetscheme", { questionId });
}
