import { z } from "zod";
import { CountryCode, Id } from "./fields.ts";

/**
 * The directors' contact inbox (contactus for staff, issue #6):
 * messages visitors sent through the Contact form, by country. A country director reads and
 * answers their own country's; the world director every country's.
 */

export const CONTACT_STATUSES = ["new", "read", "answered", "archived"] as const;
export const ContactStatus = z.enum(CONTACT_STATUSES, { error: "Choose new, read, answered or archived." });
export type ContactStatus = z.infer<typeof ContactStatus>;

/** How many messages one page of the inbox holds. */
export const INBOX_PAGE_SIZE = 25;

/** GET /api/contact-inbox */
export const InboxQuery = z.object({
  status: ContactStatus.optional(),
  /** The world director's country filter; a country director may only name their own. */
  country: CountryCode.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type InboxQuery = z.input<typeof InboxQuery>;
export type InboxFilters = z.output<typeof InboxQuery>;

export const InboxReply = z.object({
  id: z.number().int(),
  body: z.string(),
  answeredBy: z.string(),
  answeredAt: z.string(),
});
export type InboxReply = z.infer<typeof InboxReply>;

export const InboxMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  subject: z.string(),
  message: z.string(),
  status: ContactStatus,
  createdAt: z.string(),
  /** The answers emailed to the sender, oldest first. */
  replies: z.array(InboxReply),
});
export type InboxMessage = z.infer<typeof InboxMessage>;

export const InboxPage = z.object({
  messages: z.array(InboxMessage),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Messages per status in the caller's scope (and country filter), for the filter's badges. */
  counts: z.record(ContactStatus, z.number().int()),
});
export type InboxPage = z.infer<typeof InboxPage>;

export const InboxMessageParams = z.object({ id: Id });

/** POST /api/contact-inbox/{id}/answer: emailed to the sender as plain text. */
export const AnswerBody = z.object({
  text: z
    .string()
    .trim()
    .min(5, "Write an answer of at least 5 characters.")
    .max(10_000, "Keep the answer under 10,000 characters."),
});
export type AnswerBody = z.infer<typeof AnswerBody>;

/** POST /api/contact-inbox/{id}/archive */
export const ArchiveBody = z.object({ archived: z.boolean() });
export type ArchiveBody = z.infer<typeof ArchiveBody>;
