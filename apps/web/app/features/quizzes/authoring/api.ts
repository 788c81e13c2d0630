import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { MessageBody } from "@tq/contract/errors";
import {
  AuthoringQuestion,
  MarkingScheme,
  SubOptionList,
  type QuestionCreateBody,
  type QuestionUpdateBody,
  type SchemeBody,
  type SubOptionsBody,
} from "@tq/contract/quiz-authoring";
import {
  AuthoringQuiz,
  AuthoringSection,
  AuthoringSelector,
  PoolSize,
  QuizList,
  SectionList,
  SelectorList,
  type SelectorBody,
  type SelectorUpdateBody,
  type QuizCreateBody,
  type QuizKind,
  type QuizStatus,
  type QuizUpdateBody,
  type SectionCreateBody,
  type SectionUpdateBody,
} from "@tq/contract/quizzes";
import { z } from "zod";
import { api } from "../../../lib/api.ts";

/** The quiz authoring API (/api/quizzes/…): quizzes, sections, questions and their parts. */
export const QUIZ_PATHS = {
  list: (kind: QuizKind, ownerId: number) =>
    kind === "chapter" ? `/api/quizzes/chapters/${ownerId}` : `/api/quizzes/subjects/${ownerId}`,
  quiz: (quizId: number) => `/api/quizzes/${quizId}`,
  status: (quizId: number) => `/api/quizzes/${quizId}/status`,
  sections: (quizId: number) => `/api/quizzes/${quizId}/sections`,
  sectionOrder: (quizId: number) => `/api/quizzes/${quizId}/sections/order`,
  section: (sectionId: number) => `/api/quizzes/sections/${sectionId}`,
  questionOrder: (sectionId: number) => `/api/quizzes/sections/${sectionId}/questions/order`,
  questions: "/api/quizzes/questions",
  question: (questionId: number) => `/api/quizzes/questions/${questionId}`,
  move: (questionId: number) => `/api/quizzes/questions/${questionId}/move`,
  duplicate: (questionId: number) => `/api/quizzes/questions/${questionId}/duplicate`,
  subOptions: (optionId: number) => `/api/quizzes/options/${optionId}/sub-options`,
  scheme: (questionId: number) => `/api/quizzes/questions/${questionId}/scheme`,
  selectors: (sectionId: number) => `/api/quizzes/sections/${sectionId}/selectors`,
  selector: (selectorId: number) => `/api/quizzes/selectors/${selectorId}`,
  pool: (sectionId: number) => `/api/quizzes/sections/${sectionId}/pool`,
} as const;

export const quizKeys = {
  all: ["quizzes", "authoring"] as const,
  list: (kind: QuizKind, ownerId: number) => ["quizzes", "authoring", "list", kind, ownerId] as const,
  quiz: (quizId: number) => ["quizzes", "authoring", "quiz", quizId] as const,
  question: (questionId: number) => ["quizzes", "authoring", "question", questionId] as const,
  subOptions: (optionId: number) => ["quizzes", "authoring", "sub-options", optionId] as const,
  scheme: (questionId: number) => ["quizzes", "authoring", "scheme", questionId] as const,
  selectors: (sectionId: number) => ["quizzes", "authoring", "selectors", sectionId] as const,
};

/** A chapter's (or subject's) quizzes, with the course, subject and chapter they belong to. */
export function quizListQuery(kind: QuizKind, ownerId: number) {
  return queryOptions({
    queryKey: quizKeys.list(kind, ownerId),
    queryFn: ({ signal }) => api.get(QUIZ_PATHS.list(kind, ownerId), QuizList, { signal }),
  });
}

/** One quiz with its settings, sections and questions (answer keys included). */
export function quizQuery(quizId: number) {
  return queryOptions({
    queryKey: quizKeys.quiz(quizId),
    queryFn: ({ signal }) => api.get(QUIZ_PATHS.quiz(quizId), AuthoringQuiz, { signal }),
  });
}

