import { queryOptions } from "@tanstack/react-query";
import {
  AuthoringTutorial,
  SubjectTutorials,
  TutorialDraftAnswer,
  TutorialList,
  type OrderBody,
  type TutorialCreateBody,
  type TutorialDraftBody,
  type TutorialUpdateBody,
} from "@tq/contract/authoring";
import { z } from "zod";
import { api } from "../../lib/api.ts";

/** The tutorial side of the authoring API: the subject's tutorial manager and the editor. */
export const TUTORIAL_AUTHORING_PATHS = {
  subjectTutorials: (subjectId: number) => `/api/authoring/subjects/${subjectId}/tutorials`,
  chapterTutorials: (chapterId: number) => `/api/authoring/chapters/${chapterId}/tutorials`,
  chapterOrder: (chapterId: number) => `/api/authoring/chapters/${chapterId}/tutorials/order`,
  tutorial: (tutorialId: number) => `/api/authoring/tutorials/${tutorialId}`,
  draft: (tutorialId: number) => `/api/authoring/tutorials/${tutorialId}/draft`,
} as const;

export const tutorialKeys = {
  all: ["authoring", "tutorials"] as const,
  subject: (subjectId: number) => ["authoring", "tutorials", "subject", subjectId] as const,
  one: (tutorialId: number) => ["authoring", "tutorials", "one", tutorialId] as const,
};

/** A subject's chapters with all their tutorials (drafts too), for the tutorial manager. */
export function subjectTutorialsQuery(subjectId: number) {
  return queryOptions({
    queryKey: tutorialKeys.subject(subjectId),
    queryFn: ({ signal }) =>
      api.get(TUTORIAL_AUTHORING_PATHS.subjectTutorials(subjectId), SubjectTutorials, { signal }),
  });
}

/** One tutorial as the editor loads it (source HTML, autosaved draft, revision). */
export function authoringTutorialQuery(tutorialId: number) {
  return queryOptions({
    queryKey: tutorialKeys.one(tutorialId),
    queryFn: ({ signal }) => api.get(TUTORIAL_AUTHORING_PATHS.tutorial(tutorialId), AuthoringTutorial, { signal }),
    // The editor keeps its own copy while open: a background refetch must not reset it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function createTutorial(chapterId: number, body: TutorialCreateBody) {
  return api.post(TUTORIAL_AUTHORING_PATHS.chapterTutorials(chapterId), AuthoringTutorial, body);
}

export function updateTutorial(tutorialId: number, body: TutorialUpdateBody) {
  return api.request("PATCH", TUTORIAL_AUTHORING_PATHS.tutorial(tutorialId), AuthoringTutorial, body);
}

export function deleteTutorial(tutorialId: number) {
  return api.request("DELETE", TUTORIAL_AUTHORING_PATHS.tutorial(tutorialId), z.unknown());
}

export function reorderTutorials(chapterId: number, body: OrderBody) {
  return api.request("PUT", TUTORIAL_AUTHORING_PATHS.chapterOrder(chapterId), TutorialList, body);
}

/** Autosave: the work in progress beside the saved text (readers still see the saved text). */
export function saveDraft(tutorialId: number, body: TutorialDraftBody) {
  return api.request("PUT", TUTORIAL_AUTHORING_PATHS.draft(tutorialId), TutorialDraftAnswer, body);
}

export function discardDraft(tutorialId: number) {
  return api.request("DELETE", TUTORIAL_AUTHORING_PATHS.draft(tutorialId), z.unknown());
}
