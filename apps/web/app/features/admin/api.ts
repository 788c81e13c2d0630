import { MessageBody } from "@tq/contract/errors";
import type { ContactBody } from "@tq/contract/site";
import { api } from "../../lib/api.ts";

export const ADMIN_PATHS = {
  contactSite: "/api/admin/contactsite",
} as const;

export function sendContactMessage(body: ContactBody) {
  return api.post(ADMIN_PATHS.contactSite, MessageBody, body);
}
