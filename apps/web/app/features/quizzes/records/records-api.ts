import { queryOptions } from "@tanstack/react-query";
import type { QuizKind } from "@tq/contract/quizzes";
import { MyRecords, StaffRecords, StudentQuizAttempts, type StaffRecordsQuery } from "@tq/contract/quiz-records";
import { api } from "../../../lib/api.ts";
import { fetchFile } from "../../../lib/download.ts";
import { takingKeys } from "../taking/taking-api.ts";

/** Quiz records: the student's own, the markers' (paged, CSV), one student's attempts of a quiz. */
export const RECORDS_PATHS = {
  mine: (kind: QuizKind) => `/api/records/mine?kind=${kind}`,
  staff: "/api/records",
  csv: "/api/records.csv",
  studentAttempts: (userId: number, quizId: number) => `/api/marking/students/${userId}/quizzes/${quizId}/attempts`,
} as const;

export const recordsKeys = {
  // Under the taking keys: a submit refreshes the student's records with the rest.
  mine: (kind: QuizKind) => [...takingKeys.all, "records", kind] as const,
  staffAll: ["marking", "records"] as const,
  staff: (query: StaffRecordsQuery) => ["marking", "records", query] as const,
  studentAttempts: (userId: number, quizId: number) => ["marking", "student-attempts", userId, quizId] as const,
};

/** The filters as a query string (empty values left out), shared by the list and its CSV. */
export function recordsSearch(query: StaffRecordsQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== "") params.set(k, String(v));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export const myRecordsQuery = (kind: QuizKind) =>
  queryOptions({
    queryKey: recordsKeys.mine(kind),
    queryFn: ({ signal }) => api.get(RECORDS_PATHS.mine(kind), MyRecords, { signal }),
  });

export const staffRecordsQuery = (query: StaffRecordsQuery) =>
  queryOptions({
    queryKey: recordsKeys.staff(query),
    queryFn: ({ signal }) => api.get(`${RECORDS_PATHS.staff}${recordsSearch(query)}`, StaffRecords, { signal }),
  });

export const studentAttemptsQuery = (userId: number, quizId: number) =>
  queryOptions({
    queryKey: recordsKeys.studentAttempts(userId, quizId),
    queryFn: ({ signal }) => api.get(RECORDS_PATHS.studentAttempts(userId, quizId), StudentQuizAttempts, { signal }),
  });

/** The filtered records as a CSV file (every page); save it with `saveBlob`. */
export function fetchRecordsCsv(query: StaffRecordsQuery) {
  const { page: _page, ...filters } = query;
  return fetchFile(`${RECORDS_PATHS.csv}${recordsSearch(filters)}`, "text/csv", "quiz-records.csv");
}
