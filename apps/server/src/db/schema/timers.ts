import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per periodic task (the attempt-deadline sweep…): the process whose UPDATE moves
 * `held_until` forward runs that round; the others skip it (ADR 0084).
 */
export const timerLeases = pgTable("timer_leases", {
  name: text("name").primaryKey(),
  heldUntil: timestamp("held_until", { withTimezone: true }).notNull(),
});
