import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { courses } from "./catalog.ts";
import { users } from "./users.ts";

/**
 * A student's subscription to a course (issue #5 builds on it; ADR 0011). Active means
 * status 'active' and expires_at in the future. A course with active subscriptions cannot
 * be deleted (restrict), a deleted account takes its subscriptions with it (cascade).
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    /** The tutor whose classroom the student joined, if any. */
    tutorId: integer("tutor_id").references(() => users.id, { onDelete: "set null" }),
    /** "pending" (awaiting payment), "active" or "cancelled". */
    status: text("status").notNull().default("pending"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_course_status_idx").on(t.courseId, t.status, t.expiresAt),
    index("subscriptions_user_idx").on(t.userId),
  ],
);
