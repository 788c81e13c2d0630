import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { courses } from "./catalog.ts";
import { countries } from "./site.ts";
import { users } from "./users.ts";

/**
 * A student's subscription to a course (issue #5 builds on it; ADR 0011). Active means
 * status 'active' and expires_at in the future. A course with active subscriptions cannot
 * be deleted (restrict), a deleted account takes its subscriptions with it (cascade).
 * A renewal is a new row pointing at the one it extends (ADR 0026).
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
    /** The subscription this one renews (its period starts at the later of payment and that expiry). */
    renewsId: integer("renews_id").references((): AnyPgColumn => subscriptions.id, { onDelete: "set null" }),
    /** The period bought, in months (the course's months at checkout). */
    months: integer("months").notNull().default(1),
  },
  (t) => [
    index("subscriptions_course_status_idx").on(t.courseId, t.status, t.expiresAt),
    index("subscriptions_user_idx").on(t.userId),
  ],
);

/**
 * What was charged for a subscription, frozen at checkout: later rate or price changes never
 * touch it (ADR 0026). `manual` payments stay pending until a director records a reference.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    /** "manual" or "demo" (modules/enrolment/payments/). */
    provider: text("provider").notNull(),
    /** "pending" or "paid". */
    status: text("status").notNull().default("pending"),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    /** The exchange rate used; null when the country's override price was charged. */
    exchangeRate: numeric("exchange_rate", { precision: 18, scale: 6 }),
    /** The student's country at checkout (whose director records a manual payment). */
    country: text("country"),
    reference: text("reference"),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    index("payments_status_country_idx").on(t.status, t.country),
    index("payments_subscription_idx").on(t.subscriptionId),
  ],
);

/** A country's own price for a course (set by its director, issue #6); wins over conversion. */
export const coursePrices = pgTable(
  "course_prices",
  {
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    country: text("country")
      .notNull()
      .references(() => countries.code, { onDelete: "cascade" }),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.country] })],
);
