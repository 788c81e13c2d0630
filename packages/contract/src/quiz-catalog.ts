import { z } from "zod";
import { Id } from "./fields.ts";

/**
 * Finding quizzes to take (issue #4): the caller's quizzes by course, subject and chapter, and a
 * chapter's published quizzes (the box at the end of a chapter's last tutorial).
 */

export const QuizKind = z.enum(["chapter", "subject"]);
export type QuizKind = z.infer<typeof QuizKind>;

/** The chapter's first published tutorial: what the spec's quiz URLs carry beside the quiz. */
export const QuizTutorialRef = z.object({
  tutorialId: z.number().int(),
  title: z.string(),
  /** 0: the tutorial has no level. */
  levelId: z.number().int(),
  difficulty: z.number().int(),
});
export type QuizTutorialRef = z.infer<typeof QuizTutorialRef>;

export const AvailableQuiz = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: QuizKind,
  /** Null: untimed. */
  timeLimitMinutes: z.number().int().nullable(),
  /** Null: unlimited. */
  attemptsAllowed: z.number().int().nullable(),
  attemptsUsed: z.number().int(),
  attemptsLeft: z.number().int().nullable(),
  /** An exam attempt is in progress (the list offers "Resume"). */
  inProgress: z.boolean(),
  /** The best released exam percentage; null: none yet. */
  bestPercent: z.number().nullable(),
});
export type AvailableQuiz = z.infer<typeof AvailableQuiz>;

export const AvailableChapter = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  /** Null when the chapter has no published tutorial yet. */
  firstTutorial: QuizTutorialRef.nullable(),
  quizzes: z.array(AvailableQuiz),
});
export type AvailableChapter = z.infer<typeof AvailableChapter>;

export const AvailableSubject = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The subject's own quizzes (mock exams). */
  quizzes: z.array(AvailableQuiz),
  chapters: z.array(AvailableChapter),
});
export type AvailableSubject = z.infer<typeof AvailableSubject>;

/** GET /api/quizzes/available?subjectId=: one subject's quizzes and its chapters' (subjectquizzesstudent). */
export const AvailableQuizzesQuery = z.object({ subjectId: Id.optional() });
export type AvailableQuizzesQuery = z.output<typeof AvailableQuizzesQuery>;

/** GET /api/quizzes/available */
export const AvailableQuizzes = z.object({
  courses: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      subjects: z.array(AvailableSubject),
    }),
  ),
});
export type AvailableQuizzes = z.infer<typeof AvailableQuizzes>;

/** GET /api/quizzes/chapters/{chapterId}/published (public) */
export const ChapterPublishedQuizzes = z.object({
  chapterId: z.number().int(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  subjectId: z.number().int(),
  subjectTitle: z.string(),
  firstTutorial: QuizTutorialRef.nullable(),
  quizzes: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      /** Fixed questions plus the questions its selectors draw. */
      questionCount: z.number().int(),
      timeLimitMinutes: z.number().int().nullable(),
    }),
  ),
});
export type ChapterPublishedQuizzes = z.infer<typeof ChapterPublishedQuizzes>;

/** GET /api/quizzes/{quizId}/intro (public): what the intro page shows before a start. */
export const QuizIntro = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: QuizKind,
  /** Rendered HTML (sanitized, equations typeset). */
  instructionsHtml: z.string(),
  timeLimitMinutes: z.number().int().nullable(),
  attemptsAllowed: z.number().int().nullable(),
  passPercent: z.number().int(),
  availableFrom: z.string().nullable(),
  availableUntil: z.string().nullable(),
  /** "after_marking": scores appear once a teacher has marked. */
  releasePolicy: z.enum(["immediately", "after_marking"]),
  questionCount: z.number().int(),
  course: z.object({ id: z.number().int(), title: z.string(), logoUrl: z.string().nullable() }),
  subject: z.object({ id: z.number().int(), title: z.string() }),
  chapter: z.object({ id: z.number().int(), number: z.number().int(), title: z.string() }).nullable(),
  firstTutorial: QuizTutorialRef.nullable(),
});
export type QuizIntro = z.infer<typeof QuizIntro>;
