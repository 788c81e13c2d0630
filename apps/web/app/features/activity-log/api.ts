import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { LogChoices, LogPage, type LogQuery } from "@tq/contract/activity-log";
import { api } from "../../lib/api.ts";
import { fetchFile } from "../../lib/download.ts";

/** View Log: the filtered log (keyset pages), the filters' choices, the CSV export. */
export const LOG_PATHS = {
  page: "/api/activity-log",
  choices: "/api/activity-log/choices",
  csv: "/api/activity-log.csv",
} as const;

export type LogFilterValues = Omit<LogQuery, "cursor" | "actingAs"> & { actingAs?: "true" };

/** The filters as a query string (empty values left out), shared by the list and its CSV. */
export function logSearch(filters: LogFilterValues, cursor?: number): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== "") params.set(k, String(v));
  if (cursor !== undefined) params.set("cursor", String(cursor));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export const logKeys = {
  all: ["activity-log"] as const,
  page: (filters: LogFilterValues) => ["activity-log", "entries", filters] as const,
  choices: ["activity-log", "choices"] as const,
};

/** Older pages follow the last entry's cursor ("Show older entries"). */
export const logEntriesQuery = (filters: LogFilterValues) =>
  infiniteQueryOptions({
    queryKey: logKeys.page(filters),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.get(`${LOG_PATHS.page}${logSearch(filters, pageParam)}`, LogPage, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const logChoicesQuery = () =>
  queryOptions({
    queryKey: logKeys.choices,
    queryFn: ({ signal }) => api.get(LOG_PATHS.choices, LogChoices, { signal }),
    staleTime: 60_000,
  });

/** The filtered log as a CSV file (every page up to the cap); save it with `saveBlob`. */
export function fetchLogCsv(filters: LogFilterValues) {
  return fetchFile(`${LOG_PATHS.csv}${logSearch(filters)}`, "text/csv", "activity-log.csv");
}

export const FILTER_KEYS = [
  "actor",
  "realActor",
  "action",
  "targetType",
  "targetId",
  "from",
  "to",
  "actingAs",
] as const;
export type LogFilterKey = (typeof FILTER_KEYS)[number];

/** The filters kept in the URL (so a filtered log can be bookmarked and shared). */
export function filtersFrom(search: URLSearchParams): LogFilterValues {
  const out: Record<string, string> = {};
  for (const k of FILTER_KEYS) {
    const v = search.get(k);
    if (v) out[k] = v;
  }
  if (out.actingAs !== undefined && out.actingAs !== "true") delete out.actingAs;
  return out as LogFilterValues;
}

/** Prefix choices ("contact.*") for every family of actions with more than one member. */
export function actionChoices(actions: readonly string[]): { value: string; label: string }[] {
  const families = new Map<string, number>();
  for (const a of actions) {
    const dot = a.indexOf(".");
    if (dot > 0) families.set(a.slice(0, dot), (families.get(a.slice(0, dot)) ?? 0) + 1);
  }
  const prefixes = [...families]
    .filter(([, n]) => n > 1)
    .map(([f]) => ({ value: `${f}.*`, label: `${f}.* (every ${f} action)` }));
  return [...prefixes, ...actions.map((a) => ({ value: a, label: a }))].sort((x, y) => x.value.localeCompare(y.value));
}
