import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** Who did what, when, from where, as whom: actor is the effective user, realActor who acted. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    realActorId: integer("real_actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    ip: text("ip"),
    details: jsonb("details").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
    // View Log's filters (ADR 0034): each walks its index newest first instead of scanning the log.
    index("audit_log_real_actor_idx").on(t.realActorId, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.createdAt),
  ],
);

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The last failure's message (kept after a later success: what the retries overcame). */
    error: text("error"),
    // Delivery as a durable job (ADR 0083): the unmasked text waits here only until the email is
    // sent or given up; any process's worker claims a due row by one UPDATE (claimed_until).
    liveText: text("live_text"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [
    index("email_outbox_to_idx").on(t.toAddress, t.createdAt),
    // The worker's poll reads only the rows still to deliver.
    index("email_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.liveText} is not null`),
  ],
);
