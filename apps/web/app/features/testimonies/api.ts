import {
  ModerationList,
  MyTestimony,
  MyTestimonyAnswer,
  type TestimonyBody,
  type TestimonyDecision,
  type TestimonyStatus,
} from "@tq/contract/testimonies";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api.ts";

export const TESTIMONY_PATHS = {
  /** Read by home's server loader. */
  public: "/api/testimonies/public",
  mine: "/api/testimonies/mine",
  moderation: "/api/testimonies",
  decision: (id: number) => `/api/testimonies/${id}/decision`,
} as const;

const NoContent = z.null();

export function myTestimonyQuery() {
  return queryOptions({
    queryKey: ["testimonies", "mine"],
    queryFn: ({ signal }) => api.get(TESTIMONY_PATHS.mine, MyTestimonyAnswer, { signal }),
  });
}

/** The world director's list: one status, or everything with pending first. */
export function moderationQuery(status: TestimonyStatus | null) {
  return queryOptions({
    queryKey: ["testimonies", "moderation", status ?? "all"],
    queryFn: ({ signal }) =>
      api.get(`${TESTIMONY_PATHS.moderation}${status ? `?status=${status}` : ""}`, ModerationList, { signal }),
  });
}

export const submitTestimony = (body: TestimonyBody) => api.post(TESTIMONY_PATHS.mine, MyTestimony, body);
export const editTestimony = (body: TestimonyBody) => api.request("PATCH", TESTIMONY_PATHS.mine, MyTestimony, body);
export const withdrawTestimony = () => api.request("DELETE", TESTIMONY_PATHS.mine, NoContent);
export const decideTestimony = (id: number, decision: TestimonyDecision["decision"]) =>
  api.post(TESTIMONY_PATHS.decision(id), MyTestimony, { decision });
