import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type {
  AvailableQuiz,
  AvailableQuizzes,
  AvailableQuizzesQuery,
  AvailableSubject,
  ChapterPublishedQuizzes,
  QuizIntro,
  QuizKind,
  QuizTutorialRef,
} from "@tq/contract/quiz-catalog";
import type { AppContext, Session } from "../../../context.ts";
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
import { NotFound } from "../../../lib/errors.ts";
import { mayTakeQuiz, newSubscriptionMemo, quizWithCourse, visibleToLearners } from "../taking/attempt-access.ts";

/** Finding quizzes to take: the caller's list, and a chapter's published quizzes (issue #4). */

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

interface AttemptSummary {
  used: number;
  inProgress: boolean;
  bestPercent: number | null;
}

/** Per quiz: exam attempts started, one in progress, the best released percentage. */
async function attemptSummaries(db: Db, userId: number, quizIds: number[]): Promise<Map<number, AttemptSummary>> {
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

/**
 * GET /api/quizzes/available: the published quizzes the caller may take, by course → subject →
 * chapter; `subjectId` keeps one subject (its own quizzes and its chapters': subjectquizzesstudent).
 */
export async function availableQuizzes(
  ctx: AppContext,
  session: Session,
  filter: AvailableQuizzesQuery = {},
): Promise<AvailableQuizzes> {
  const rows = await ctx.db
    .select({ quiz: quizzes, course: courses, subject: subjects, chapter: chapters })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
    .leftJoin(chapters, eq(chapters.id, quizzes.chapterId))
    .where(and(published, filter.subjectId === undefined ? undefined : eq(quizzes.subjectId, filter.subjectId)))
    .orderBy(
      asc(courses.displayOrder),
      asc(courses.id),
      asc(subjects.position),
      asc(subjects.id),
      asc(chapters.number),
      asc(quizzes.position),
      asc(quizzes.id),
    );
  const allowed = [];
  const subscribed = newSubscriptionMemo();
  for (const row of rows) if (await mayTakeQuiz(ctx, session, row.quiz, row.course, subscribed)) allowed.push(row);
  const summaries = await attemptSummaries(
    ctx.db,
    session.user.id,
    allowed.map((r) => r.quiz.id),
  );
  const firsts = await firstTutorials(ctx.db, [...new Set(allowed.flatMap((r) => (r.chapter ? [r.chapter.id] : [])))]);

  const out: AvailableQuizzes = { courses: [] };
  for (const { quiz, course, subject, chapter } of allowed) {
    let c = out.courses.find((x) => x.id === course.id);
    if (!c) out.courses.push((c = { id: course.id, title: course.title, subjects: [] }));
    let s: AvailableSubject | undefined = c.subjects.find((x) => x.id === subject.id);
    if (!s) c.subjects.push((s = { id: subject.id, title: subject.title, quizzes: [], chapters: [] }));
    const summary = summaries.get(quiz.id) ?? { used: 0, inProgress: false, bestPercent: null };
    const item: AvailableQuiz = {
      id: quiz.id,
      title: quiz.title,
      kind: quiz.kind as QuizKind,
      timeLimitMinutes: quiz.timeLimitMinutes,
      attemptsAllowed: quiz.attemptsAllowed,
      attemptsUsed: summary.used,
      attemptsLeft: quiz.attemptsAllowed === null ? null : Math.max(0, quiz.attemptsAllowed - summary.used),
      inProgress: summary.inProgress,
      bestPercent: summary.bestPercent,
    };
    if (!chapter) {
      s.quizzes.push(item);
      continue;
    }
    let ch = s.chapters.find((x) => x.id === chapter.id);
    if (!ch) {
      ch = {
        id: chapter.id,
        number: chapter.number,
        title: chapter.title,
        firstTutorial: firsts.get(chapter.id) ?? null,
        quizzes: [],
      };
      s.chapters.push(ch);
    }
    ch.quizzes.push(item);
  }
  return out;
}

/** GET /api/quizzes/chapters/{chapterId}/published: public, for the box at the end of the chapter. */
export async function chapterPublishedQuizzes(ctx: AppContext, chapterId: number): Promise<ChapterPublishedQuizzes> {
  const [place] = await ctx.db
    .select({ chapter: chapters, subject: subjects, course: courses })
    .from(chapters)
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .innerJoin(courses, eq(courses.id, subjects.courseId))
    .where(and(eq(chapters.id, chapterId), eq(courses.status, "published")))
    .limit(1);
  if (!place) throw NotFound("That chapter");
  const list = await ctx.db
    .select({ id: quizzes.id, title: quizzes.title, timeLimitMinutes: quizzes.timeLimitMinutes })
    .from(quizzes)
    .where(and(eq(quizzes.chapterId, chapterId), eq(quizzes.status, "published")))
    .orderBy(asc(quizzes.position), asc(quizzes.id));
  const counts = await questionCounts(
    ctx.db,
    list.map((q) => q.id),
  );
  const firsts = await firstTutorials(ctx.db, [chapterId]);
  return {
    chapterId,
    courseId: place.course.id,
    courseTitle: place.course.title,
    subjectId: place.subject.id,
    subjectTitle: place.subject.title,
    firstTutorial: firsts.get(chapterId) ?? null,
    quizzes: list.map((q) => ({ ...q, questionCount: counts.get(q.id) ?? 0 })),
  };
}

/** Fixed questions plus what the selectors draw, per quiz. */
async function questionCounts(db: Db, quizIds: number[]): Promise<Map<number, number>> {
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

/** GET /api/quizzes/{quizId}/intro: public, for published quizzes of published courses only. */
export async function quizIntro(ctx: AppContext, quizId: number): Promise<QuizIntro> {
  const { quiz, course } = await quizWithCourse(ctx, quizId);
  if (!visibleToLearners(quiz, course)) throw NotFound("That quiz");
  const [subject] = await ctx.db.select().from(subjects).where(eq(subjects.id, quiz.subjectId)).limit(1);
  if (!subject) throw NotFound("That quiz");
  const [chapter] = quiz.chapterId
    ? await ctx.db.select().from(chapters).where(eq(chapters.id, quiz.chapterId)).limit(1)
    : [];
  const counts = await questionCounts(ctx.db, [quiz.id]);
  const firsts = chapter ? await firstTutorials(ctx.db, [chapter.id]) : new Map<number, QuizTutorialRef>();
  return {
    id: quiz.id,
    title: quiz.title,
    kind: quiz.kind as QuizKind,
    instructionsHtml: quiz.instructionsRendered,
    timeLimitMinutes: quiz.timeLimitMinutes,
    attemptsAllowed: quiz.attemptsAllowed,
    passPercent: quiz.passPercent,
    availableFrom: quiz.availableFrom?.toISOString() ?? null,
    availableUntil: quiz.availableUntil?.toISOString() ?? null,
    releasePolicy: quiz.releasePolicy === "after_marking" ? "after_marking" : "immediately",
    questionCount: counts.get(quiz.id) ?? 0,
    course: { id: course.id, title: course.title, logoUrl: course.logoUrl },
    subject: { id: subject.id, title: subject.title },
    chapter: chapter ? { id: chapter.id, number: chapter.number, title: chapter.title } : null,
    firstTutorial: chapter ? (firsts.get(chapter.id) ?? null) : null,
  };
}
