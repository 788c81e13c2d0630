import type { CatalogCourses, CourseOutline, ProgressAnswer, TutorialView } from "@tq/contract/catalog";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { asSent } from "../../lib/api-client.ts";
import { ApiError } from "../../lib/api-error.ts";

export const CATALOG_PATHS = {
  coursesForDisplay: "/api/admin/getcoursesfordisplay",
  catalog: "/api/catalog/courses",
  outline: (courseId: number) => `/api/catalog/courses/${courseId}/outline`,
  tutorial: (tutorialId: number) => `/api/tutorials/${tutorialId}`,
  progress: (tutorialId: number) => `/api/tutorials/${tutorialId}/progress`,
} as const;

/** A course's syllabus as the signed-in reader may see it (drafts for staff, completed marks). */
export function fetchOutline(courseId: number, signal?: AbortSignal) {
  return api.get(CATALOG_PATHS.outline(courseId), asSent<CourseOutline>(), signal ? { signal } : {});
}

/** One tutorial, with the reader's token: subscribers and staff get non-preview tutorials. */
export function fetchTutorial(tutorialId: number, signal?: AbortSignal) {
  return api.get(CATALOG_PATHS.tutorial(tutorialId), asSent<TutorialView>(), signal ? { signal } : {});
}

/**
 * readtutorial's staff preview of one tutorial (drafts included). A refusal or "not found" is
 * the answer, not a hiccup: only failures of the server are asked again.
 */
export function staffPreviewQuery(tutorialId: number | null) {
  return queryOptions({
    queryKey: ["catalog", "staff-preview", tutorialId],
    queryFn: ({ signal }) => fetchTutorial(tutorialId ?? 0, signal),
    enabled: tutorialId !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** Mark as complete (or not) for the signed-in reader. */
export function saveProgress(tutorialId: number, completed: boolean) {
  return api.request("PUT", CATALOG_PATHS.progress(tutorialId), asSent<ProgressAnswer>(), { completed });
}

/** Every published course with its subjects (the same for every reader). */
export function fetchCatalog(signal?: AbortSignal) {
  return api.get(CATALOG_PATHS.catalog, asSent<CatalogCourses>(), signal ? { signal } : {});
}
