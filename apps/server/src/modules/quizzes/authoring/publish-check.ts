import type { AuthoringQuestion } from "@tq/contract/quiz-authoring";
import type { AuthoringSection } from "@tq/contract/quizzes";
import { optionLetter } from "@tq/contract/quiz-authoring";

/** A scheme has rules when some line is neither blank nor a `#` comment (grading's language). */
const hasRules = (rules: string) => rules.split("\n").some((l) => l.trim() !== "" && !l.trim().startsWith("#"));

/** Why a question cannot be answered right, or null when it can. */
function questionProblem(q: AuthoringQuestion): string | null {
  switch (q.type) {
    case "single":
    case "multiple":
      return q.options.some((o) => o.correct) ? null : "has no correct answer";
    case "twotier": {
      if (!q.options.some((o) => o.correct)) return "has no correct answer";
      const i = q.options.findIndex((o) => o.subOptions.filter((s) => s.correct).length !== 1);
      return i < 0 ? null : `needs reasons with exactly one correct for option ${optionLetter(i)}`;
    }
    case "short":
      return hasRules(q.scheme.rules) ? null : "has no keyword rules to mark it by";
    case "subjective":
      return hasRules(q.scheme.rules) || q.scheme.modelAnswerHtml.trim() !== ""
        ? null
        : "has neither a model answer nor keyword rules";
    case "truefalse":
    case "numeric":
      return null;
  }
}

/**
 * What stops a quiz from being taken: no sections, an empty section, a question that cannot
 * be answered right, a selector whose pool is too small. Field key → message (empty: none).
 */
export function publishProblems(sections: readonly AuthoringSection[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (sections.length === 0) problems.sections = "Add a section with questions first.";
  for (const s of sections) {
    if (s.questions.length === 0 && s.selectors.length === 0) {
      problems[`sections.${s.id}`] = `Section "${s.title}" has no questions.`;
    }
    for (const [i, q] of s.questions.entries()) {
      const problem = questionProblem(q);
      if (problem) problems[`questions.${q.id}`] = `Question ${i + 1} of "${s.title}" ${problem}.`;
    }
    for (const [i, sel] of s.selectors.entries()) {
      if (sel.poolSize < sel.count) {
        problems[`selectors.${sel.id}`] =
          `Selector ${i + 1} of "${s.title}" draws ${sel.count} questions but only ${sel.poolSize} fit it.`;
      }
    }
  }
  return problems;
}
