import type { ContactDetails, PersistentData } from "@tq/contract/site";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./api.ts";
import { asSent } from "./api-client.ts";

/** Site-wide data every part of the app reads: countries, public settings, the contact details. */
export const SITE_PATHS = {
  persistentData: "/api/admin/getpersistentdata",
  contactDetails: "/api/site/contact",
} as const;

/** Countries and public settings; changes rarely, so it stays fresh for a while. */
export function persistentDataQuery() {
  return queryOptions({
    queryKey: ["admin", "persistent-data"],
    queryFn: ({ signal }) => api.get(SITE_PATHS.persistentData, asSent<PersistentData>(), { signal }),
    staleTime: 10 * 60_000,
  });
}

export function contactDetailsQuery() {
  return queryOptions({
    queryKey: ["admin", "contact-details"],
    queryFn: ({ signal }) => api.get(SITE_PATHS.contactDetails, asSent<ContactDetails>(), { signal }),
    staleTime: 10 * 60_000,
  });
}
