import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { contactMessages } from "./site.ts";
import { users } from "./users.ts";

/**
 * A director's answer to a contact message, emailed to its sender (ADR 0035). A table of its
 * own rather than columns on contact_messages: a message can be answered more than once (a
 * follow-up), and each answer keeps who wrote it and when.
 */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    answeredBy: integer("answered_by").references(() => users.id, { onDelete: "set null" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_replies_message_idx").on(t.messageId, t.answeredAt)],
);
