import type { AuthoringQuestion } from "@tq/contract/quiz-authoring";
import type {
  AuthoringQuizSummary,
  AuthoringSection,
  AuthoringSelector,
  QuizKind,
  QuizStatus,
} from "@tq/contract/quizzes";
import type { QuizListRow } from "./quiz-repo.ts";
import type { SectionRow, SelectorRow } from "./section-repo.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentQuizSummary(q: QuizListRow): AuthoringQuizSummary {
  return {
    id: q.id,
    kind: q.kind as QuizKind,
    courseId: q.courseId,
    subjectId: q.subjectId,
    chapterId: q.chapterId,
    title: q.title,
    status: q.status as QuizStatus,
    position: q.position,
    timeLimitMinutes: q.timeLimitMinutes,
    attemptsAllowed: q.attemptsAllowed,
    passPercent: q.passPercent,
    availableFrom: iso(q.availableFrom),
    availableUntil: iso(q.availableUntil),
    sectionCount: q.sectionCount,
    questionCount: q.questionCount,
    revision: q.revision,
    updatedAt: q.updatedAt.toISOString(),
  };
}

export function presentQuizSettings(q: QuizListRow) {
  return {
    ...presentQuizSummary(q),
    instructionsHtml: q.instructionsHtml,
    instructionsRendered: q.instructionsRendered,
    shuffleQuestions: q.shuffleQuestions,
    shuffleOptions: q.shuffleOptions,
    negativeMarking: q.negativeMarking,
    releasePolicy: q.releasePolicy as "immediately" | "after_marking",
    requiresReview: q.requiresReview,
    publishedAt: iso(q.publishedAt),
  };
}

export function presentSelector(s: SelectorRow, poolSize: number): AuthoringSelector {
  return {
    id: s.id,
    sectionId: s.sectionId,
    count: s.count,
    chapterIds: s.chapterIds,
    levelIds: s.levelIds,
    difficultyMin: s.difficultyMin,
    difficultyMax: s.difficultyMax,
    position: s.position,
    poolSize,
  };
}

export function presentSection(
  s: SectionRow,
  questions: readonly AuthoringQuestion[],
  selectors: readonly AuthoringSelector[],
): AuthoringSection {
  return {
    id: s.id,
    quizId: s.quizId,
    title: s.title,
    instructionsHtml: s.instructionsHtml,
    instructionsRendered: s.instructionsRendered,
    position: s.position,
    questions: questions.filter((q) => q.sectionId === s.id),
    selectors: selectors.filter((x) => x.sectionId === s.id),
  };
}
