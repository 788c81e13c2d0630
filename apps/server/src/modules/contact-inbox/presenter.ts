import { CONTACT_STATUSES, type ContactStatus, type InboxMessage } from "@tq/contract/contact-inbox";
import type { MessageRow, ReplyRow } from "./repo.ts";

/** Rows written before the inbox existed may hold another word: they show as new. */
export const statusOf = (s: string): ContactStatus =>
  (CONTACT_STATUSES as readonly string[]).includes(s) ? (s as ContactStatus) : "new";

export function presentMessage(m: MessageRow, replies: readonly ReplyRow[]): InboxMessage {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    country: m.country,
    subject: m.subject,
    message: m.message,
    status: statusOf(m.status),
    createdAt: m.createdAt.toISOString(),
    replies: replies
      .filter((r) => r.messageId === m.id)
      .map((r) => ({ id: r.id, body: r.body, answeredBy: r.answeredBy ?? "", answeredAt: r.answeredAt.toISOString() })),
  };
}
