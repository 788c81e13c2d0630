import { StaffRecordsQuery } from "@tq/contract/quiz-records";

/** subjectrecordviewmanagement keeps its filters in the URL (a reload or Back keeps them). */

export const FILTER_KEYS = [
  "courseId",
  "kind",
  "quizId",
  "mode",
  "status",
  "q",
  "from",
  "to",
  "order",
  "page",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterValues = Partial<Record<FilterKey, string>>;

/** The URL's filters, each checked by the contract's own rule; one that does not pass is left out. */
export function filtersFrom(search: URLSearchParams): FilterValues {
  const out: FilterValues = {};
  for (const key of FILTER_KEYS) {
    const raw = search.get(key);
    if (raw === null || raw === "") continue;
    if (StaffRecordsQuery.shape[key].safeParse(raw).success) out[key] = raw;
  }
  return out;
}

/** The query the API takes (its strings are parsed again by the server). */
export function queryOf(f: FilterValues): StaffRecordsQuery {
  return {
    ...(f.courseId ? { courseId: Number(f.courseId) } : {}),
    ...(f.kind ? { kind: f.kind as "chapter" | "subject" } : {}),
    ...(f.quizId ? { quizId: Number(f.quizId) } : {}),
    ...(f.mode ? { mode: f.mode as "exam" | "practice" } : {}),
    ...(f.status ? { status: f.status as "in_progress" | "submitted" | "awaiting_marking" } : {}),
    ...(f.q ? { q: f.q } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
    ...(f.order === "oldest" ? { order: "oldest" as const } : {}),
    ...(f.page && f.page !== "1" ? { page: Number(f.page) } : {}),
  };
}

/**
 * The URL after one filter changes: any change but the page's goes back to page 1, and a new
 * course or kind forgets the quiz (it may not belong to them).
 */
export function withFilter(search: URLSearchParams, key: FilterKey, value: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === null || value === "") next.delete(key);
  else next.set(key, value);
  if (key !== "page") next.delete("page");
  if (key === "courseId" || key === "kind") next.delete("quizId");
  return next;
}
