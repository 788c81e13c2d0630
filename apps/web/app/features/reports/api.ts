import { queryOptions } from "@tanstack/react-query";
import {
  ReportComputed,
  ReportCourse,
  ReportCourses,
  ReportDetail,
  StudentReports,
  VerifiedReport,
  type ReportDraftBody,
  type ReportSettings,
} from "@tq/contract/reports";
import { z } from "zod";
import { api } from "../../lib/api.ts";
import { fetchFile, saveBlob } from "../../lib/download.ts";

/** Assessment reports (issue #6): the generator, publication, a student's reports, the code check. */

export const REPORT_PATHS = {
  courses: "/api/reports/courses",
  course: (courseId: number) => `/api/reports/courses/${courseId}`,
  preview: (courseId: number) => `/api/reports/courses/${courseId}/preview`,
  create: (courseId: number) => `/api/reports/courses/${courseId}/reports`,
  report: (id: number) => `/api/reports/${id}`,
  publish: (id: number) => `/api/reports/${id}/publish`,
  csv: (id: number) => `/api/reports/${id}/csv`,
  student: (userId: number, courseId: number) => `/api/reports/students/${userId}/courses/${courseId}`,
  verify: (code: string) => `/api/reports/verify/${encodeURIComponent(code)}`,
} as const;

/** assessment: the courses the caller reports on, with their reports. */
export function reportCoursesQuery() {
  return queryOptions({
    queryKey: ["reports", "courses"],
    queryFn: ({ signal }) => api.get(REPORT_PATHS.courses, ReportCourses, { signal }),
  });
}

/** reportgenerator: the course's quizzes and earlier reports. */
export function reportCourseQuery(courseId: number) {
  return queryOptions({
    queryKey: ["reports", "course", courseId],
    queryFn: ({ signal }) => api.get(REPORT_PATHS.course(courseId), ReportCourse, { signal }),
  });
}

/** One saved report (a draft computed now, a published one as published). */
export function reportQuery(id: number) {
  return queryOptions({
    queryKey: ["reports", "report", id],
    queryFn: ({ signal }) => api.get(REPORT_PATHS.report(id), ReportDetail, { signal }),
  });
}

/** The table for settings not saved yet (recomputed as the period, quizzes or weights change). */
export function previewQuery(courseId: number, settings: ReportSettings) {
  return queryOptions({
    queryKey: ["reports", "preview", courseId, settings],
    queryFn: ({ signal }) => api.post(REPORT_PATHS.preview(courseId), ReportComputed, settings, { signal }),
  });
}

/** myassessmentreport: a student's published reports of a course. */
export function studentReportsQuery(userId: number, courseId: number) {
  return queryOptions({
    queryKey: ["reports", "student", userId, courseId],
    queryFn: ({ signal }) => api.get(REPORT_PATHS.student(userId, courseId), StudentReports, { signal }),
  });
}

export const createReport = (courseId: number, body: ReportDraftBody) =>
  api.post(REPORT_PATHS.create(courseId), ReportDetail, body);
export const updateReport = (id: number, body: ReportDraftBody) =>
  api.request("PUT", REPORT_PATHS.report(id), ReportDetail, body);
export const deleteReport = (id: number) => api.request("DELETE", REPORT_PATHS.report(id), z.null());
export const publishReport = (id: number) => api.post(REPORT_PATHS.publish(id), ReportDetail);
export const verifyReport = (code: string) => api.get(REPORT_PATHS.verify(code), VerifiedReport);

/** The class CSV of a saved report, saved through the browser's download. */
export async function downloadReportCsv(id: number): Promise<void> {
  const { blob, fileName } = await fetchFile(REPORT_PATHS.csv(id), "text/csv", `assessment-report-${id}.csv`);
  saveBlob(blob, fileName);
}
