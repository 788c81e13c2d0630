import { queryOptions } from "@tanstack/react-query";
import { InboxMessage, InboxPage, type InboxQuery } from "@tq/contract/contact-inbox";
import { api } from "../../lib/api.ts";

/** The directors' contact inbox: a page of messages; open, answer, archive one. */
export const INBOX_PATHS = {
  list: "/api/contact-inbox",
  read: (id: number) => `/api/contact-inbox/${id}/read`,
  answer: (id: number) => `/api/contact-inbox/${id}/answer`,
  archive: (id: number) => `/api/contact-inbox/${id}/archive`,
} as const;

export const inboxKeys = {
  all: ["contact-inbox"] as const,
  list: (q: InboxQuery) => ["contact-inbox", q] as const,
};

export const inboxQuery = (q: InboxQuery) =>
  queryOptions({
    queryKey: inboxKeys.list(q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(q)) if (v !== undefined) params.set(k, String(v));
      const search = params.toString();
      return api.get(`${INBOX_PATHS.list}${search ? `?${search}` : ""}`, InboxPage, { signal });
    },
  });

export const openMessage = (id: number) => api.post(INBOX_PATHS.read(id), InboxMessage, {});
export const answerMessage = (id: number, text: string) => api.post(INBOX_PATHS.answer(id), InboxMessage, { text });
export const archiveMessage = (id: number, archived: boolean) =>
  api.post(INBOX_PATHS.archive(id), InboxMessage, { archived });
