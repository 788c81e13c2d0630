import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { chapters, courses, levels, subjects } from "./catalog.ts";

/**
 * Quizzes (issue #4, ADR 0017). Rich HTML is stored twice, like tutorials (ADR 0010): the
 * sanitized source the editor loads (`*_html`) and what readers get (`*_rendered`: KaTeX done,
 * TikZ blocks marked). Attempts (next step) freeze a snapshot of the drawn questions, so an
 * edit here never changes an attempt already started.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });
/** Two decimals: half marks and partial credit are common. */
const marks = (name: string) => numeric(name, { precision: 8, scale: 2, mode: "number" });

export const quizzes = pgTable(
  "quizzes",
  {
    id: serial("id").primaryKey(),
    /** "chapter" (belongs to a chapter) or "subject" (a subject's, may draw with selectors). */
    kind: text("kind").notNull(),
    /** Denormalized from the chapter / subject: every access check starts from the course. */
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** Both kinds: the subject (a chapter quiz: its chapter's), for listings and selector pools. */
    subjectId: integer("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    /** Chapter quizzes only. */
    chapterId: integer("chapter_id").references(() => chapters.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    instructionsHtml: text("instructions_html").notNull().default(""),
    instructionsRendered: text("instructions_rendered").notNull().default(""),
    /** Null: untimed. */
    timeLimitMinutes: integer("time_limit_minutes"),
    /** Null: unlimited. */
    attemptsAllowed: integer("attempts_allowed"),
    passPercent: integer("pass_percent").notNull().default(50),
    availableFrom: ts("available_from"),
    availableUntil: ts("available_until"),
    shuffleQuestions: boolean("shuffle_questions").notNull().default(false),
    shuffleOptions: boolean("shuffle_options").notNull().default(false),
    negativeMarking: boolean("negative_marking").notNull().default(false),
    /** "immediately" or "after_marking". */
    releasePolicy: text("release_policy").notNull().default("immediately"),
    /** Keyword-marked answers get provisional marks and wait in the marking queue. */
    requiresReview: boolean("requires_review").notNull().default(false),
    /** "draft" or "published". */
    status: text("status").notNull().default("draft"),
    /** Order among the chapter's (or the subject's) quizzes. */
    position: integer("position").notNull().default(0),
    /** Bumps on every settings change: an editor saving from an older one is refused. */
    revision: integer("revision").notNull().default(1),
    publishedAt: ts("published_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("quizzes_chapter_idx").on(t.chapterId, t.position),
    index("quizzes_subject_idx").on(t.subjectId, t.kind, t.position),
    index("quizzes_course_idx").on(t.courseId),
    check(
      "quizzes_kind_chapter_check",
      sql`(${t.kind} = 'chapter' and ${t.chapterId} is not null) or (${t.kind} = 'subject' and ${t.chapterId} is null)`,
    ),
  ],
);

export const quizSections = pgTable(
  "quiz_sections",
  {
    id: serial("id").primaryKey(),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    instructionsHtml: text("instructions_html").notNull().default(""),
    instructionsRendered: text("instructions_rendered").notNull().default(""),
    position: integer("position").notNull().default(0),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("quiz_sections_quiz_idx").on(t.quizId, t.position)],
);

/**
 * "N questions from these chapters, at these levels, difficulty a–b" (subject quizzes), drawn
 * at attempt time from the published chapter quizzes of the subject. An empty id list means
 * "any"; ids of chapters or levels deleted since are ignored when the pool is counted.
 */
export const quizSelectors = pgTable(
  "quiz_selectors",
  {
    id: serial("id").primaryKey(),
    sectionId: integer("section_id")
      .notNull()
      .references(() => quizSections.id, { onDelete: "cascade" }),
    count: integer("count").notNull(),
    chapterIds: integer("chapter_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    levelIds: integer("level_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    difficultyMin: integer("difficulty_min").notNull().default(1),
    difficultyMax: integer("difficulty_max").notNull().default(5),
    position: integer("position").notNull().default(0),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("quiz_selectors_section_idx").on(t.sectionId, t.position)],
);

/** Type-specific answer keys (QuestionInput of @tq/contract/quiz-questions). */
export interface QuestionExtra {
  /** truefalse: the right value; numeric: the right number. */
  answer?: boolean | number;
  tolerance?: number;
  unit?: string;
  partialCredit?: "none" | "proportional" | "rightMinusWrong";
  firstTierMarks?: number;
}

export const questions = pgTable(
  "questions",
  {
    id: serial("id").primaryKey(),
    sectionId: integer("section_id")
      .notNull()
      .references(() => quizSections.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    /** One of QUESTION_TYPES. */
    type: text("type").notNull(),
    /** The name a question bank gave it (GIFT ::title::, Moodle <name>), kept for export (ADR 0024). */
    title: text("title"),
    stemHtml: text("stem_html").notNull(),
    stemRendered: text("stem_rendered").notNull(),
    marks: marks("marks").notNull(),
    negativeMarks: marks("negative_marks").notNull().default(0),
    explanationHtml: text("explanation_html").notNull().default(""),
    explanationRendered: text("explanation_rendered").notNull().default(""),
    /** A level of the quiz's subject (selectors filter on it). */
    levelId: integer("level_id").references(() => levels.id, { onDelete: "set null" }),
    /** 1 easy … 5 hard (selectors filter on it). */
    difficulty: integer("difficulty").notNull().default(1),
    data: jsonb("data").$type<QuestionExtra>().notNull().default({}),
    /** Bumps on every save: a save from an older revision is refused (409). */
    revision: integer("revision").notNull().default(1),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("questions_section_idx").on(t.sectionId, t.position),
    index("questions_pool_idx").on(t.levelId, t.difficulty),
  ],
);

/** Answer options of single, multiple and two-tier questions. */
export const questionOptions = pgTable(
  "question_options",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    html: text("html").notNull(),
    rendered: text("rendered").notNull(),
    correct: boolean("correct").notNull().default(false),
  },
  (t) => [index("question_options_question_idx").on(t.questionId, t.position)],
);

/** Two-tier questions: the reasons offered once an option is picked. */
export const questionSubOptions = pgTable(
  "question_sub_options",
  {
    id: serial("id").primaryKey(),
    optionId: integer("option_id")
      .notNull()
      .references(() => questionOptions.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    html: text("html").notNull(),
    rendered: text("rendered").notNull(),
    correct: boolean("correct").notNull().default(false),
  },
  (t) => [index("question_sub_options_option_idx").on(t.optionId, t.position)],
);

/** The marking scheme of short-text and subjective questions (the rules are grading's language). */
export const questionSchemes = pgTable("question_schemes", {
  questionId: integer("question_id")
    .primaryKey()
    .references(() => questions.id, { onDelete: "cascade" }),
  modelAnswerHtml: text("model_answer_html").notNull().default(""),
  modelAnswerRendered: text("model_answer_rendered").notNull().default(""),
  rules: text("rules").notNull().default(""),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/**
 * A subject's quiz structure version (issue #15, ADR 0070): bumped in the same transaction as any
 * write to its quizzes, their sections, selectors, questions, options, reasons or schemes, by the
 * triggers of migration 0011 (so cascades and direct SQL count too). Starts key the structure they
 * cache on it (taking/attempt-structure.ts). No foreign key: the row of a subject being deleted is
 * bumped by its quizzes' deletion, after the subject is gone; a leftover row is two integers.
 */
export const quizStructureVersions = pgTable("quiz_structure_versions", {
  subjectId: integer("subject_id").primaryKey(),
  version: integer("version").notNull().default(1),
});
