import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CountedQuiz, ReportComputed } from "@tq/contract/reports";
import { courses } from "./catalog.ts";
import { users } from "./users.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A published report's class view. `version` 2 (ADR 0043): class figures over the students who
 * sat a counted quiz, a not-sat student's total null. Absent: frozen before, figures over everyone
 * (modules/reports/frozen.ts reads both).
 */
export type FrozenClassView = Omit<ReportComputed, "students"> & { version?: number };

/**
 * Assessment reports (issue #6, ADR 0030). A draft stores only its settings and remarks and is
 * computed afresh on every read; publishing freezes the class view (`frozen`) and each student's
 * entry, so later attempts, releases or quiz edits never change a published report or its codes.
 */
export const assessmentReports = pgTable(
  "assessment_reports",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** UTC days, both included. */
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    /** The quizzes that count and their weights, in the order the report shows them. */
    counted: jsonb("counted").$type<CountedQuiz[]>().notNull(),
    /** "draft" or "published". */
    status: text("status").notNull().default("draft"),
    /** The class view as published (null while a draft); see FrozenClassView. */
    frozen: jsonb("frozen").$type<FrozenClassView>(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    publishedBy: integer("published_by").references(() => users.id, { onDelete: "set null" }),
    publishedAt: ts("published_at"),
  },
  (t) => [index("assessment_reports_course_idx").on(t.courseId, t.status)],
);

/**
 * One student's line of a report: the remark (drafts too), and once published the frozen scores
 * (percent per counted quiz, in `counted` order), weighted total, completion and verification code.
 */
export const reportEntries = pgTable(
  "report_entries",
  {
    reportId: integer("report_id")
      .notNull()
      .references(() => assessmentReports.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    remark: text("remark").notNull().default(""),
    /** The name as published (a later rename does not change a signed-off report). */
    studentName: text("student_name"),
    scores: jsonb("scores").$type<(number | null)[]>(),
    weightedTotal: numeric("weighted_total", { precision: 7, scale: 2, mode: "number" }),
    tutorialsCompleted: integer("tutorials_completed"),
    tutorialsTotal: integer("tutorials_total"),
    /** Set at publication; what checkresult takes (the alphabet of the attempts' codes). */
    verificationCode: text("verification_code"),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.userId] }),
    uniqueIndex("report_entries_code_idx").on(t.verificationCode),
    // myassessmentreport: a student's reports.
    index("report_entries_user_idx").on(t.userId),
  ],
);
