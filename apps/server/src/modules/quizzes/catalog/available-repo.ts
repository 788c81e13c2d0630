import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { QuizTutorialRef } from "@tq/contract/quiz-catalog";
import type { Db } from "../../../db/client.ts";
import {
  chapters,
  courses,
  questions,
  quizAttempts,
  quizSections,
  quizSelectors,
  quizzes,
  subjects,
  tutorials,
} from "../../../db/schema/index.ts";

/** The SQL of finding quizzes to take: published quizzes, first tutorials, question counts, attempt summaries. */

const published = and(eq(quizzes.status, "published"), eq(courses.status, "published"));

/** The first published tutorial of each chapter (the spec's quiz URLs carry one). */
export async function firstTutorials(db: Db, chapterIds: number[]): Promise<Map<number, QuizTutorialRef>> {
  const out = new Map<number, QuizTutorialRef>();
  if (chapterIds.length === 0) return out;
  const rows = await db
    .select({
      chapterId: tutorials.chapterId,
      tutorialId: tutorials.id,
      title: tutorials.topic,
      levelId: tutorials.levelId,
      difficulty: tutorials.difficulty,
    })
    .from(tutorials)
    .where(and(inArray(tutorials.chapterId, chapterIds), eq(tutorials.status, "published")))
    .orderBy(asc(tutorials.position), asc(tutorials.id));
  for (const r of rows) {
    if (out.has(r.chapterId)) continue;
    out.set(r.chapterId, {
      tutorialId: r.tutorialId,
      title: r.title,
      levelId: r.levelId ?? 0,
      difficulty: r.difficulty,
    });
  }
  return out;
}

export interface AttemptSummary {
  used: number;
  inProgress: boolean;
  bestPercent: number | null;
}

/** Per quiz: exam attempts started, one in progress, the best released percentage. */
export async function attemptSummaries(
  db: Db,
  userId: number,
  quizIds: number[],
): Promise<Map<number, AttemptSummary>> {
  if (quizIds.length === 0) return new Map();
  const rows = await db
    .select({
      quizId: quizAttempts.quizId,
      used: sql<number>`count(*)::int`,
      open: sql<number>`count(*) filter (where ${quizAttempts.status} = 'in_progress')::int`,
      best: sql<
        string | null
      >`max(${quizAttempts.percent}) filter (where ${quizAttempts.status} = 'submitted' and ${quizAttempts.releasedAt} is not null)`,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.mode, "exam"), inArray(quizAttempts.quizId, quizIds)))
    .groupBy(quizAttempts.quizId);
  return new Map(
    rows.map((r) => [
      r.quizId,
      { used: r.used, inProgress: r.open > 0, bestPercent: r.best === null ? null : Number(r.best) },
    ]),
  );
}

/** The published quizzes of published courses (of one subject when given), course → subject → chapter order. */
export async function publishedQuizzes(db: Db, subjectId: number | undefined) {
  return db
    .select({ quiz: quizzes, course: courses, subject: subjects, chapter: chapters })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
    .leftJoin(chapters, eq(chapters.id, quizzes.chapterId))
    .where(and(published, subjectId === undefined ? undefined : eq(quizzes.subjectId, subjectId)))
    .orderBy(
      asc(courses.displayOrder),
      asc(courses.id),
      asc(subjects.position),
      asc(subjects.id),
      asc(chapters.number),
      asc(quizzes.position),
      asc(quizzes.id),
    );
}

/** A chapter of a published course, with its subject and course. */
export async function publishedChapterPlace(db: Db, chapterId: number) {
  const [place] = await db
    .select({ chapter: chapters, subject: subjects, course: courses })
    .from(chapters)
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .innerJoin(courses, eq(courses.id, subjects.courseId))
    .where(and(eq(chapters.id, chapterId), eq(courses.status, "published")))
    .limit(1);
  return place;
}

/** A chapter's published quizzes, in their order. */
export async function chapterPublished(db: Db, chapterId: number) {
  return db
    .select({ id: quizzes.id, title: quizzes.title, timeLimitMinutes: quizzes.timeLimitMinutes })
    .from(quizzes)
    .where(and(eq(quizzes.chapterId, chapterId), eq(quizzes.status, "published")))
    .orderBy(asc(quizzes.position), asc(quizzes.id));
}

/** Fixed questions plus what the selectors draw, per quiz. */
export async function questionCounts(db: Db, quizIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (quizIds.length === 0) return out;
  const fixed = await db
    .select({ quizId: quizSections.quizId, n: sql<number>`count(*)::int` })
    .from(questions)
    .innerJoin(quizSections, eq(quizSections.id, questions.sectionId))
    .where(inArray(quizSections.quizId, quizIds))
    .groupBy(quizSections.quizId);
  const drawn = await db
    .select({ quizId: quizSections.quizId, n: sql<number>`coalesce(sum(${quizSelectors.count}), 0)::int` })
    .from(quizSelectors)
    .innerJoin(quizSections, eq(quizSections.id, quizSelectors.sectionId))
    .where(inArray(quizSections.quizId, quizIds))
    .groupBy(quizSections.quizId);
  for (const r of [...fixed, ...drawn]) out.set(r.quizId, (out.get(r.quizId) ?? 0) + r.n);
  return out;
}
