import { queryOptions } from "@tanstack/react-query";
import type {
  AnswerSaved,
  AttemptResult,
  AttemptView,
  LatestAttempt,
  MyAttempts,
  VerifiedResult,
  AnswerSaveBody,
  AttemptMode,
  TakingMode,
} from "@tq/contract/quiz-attempts";
import type { AvailableQuizzes, ChapterPublishedQuizzes, QuizIntro } from "@tq/contract/quiz-catalog";
import { api } from "../../../lib/api.ts";
import { asSent } from "../../../lib/api-client.ts";

/** Taking quizzes (issue #4, ADR 0019): the student's list, attempts, answers, results, verification. */
export const TAKING_PATHS = {
  available: "/api/quizzes/available",
  chapterPublished: (chapterId: number) => `/api/quizzes/chapters/${chapterId}/published`,
  intro: (quizId: number) => `/api/quizzes/${quizId}/intro`,
  start: (quizId: number) => `/api/quizzes/${quizId}/attempts`,
  latest: (quizId: number, mode: TakingMode) => `/api/quizzes/${quizId}/attempts/latest?mode=${mode}`,
  myAttempts: (quizId: number) => `/api/quizzes/${quizId}/my-attempts`,
  attempt: (attemptId: number) => `/api/attempts/${attemptId}`,
  answer: (attemptId: number, questionKey: number) => `/api/attempts/${attemptId}/answers/${questionKey}`,
  submit: (attemptId: number) => `/api/attempts/${attemptId}/submit`,
  verify: (code: string) => `/api/results/verify/${encodeURIComponent(code)}`,
} as const;

export const takingKeys = {
  all: ["quizzes", "taking"] as const,
  available: ["quizzes", "taking", "available"] as const,
  chapterPublished: (chapterId: number) => ["quizzes", "taking", "chapter", chapterId] as const,
  intro: (quizId: number) => ["quizzes", "taking", "intro", quizId] as const,
  myAttempts: (quizId: number) => ["quizzes", "taking", "mine", quizId] as const,
};

/** The caller's quizzes; with a subject, that subject's only (subjectquizzesstudent). */
export const availableQuery = (subjectId?: number) =>
  queryOptions({
    queryKey: subjectId === undefined ? takingKeys.available : [...takingKeys.available, subjectId],
    queryFn: ({ signal }) =>
      api.get(
        subjectId === undefined ? TAKING_PATHS.available : `${TAKING_PATHS.available}?subjectId=${subjectId}`,
        asSent<AvailableQuizzes>(),
        { signal },
      ),
  });

export const chapterPublishedQuery = (chapterId: number) =>
  queryOptions({
    queryKey: takingKeys.chapterPublished(chapterId),
    queryFn: ({ signal }) =>
      api.get(TAKING_PATHS.chapterPublished(chapterId), asSent<ChapterPublishedQuizzes>(), { signal }),
  });

export const introQuery = (quizId: number) =>
  queryOptions({
    queryKey: takingKeys.intro(quizId),
    queryFn: ({ signal }) => api.get(TAKING_PATHS.intro(quizId), asSent<QuizIntro>(), { signal }),
  });

export function fetchMyAttempts(quizId: number, signal?: AbortSignal) {
  return api.get(TAKING_PATHS.myAttempts(quizId), asSent<MyAttempts>(), signal ? { signal } : {});
}

export const myAttemptsQuery = (quizId: number) =>
  queryOptions({
    queryKey: takingKeys.myAttempts(quizId),
    queryFn: ({ signal }) => fetchMyAttempts(quizId, signal),
  });

/**
 * The explicit "Start attempt" (the intro's buttons; the staff preview's page): the only call
 * that creates an attempt (ADR 0044). With one of that mode in progress it answers that one.
 */
export function startAttempt(quizId: number, mode: AttemptMode) {
  return api.request("POST", TAKING_PATHS.start(quizId), asSent<AttemptView>(), { mode });
}

/** What the player's URL reopens: the attempt in progress, else the latest result, else null. Never starts one. */
export async function fetchLatestAttempt(quizId: number, mode: TakingMode, signal?: AbortSignal) {
  return (await api.get(TAKING_PATHS.latest(quizId, mode), asSent<LatestAttempt>(), signal ? { signal } : {})).attempt;
}

export function fetchAttempt(attemptId: number, signal?: AbortSignal) {
  return api.get(TAKING_PATHS.attempt(attemptId), asSent<AttemptView>(), signal ? { signal } : {});
}

export function saveAnswer(attemptId: number, questionKey: number, body: AnswerSaveBody) {
  return api.request("PUT", TAKING_PATHS.answer(attemptId, questionKey), asSent<AnswerSaved>(), body);
}

export function submitAttempt(attemptId: number) {
  return api.request("POST", TAKING_PATHS.submit(attemptId), asSent<AttemptResult>());
}

export function verifyResult(code: string) {
  return api.get(TAKING_PATHS.verify(code), asSent<VerifiedResult>());
}
