import { CatalogCourses, CourseOutline, ProgressAnswer, TutorialView } from "@tq/contract/catalog";
import { api } from "../../lib/api.ts";

export const CATALOG_PATHS = {
  coursesForDisplay: "/api/admin/getcoursesfordisplay",
  catalog: "/api/catalog/courses",
  outline: (courseId: number) => `/api/catalog/courses/${courseId}/outline`,
  tutorial: (tutorialId: number) => `/api/tutorials/${tutorialId}`,
  progress: (tutorialId: number) => `/api/tutorials/${tutorialId}/progress`,
} as const;

/** A course's syllabus as the signed-in reader may see it (drafts for staff, completed marks). */
export function fetchOutline(courseId: number, signal?: AbortSignal) {
  return api.get(CATALOG_PATHS.outline(courseId), CourseOutline, signal ? { signal } : {});
}

/** One tutorial, with the reader's token: subscribers and staff get non-preview tutorials. */
export function fetchTutorial(tutorialId: number, signal?: AbortSignal) {
  return api.get(CATALOG_PATHS.tutorial(tutorialId), TutorialView, signal ? { signal } : {});
}

/** Mark as complete (or not) for the signed-in reader. */
export function saveProgress(tutorialId: number, completed: boolean) {
  return api.request("PUT", CATALOG_PATHS.progress(tutorialId), ProgressAnswer, { completed });
}

/** Every published course with its subjects (the same for every reader). */
export function fetchCatalog(signal?: AbortSignal) {
  return api.get(CATALOG_PATHS.catalog, CatalogCourses, signal ? { signal } : {});
}
