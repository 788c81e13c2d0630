import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * The site manual for staff (manual, manualupdate): sections in order. The current title and
 * text are kept here too, so reading the manual is one query; every save also appends a
 * manual_revisions row (the history the world director restores from).
 */
export const manualSections = pgTable(
  "manual_sections",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    /** The sanitized source the editor loads. */
    bodyHtml: text("body_html").notNull().default(""),
    /** What staff read: sanitized, formulas rendered (ADR 0010), made at save time. */
    renderedHtml: text("rendered_html").notNull().default(""),
    position: integer("position").notNull().default(0),
    /** The number of the latest revision (1, 2, …): a save names the one it started from. */
    revision: integer("revision").notNull().default(1),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("manual_sections_position_idx").on(t.position)],
);

/** Every saved state of a section, never changed afterwards; a restore appends a copy. */
export const manualRevisions = pgTable(
  "manual_revisions",
  {
    id: serial("id").primaryKey(),
    sectionId: integer("section_id")
      .notNull()
      .references(() => manualSections.id, { onDelete: "cascade" }),
    /** 1, 2, … within the section. */
    number: integer("number").notNull(),
    title: text("title").notNull(),
    bodyHtml: text("body_html").notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The revision number this one copies, when it was made by a restore. */
    restoredFrom: integer("restored_from"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("manual_revisions_section_number_key").on(t.sectionId, t.number)],
);
