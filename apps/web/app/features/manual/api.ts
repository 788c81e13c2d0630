import {
  Manual,
  ManualHistory,
  ManualRevision,
  ManualSectionSource,
  type ManualSectionPatch,
  type NewManualSection,
} from "@tq/contract/manual";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api.ts";

export const MANUAL_PATHS = {
  manual: "/api/manual",
  sections: "/api/manual/sections",
  order: "/api/manual/sections/order",
  section: (id: number) => `/api/manual/sections/${id}`,
  history: (id: number) => `/api/manual/sections/${id}/revisions`,
  revision: (id: number, revisionId: number) => `/api/manual/sections/${id}/revisions/${revisionId}`,
  restore: (id: number, revisionId: number) => `/api/manual/sections/${id}/revisions/${revisionId}/restore`,
} as const;

const NoContent = z.null();

/** The whole manual, rendered (staff); Manage Manual lists the same sections. */
export function manualQuery() {
  return queryOptions({
    queryKey: ["manual"],
    queryFn: ({ signal }) => api.get(MANUAL_PATHS.manual, Manual, { signal }),
  });
}

/** One section's source for the editor (world director); always fresh, so a save starts from the latest revision. */
export function sectionSourceQuery(id: number) {
  return queryOptions({
    queryKey: ["manual", "source", id],
    queryFn: ({ signal }) => api.get(MANUAL_PATHS.section(id), ManualSectionSource, { signal }),
    staleTime: 0,
  });
}

export function historyQuery(id: number) {
  return queryOptions({
    queryKey: ["manual", "history", id],
    queryFn: ({ signal }) => api.get(MANUAL_PATHS.history(id), ManualHistory, { signal }),
  });
}

export function revisionQuery(id: number, revisionId: number) {
  return queryOptions({
    queryKey: ["manual", "revision", id, revisionId],
    queryFn: ({ signal }) => api.get(MANUAL_PATHS.revision(id, revisionId), ManualRevision, { signal }),
    staleTime: Infinity, // a revision never changes
  });
}

export const addSection = (body: NewManualSection) => api.post(MANUAL_PATHS.sections, ManualSectionSource, body);
export const saveSection = (id: number, patch: ManualSectionPatch) =>
  api.request("PATCH", MANUAL_PATHS.section(id), ManualSectionSource, patch);
export const deleteSection = (id: number) => api.request("DELETE", MANUAL_PATHS.section(id), NoContent);
export const reorderSections = (ids: number[]) => api.request("PUT", MANUAL_PATHS.order, Manual, { ids });
export const restoreRevision = (id: number, revisionId: number) =>
  api.post(MANUAL_PATHS.restore(id, revisionId), ManualSectionSource);
