import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { courses } from "./catalog.ts";
import { users } from "./users.ts";

/**
 * Classrooms (issue #5, ADR 0027). A class is not a row of its own: it is a course and a tutor,
 * its students are the active subscriptions naming that tutor. Only what the tutor writes for
 * the class is stored.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A tutor's note to the class (sanitized rich HTML); each one is emailed to the students. */
export const classAnnouncements = pgTable(
  "class_announcements",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    tutorId: integer("tutor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who wrote it: the tutor, the course's owner or the world director. */
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Sanitized with formulas rendered (never edited, so no source is kept). */
    bodyHtml: text("body_html").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("class_announcements_class_idx").on(t.courseId, t.tutorId, t.createdAt)],
);

/** A scheduled live session of a class: online (link) or in a room (location), or both. */
export const classSessions = pgTable(
  "class_sessions",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    tutorId: integer("tutor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    startsAt: ts("starts_at").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    link: text("link"),
    location: text("location"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("class_sessions_class_idx").on(t.courseId, t.tutorId, t.startsAt)],
);

/**
 * A teaching-assistant invitation to an email with no teaching-assistant account yet. It waits
 * (the owner can cancel it) until that email belongs to a teaching assistant, then becomes a
 * course_staff row (ADR 0027).
 */
export const courseAssistantInvitations = pgTable(
  "course_assistant_invitations",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** Stored lower-cased and trimmed, like users.email. */
    email: text("email").notNull(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("course_assistant_invitations_key").on(t.courseId, t.email),
    index("course_assistant_invitations_email_idx").on(t.email),
  ],
);
