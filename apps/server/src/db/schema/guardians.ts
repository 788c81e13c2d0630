import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A guardian follows a ward (a student): reads their progress, results and subscriptions and
 * may act as them (issue #5, ADR 0029). Either side ends the link; deleting either account ends it.
 */
export const guardianLinks = pgTable(
  "guardian_links",
  {
    id: serial("id").primaryKey(),
    guardianId: integer("guardian_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    wardId: integer("ward_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("guardian_links_pair_key").on(t.guardianId, t.wardId),
    index("guardian_links_ward_idx").on(t.wardId),
  ],
);

/**
 * A student's emailed invitation. Only the SHA-256 of the link's token is stored; the link's
 * path (ward id, email, names) is what the spec fixes and is never enough on its own.
 */
export const guardianInvitations = pgTable(
  "guardian_invitations",
  {
    id: serial("id").primaryKey(),
    wardId: integer("ward_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The invited address, lower-cased; the accepting guardian's account must use it. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    /** A resend issues a new token (the old link stops working) and moves this and the expiry. */
    sentAt: ts("sent_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    acceptedAt: ts("accepted_at"),
    acceptedBy: integer("accepted_by").references(() => users.id, { onDelete: "set null" }),
    cancelledAt: ts("cancelled_at"),
  },
  (t) => [
    uniqueIndex("guardian_invitations_token_key").on(t.tokenHash),
    // One open invitation per ward and address.
    uniqueIndex("guardian_invitations_open_key")
      .on(t.wardId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.cancelledAt} is null`),
  ],
);
