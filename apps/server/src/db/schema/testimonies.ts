import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Testimonies: one per user (plain text, optional 1–5 rating), shown on `home` once the world
 * director approves. Status: pending → approved | rejected; approved → unpublished → approved.
 */
export const testimonies = pgTable(
  "testimonies",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Plain text as typed; never HTML (pages show it as text). */
    text: text("text").notNull(),
    rating: integer("rating"),
    status: text("status").notNull().default("pending"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("testimonies_user_key").on(t.userId), index("testimonies_status_idx").on(t.status, t.decidedAt)],
);
