import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    /** Plain-text teaser for cards; the rich description is sanitized HTML. */
    summary: text("summary").notNull().default(""),
    descriptionHtml: text("description_html").notNull().default(""),
    logoUrl: text("logo_url"),
    /** Price in the platform's base currency, integer minor units. */
    basePriceMinor: integer("base_price_minor").notNull(),
    months: integer("months").notNull(),
    status: text("status").notNull().default("draft"),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id),
    /** The world director's order for `home` (lower first). */
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("courses_order_idx").on(t.status, t.displayOrder)],
);

/** Who runs a course besides its owner: tutors (teachers with classes) and teaching assistants. */
export const courseStaff = pgTable(
  "course_staff",
  {
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "tutor" or "assistant". */
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId, t.role] }), index("course_staff_user_idx").on(t.userId)],
);

export const subjects = pgTable(
  "subjects",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Order within the course (drag and drop). */
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subjects_course_idx").on(t.courseId, t.position)],
);

/** A subject's levels ("Foundation", "Intermediate", …), ordered. */
export const levels = pgTable(
  "levels",
  {
    id: serial("id").primaryKey(),
    subjectId: integer("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("levels_subject_idx").on(t.subjectId, t.position)],
);

/** Numbered chapters of a subject. */
export const chapters = pgTable(
  "chapters",
  {
    id: serial("id").primaryKey(),
    subjectId: integer("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    title: text("title").notNull(),
  },
  (t) => [uniqueIndex("chapters_subject_number_key").on(t.subjectId, t.number)],
);

export const tutorials = pgTable(
  "tutorials",
  {
    id: serial("id").primaryKey(),
    chapterId: integer("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "cascade" }),
    levelId: integer("level_id").references(() => levels.id, { onDelete: "set null" }),
    /** The spec's "topic": the tutorial's title. */
    topic: text("topic").notNull(),
    /** 1 easy … 5 hard. */
    difficulty: integer("difficulty").notNull().default(1),
    /** Order within the chapter; previous/next follow it. */
    position: integer("position").notNull().default(0),
    freePreview: boolean("free_preview").notNull().default(false),
    status: text("status").notNull().default("draft"),
    /** The author's HTML after sanitizing (the editor's source of truth). */
    bodyHtml: text("body_html").notNull().default(""),
    /** What readers get: sanitized HTML with KaTeX and diagram images added. */
    renderedHtml: text("rendered_html").notNull().default(""),
    /** Autosaved work in progress (sanitized), newer than body_html; readers never see it. */
    draftHtml: text("draft_html"),
    draftSavedAt: timestamp("draft_saved_at", { withTimezone: true }),
    /** Bumps on every save of the body: an editor saving from an older revision is refused. */
    revision: integer("revision").notNull().default(1),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tutorials_chapter_idx").on(t.chapterId, t.position)],
);

export const tutorialProgress = pgTable(
  "tutorial_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tutorialId: integer("tutorial_id")
      .notNull()
      .references(() => tutorials.id, { onDelete: "cascade" }),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tutorialId] })],
);

/** Students ask, staff answer (parentId), staff can hide. */
export const tutorialComments = pgTable(
  "tutorial_comments",
  {
    id: serial("id").primaryKey(),
    tutorialId: integer("tutorial_id")
      .notNull()
      .references(() => tutorials.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parentId: integer("parent_id"),
    body: text("body").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tutorial_comments_tutorial_idx").on(t.tutorialId, t.createdAt)],
);
