import { queryOptions, type QueryClient } from "@tanstack/react-query";
import {
  AuthoringChapter,
  AuthoringCourse,
  AuthoringCourseList,
  AuthoringLevel,
  AuthoringSubject,
  ChapterList,
  LevelList,
  SubjectList,
  type ChapterBody,
  type CourseCreateBody,
  type CourseUpdateBody,
  type LevelBody,
  type SubjectBody,
} from "@tq/contract/authoring";
import { MessageBody } from "@tq/contract/errors";
import { api } from "../../lib/api.ts";

/** Courses and their structure (subjects, levels, chapters) on the authoring API. */
export const AUTHORING_PATHS = {
  courses: "/api/authoring/courses",
  course: (courseId: number) => `/api/authoring/courses/${courseId}`,
  logo: (courseId: number) => `/api/authoring/courses/${courseId}/logo`,
  subjects: (courseId: number) => `/api/authoring/courses/${courseId}/subjects`,
  subjectOrder: (courseId: number) => `/api/authoring/courses/${courseId}/subjects/order`,
  subject: (subjectId: number) => `/api/authoring/subjects/${subjectId}`,
  levels: (subjectId: number) => `/api/authoring/subjects/${subjectId}/levels`,
  levelOrder: (subjectId: number) => `/api/authoring/subjects/${subjectId}/levels/order`,
  level: (levelId: number) => `/api/authoring/levels/${levelId}`,
  chapters: (subjectId: number) => `/api/authoring/subjects/${subjectId}/chapters`,
  chapterOrder: (subjectId: number) => `/api/authoring/subjects/${subjectId}/chapters/order`,
  chapter: (chapterId: number) => `/api/authoring/chapters/${chapterId}`,
} as const;

export const courseKeys = {
  all: ["authoring", "courses"] as const,
  one: (courseId: number) => ["authoring", "courses", courseId] as const,
};

/** The courses the caller may author, with counts and rights. */
export function authoringCoursesQuery() {
  return queryOptions({
    queryKey: courseKeys.all,
    queryFn: ({ signal }) => api.get(AUTHORING_PATHS.courses, AuthoringCourseList, { signal }),
  });
}

/** One course for editing, with its subjects, their levels and chapters. */
export function authoringCourseQuery(courseId: number) {
  return queryOptions({
    queryKey: courseKeys.one(courseId),
    queryFn: ({ signal }) => api.get(AUTHORING_PATHS.course(courseId), AuthoringCourse, { signal }),
  });
}

/**
 * After any authoring change: every authoring answer (lists, courses, the tutorial manager's
 * data) and what readers see of the catalogue may have changed.
 */
export function refreshAuthoring(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["authoring"] }),
    queryClient.invalidateQueries({ queryKey: ["catalog"] }),
  ]);
}

export const createCourse = (body: CourseCreateBody) => api.post(AUTHORING_PATHS.courses, AuthoringCourse, body);
export const updateCourse = (courseId: number, body: CourseUpdateBody) =>
  api.request("PATCH", AUTHORING_PATHS.course(courseId), AuthoringCourse, body);
export const deleteCourse = (courseId: number) => api.request("DELETE", AUTHORING_PATHS.course(courseId), MessageBody);
/** The server checks the file's real type and size, shrinks it and stores it as WebP. */
export const uploadLogo = (courseId: number, file: Blob) =>
  api.upload(AUTHORING_PATHS.logo(courseId), AuthoringCourse, "file", file);

export const createSubject = (courseId: number, body: SubjectBody) =>
  api.post(AUTHORING_PATHS.subjects(courseId), AuthoringSubject, body);
export const renameSubject = (subjectId: number, body: SubjectBody) =>
  api.request("PATCH", AUTHORING_PATHS.subject(subjectId), AuthoringSubject, body);
export const deleteSubject = (subjectId: number) =>
  api.request("DELETE", AUTHORING_PATHS.subject(subjectId), MessageBody);
export const reorderSubjects = (courseId: number, ids: number[]) =>
  api.request("PUT", AUTHORING_PATHS.subjectOrder(courseId), SubjectList, { ids });

export const createLevel = (subjectId: number, body: LevelBody) =>
  api.post(AUTHORING_PATHS.levels(subjectId), AuthoringLevel, body);
export const renameLevel = (levelId: number, body: LevelBody) =>
  api.request("PATCH", AUTHORING_PATHS.level(levelId), AuthoringLevel, body);
export const deleteLevel = (levelId: number) => api.request("DELETE", AUTHORING_PATHS.level(levelId), MessageBody);
export const reorderLevels = (subjectId: number, ids: number[]) =>
  api.request("PUT", AUTHORING_PATHS.levelOrder(subjectId), LevelList, { ids });

export const createChapter = (subjectId: number, body: ChapterBody) =>
  api.post(AUTHORING_PATHS.chapters(subjectId), AuthoringChapter, body);
export const renameChapter = (chapterId: number, body: ChapterBody) =>
  api.request("PATCH", AUTHORING_PATHS.chapter(chapterId), AuthoringChapter, body);
export const deleteChapter = (chapterId: number) =>
  api.request("DELETE", AUTHORING_PATHS.chapter(chapterId), MessageBody);
export const reorderChapters = (subjectId: number, ids: number[]) =>
  api.request("PUT", AUTHORING_PATHS.chapterOrder(subjectId), ChapterList, { ids });
