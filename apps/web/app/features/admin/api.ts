import { MessageBody } from "@tq/contract/errors";
import { ContactDetails, PersistentData, type ContactBody } from "@tq/contract/site";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

export const ADMIN_PATHS = {
  persistentData: "/api/admin/getpersistentdata",
  contactSite: "/api/admin/contactsite",
  contactDetails: "/api/site/contact",
} as const;

/** Countries and public settings; changes rarely, so it stays fresh for a while. */
export function persistentDataQuery() {
  return queryOptions({
    queryKey: ["admin", "persistent-data"],
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.persistentData, PersistentData, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function contactDetailsQuery() {
  return queryOptions({
    queryKey: ["admin", "contact-details"],
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.contactDetails, ContactDetails, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function sendContactMessage(body: ContactBody) {
  return api.post(ADMIN_PATHS.contactSite, MessageBody, body);
}