/** One question as the editor loads it; the editor keeps its own copy while open. */
export function questionQuery(questionId: number) {
  return queryOptions({
    queryKey: quizKeys.question(questionId),
    queryFn: ({ signal }) => api.get(QUIZ_PATHS.question(questionId), AuthoringQuestion, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function subOptionsQuery(optionId: number) {
  return queryOptions({
    queryKey: quizKeys.subOptions(optionId),
    queryFn: ({ signal }) => api.get(QUIZ_PATHS.subOptions(optionId), SubOptionList, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function schemeQuery(questionId: number) {
  return queryOptions({
    queryKey: quizKeys.scheme(questionId),
    queryFn: ({ signal }) => api.get(QUIZ_PATHS.scheme(questionId), MarkingScheme, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** A subject-quiz section's selectors, each with the size of the pool it draws from now. */
export function selectorsQuery(sectionId: number) {
  return queryOptions({
    queryKey: quizKeys.selectors(sectionId),
    queryFn: ({ signal }) => api.get(QUIZ_PATHS.selectors(sectionId), SelectorList, { signal }),
  });
}

/** After any quiz change: lists (counts), the quiz tree and open questions may all have changed. */
export const refreshQuizzes = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: quizKeys.all });

export const createQuiz = (kind: QuizKind, ownerId: number, body: QuizCreateBody) =>
  api.post(QUIZ_PATHS.list(kind, ownerId), AuthoringQuiz, body);
export const updateQuiz = (quizId: number, body: QuizUpdateBody) =>
  api.request("PATCH", QUIZ_PATHS.quiz(quizId), AuthoringQuiz, body);
export const setQuizStatus = (quizId: number, status: QuizStatus) =>
  api.request("PUT", QUIZ_PATHS.status(quizId), AuthoringQuiz, { status });
export const deleteQuiz = (quizId: number) => api.request("DELETE", QUIZ_PATHS.quiz(quizId), MessageBody);

export const createSection = (quizId: number, body: SectionCreateBody) =>
  api.post(QUIZ_PATHS.sections(quizId), AuthoringSection, body);
export const updateSection = (sectionId: number, body: SectionUpdateBody) =>
  api.request("PATCH", QUIZ_PATHS.section(sectionId), AuthoringSection, body);
export const deleteSection = (sectionId: number) => api.request("DELETE", QUIZ_PATHS.section(sectionId), MessageBody);
export const reorderSections = (quizId: number, ids: number[]) =>
  api.request("PUT", QUIZ_PATHS.sectionOrder(quizId), SectionList, { ids });

export const createQuestion = (body: QuestionCreateBody) => api.post(QUIZ_PATHS.questions, AuthoringQuestion, body);
export const updateQuestion = (questionId: number, body: QuestionUpdateBody) =>
  api.request("PUT", QUIZ_PATHS.question(questionId), AuthoringQuestion, body);
export const deleteQuestion = (questionId: number) =>
  api.request("DELETE", QUIZ_PATHS.question(questionId), MessageBody);
export const reorderQuestions = (sectionId: number, ids: number[]) =>
  api.request("PUT", QUIZ_PATHS.questionOrder(sectionId), z.object({ questions: z.array(AuthoringQuestion) }), {
    ids,
  });
export const moveQuestion = (questionId: number, sectionId: number) =>
  api.post(QUIZ_PATHS.move(questionId), AuthoringQuestion, { sectionId });
export const duplicateQuestion = (questionId: number) =>
  api.post(QUIZ_PATHS.duplicate(questionId), AuthoringQuestion, {});

export const saveSubOptions = (optionId: number, body: SubOptionsBody) =>
  api.request("PUT", QUIZ_PATHS.subOptions(optionId), SubOptionList, body);
export const saveScheme = (questionId: number, body: SchemeBody) =>
  api.request("PUT", QUIZ_PATHS.scheme(questionId), MarkingScheme, body);

export const createSelector = (sectionId: number, body: SelectorBody) =>
  api.post(QUIZ_PATHS.selectors(sectionId), AuthoringSelector, body);
export const updateSelector = (selectorId: number, body: SelectorUpdateBody) =>
  api.request("PATCH", QUIZ_PATHS.selector(selectorId), AuthoringSelector, body);
export const deleteSelector = (selectorId: number) =>
  api.request("DELETE", QUIZ_PATHS.selector(selectorId), MessageBody);
/** How many questions an unsaved selector could draw from now. */
export const previewPool = (sectionId: number, body: SelectorBody, signal?: AbortSignal) =>
  api.post(QUIZ_PATHS.pool(sectionId), PoolSize, body, signal ? { signal } : {});
