import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
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
import type { MatchedRule, ResponseValue } from "@tq/contract/quiz-questions";
import type { GradableQuestion } from "../../modules/quizzes/grading/grade.ts";
import { quizzes } from "./quizzes.ts";
import { users } from "./users.ts";

/**
 * Quiz attempts (issue #4, ADR 0019). An attempt freezes the questions it drew (answer keys and
 * display HTML, in the order the student sees them), so editing or deleting questions after the
 * start never changes an attempt, its grade or its verification code. Each frozen question is
 * stored once, by the hash of its content (`quiz_frozen_questions`, never updated), and the
 * attempt keeps its draw: which frozen question is at each key, with its option order (ADR 0074).
 */

/** An option as the attempt shows it (its answer key is in `grading`, in the same order). */
export interface SnapshotOption {
  id: number;
  html: string;
  subOptions: { id: number; html: string }[];
}

/** One drawn question, frozen at the start: what grading needs and what the player shows (rendered HTML). */
export interface AttemptQuestion {
  /** Its position in the attempt, 1-based: the `questionKey` of the answer URLs. */
  key: number;
  questionId: number;
  sectionId: number;
  sectionTitle: string;
  stemHtml: string;
  explanationHtml: string;
  modelAnswerHtml: string;
  /** Single, multiple and two-tier questions, in the order shown (shuffled when the quiz says so). */
  options: SnapshotOption[];
  grading: GradableQuestion;
}

/**
 * A frozen question as stored once for every attempt that drew it: an AttemptQuestion without
 * its key, its options (and their answer keys) in order of id; the order an attempt shows them
 * in is the attempt's own (DrawEntry). taking/frozen-question.ts splits and assembles them.
 */
export type FrozenQuestionContent = Omit<AttemptQuestion, "key">;

/** One question of an attempt's draw: its key, the frozen question it shows, the options' order. */
export interface DrawEntry {
  key: number;
  /** The SHA-256 (hex) of the frozen question's content: `quiz_frozen_questions.hash`. */
  hash: string;
  /** The option ids in the order this attempt shows them (empty for questions without options). */
  optionOrder: number[];
}

/** The quiz's grading settings at the start: later edits of the quiz do not change an attempt. */
export interface AttemptRules {
  negativeMarking: boolean;
  requiresReview: boolean;
  passPercent: number;
  releasePolicy: "immediately" | "after_marking";
}

const ts = (name: string) => timestamp(name, { withTimezone: true });
const marks = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });

export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: serial("id").primaryKey(),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "exam" (counted), "practice" (uncounted, feedback per question) or "preview" (staff). */
    mode: text("mode").notNull(),
    /** "in_progress" or "submitted". */
    status: text("status").notNull().default("in_progress"),
    startedAt: ts("started_at").notNull().defaultNow(),
    /** Null: untimed. Otherwise the earlier of the time limit and the end of the availability window. */
    deadlineAt: ts("deadline_at"),
    submittedAt: ts("submitted_at"),
    /** "student" or "deadline" (the server submitted it). */
    submittedBy: text("submitted_by"),
    score: marks("score"),
    maxScore: marks("max_score"),
    percent: numeric("percent", { precision: 7, scale: 2, mode: "number" }),
    passed: boolean("passed"),
    /** Some answer waits for a marker or a marking scheme. */
    provisional: boolean("provisional"),
    /** When the student may see the scores (release policy "after_marking": set by marking). */
    releasedAt: ts("released_at"),
    /** What the public "Check Assessment" page takes: 12 characters of an unambiguous base32. */
    verificationCode: text("verification_code").notNull(),
    /** The questions drawn, in the order shown (a question's key is its 1-based position). */
    draw: jsonb("draw").$type<DrawEntry[]>().notNull(),
    rules: jsonb("rules").$type<AttemptRules>().notNull(),
  },
  (t) => [
    uniqueIndex("quiz_attempts_code_idx").on(t.verificationCode),
    index("quiz_attempts_quiz_user_idx").on(t.quizId, t.userId),
    // A student's records (chapterquizresults, subjectrecordview): all their attempts, newest first.
    index("quiz_attempts_user_idx").on(t.userId, t.startedAt),
    // One attempt in progress per student, quiz and mode: a second start resumes it, even when
    // two starts race.
    uniqueIndex("quiz_attempts_open_idx")
      .on(t.quizId, t.userId, t.mode)
      .where(sql`${t.status} = 'in_progress'`),
    // The deadline sweep looks for expired attempts still open.
    index("quiz_attempts_deadline_idx")
      .on(t.deadlineAt)
      .where(sql`${t.status} = 'in_progress'`),
  ],
);

/**
 * Frozen questions, content-addressed (ADR 0074): written once by the first attempt that draws
 * a question as it is, never updated (an edited question has other content, so another hash)
 * and never deleted while the attempts that refer to them are kept (none are deleted today).
 */
export const quizFrozenQuestions = pgTable("quiz_frozen_questions", {
  hash: text("hash").primaryKey(),
  content: jsonb("content").$type<FrozenQuestionContent>().notNull(),
});

export const attemptAnswers = pgTable(
  "attempt_answers",
  {
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => quizAttempts.id, { onDelete: "cascade" }),
    /** The question's position in the attempt's snapshot (1-based). */
    questionKey: integer("question_key").notNull(),
    /** Null: never answered (a row written when the attempt was graded). */
    response: jsonb("response").$type<ResponseValue>(),
    /** The client's sequence number of the save stored here: an older save never overwrites it. */
    clientSeq: bigint("client_seq", { mode: "number" }).notNull().default(0),
    savedAt: ts("saved_at").notNull().defaultNow(),
    flagged: boolean("flagged").notNull().default(false),
    score: marks("score"),
    maxScore: marks("max_score"),
    /** GradeResult's status: "graded", "provisional" or "pending". */
    gradeStatus: text("grade_status"),
    correct: boolean("correct"),
    matchedRules: jsonb("matched_rules").$type<MatchedRule[]>(),
    /** A marker's override (the marking queue, later in issue #4). */
    overrideScore: marks("override_score"),
    overrideComment: text("override_comment"),
    overrideBy: integer("override_by").references(() => users.id, { onDelete: "set null" }),
    overrideAt: ts("override_at"),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionKey] })],
);
