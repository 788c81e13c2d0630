import {
  MarkResult,
  MarkingTotals,
  MarkingQueue,
  ReleaseResult,
  StaffAttempt,
  type MarkBody,
  type MarkingQueueQuery,
} from "@tq/contract/quiz-marking";
import { api } from "../../../lib/api.ts";

/** The marking API (ADR 0020): the queue of short and subjective answers, marks, release. */
export const MARKING_PATHS = {
  queue: "/api/marking/queue",
  mark: (attemptId: number, questionKey: number) => `/api/marking/answers/${attemptId}/${questionKey}`,
  release: (quizId: number) => `/api/marking/quizzes/${quizId}/release`,
  attempt: (attemptId: number) => `/api/marking/attempts/${attemptId}`,
  regrade: (attemptId: number) => `/api/marking/attempts/${attemptId}/regrade`,
} as const;

export const markingKeys = {
  all: ["marking"] as const,
  queue: (query: MarkingQueueQuery) => ["marking", "queue", query] as const,
  attempt: (attemptId: number) => ["marking", "attempt", attemptId] as const,
};

function queueUrl(query: MarkingQueueQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== "") params.set(k, String(v));
  const search = params.toString();
  return search ? `${MARKING_PATHS.queue}?${search}` : MARKING_PATHS.queue;
}

/** One page of the queue (`cursor`: the previous page's nextCursor). */
export const fetchMarkingQueue = (query: MarkingQueueQuery, signal?: AbortSignal) =>
  api.get(queueUrl(query), MarkingQueue, signal ? { signal } : {});

export const markAnswer = (attemptId: number, questionKey: number, body: MarkBody) =>
  api.request("PUT", MARKING_PATHS.mark(attemptId, questionKey), MarkResult, body);

export const releaseResults = (quizId: number) => api.post(MARKING_PATHS.release(quizId), ReleaseResult, {});

/** A student's attempt as the course's markers read it (adminsavedquiz). */
export const fetchStaffAttempt = (attemptId: number, signal?: AbortSignal) =>
  api.get(MARKING_PATHS.attempt(attemptId), StaffAttempt, signal ? { signal } : {});

/** Grades a submitted attempt again with its questions' current schemes (markers' scores are kept). */
export const regradeAttempt = (attemptId: number) => api.post(MARKING_PATHS.regrade(attemptId), MarkingTotals, {});
