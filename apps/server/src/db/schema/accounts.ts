import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A pre-teacher's request to become a teacher (upgradetotutor). One pending application per
 * person at a time (partial unique index); decided ones stay as history.
 */
export const tutorApplications = pgTable(
  "tutor_applications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bio: text("bio").notNull(),
    qualifications: text("qualifications").notNull(),
    subjects: jsonb("subjects").$type<string[]>().notNull(),
    /** "pending", "approved" or "declined". */
    status: text("status").notNull().default("pending"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tutor_applications_one_pending")
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index("tutor_applications_status_idx").on(t.status, t.createdAt),
  ],
);

/** Organisations (schools, employers) the directors manage (mycompanies). */
export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** "school", "employer" or "other". */
    kind: text("kind").notNull(),
    /** A country director manages the companies of their country; the world director all. */
    country: text("country").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("companies_country_idx").on(t.country)],
);

export const companyMembers = pgTable(
  "company_members",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Free text: "Head teacher", "HR", "Pupil"… */
    position: text("position").notNull().default(""),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index("company_members_user_idx").on(t.userId)],
);
