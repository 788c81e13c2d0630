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
import { NotFound } from "../../../lib/errors.ts";
import { findChapter, findSubject } from "../authoring/place-repo.ts";
import { mayTakeQuiz, newSubscriptionMemo, quizWithCourse, visibleToLearners } from "../taking/attempt-access.ts";
import {
  attemptSummaries,
  chapterPublished,
  firstTutorials,
  publishedChapterPlace,
  publishedQuizzes,
  questionCounts,
} from "./available-repo.ts";

/** Finding quizzes to take: the caller's list, and a chapter's published quizzes (issue #4). */

/**
 * GET /api/quizzes/available: the published quizzes the caller may take, by course → subject →
 * chapter; `subjectId` keeps one subject (its own quizzes and its chapters': subjectquizzesstudent).
 */
export async function availableQuizzes(
  ctx: AppContext,
  session: Session,
  filter: AvailableQuizzesQuery = {},
): Promise<AvailableQuizzes> {
  const rows = await publishedQuizzes(ctx.db, filter.subjectId);
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
  const place = await publishedChapterPlace(ctx.db, chapterId);
  if (!place) throw NotFound("That chapter");
  const list = await chapterPublished(ctx.db, chapterId);
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

/** GET /api/quizzes/{quizId}/intro: public, for published quizzes of published courses only. */
export async function quizIntro(ctx: AppContext, quizId: number): Promise<QuizIntro> {
  const { quiz, course } = await quizWithCourse(ctx, quizId);
  if (!visibleToLearners(quiz, course)) throw NotFound("That quiz");
  const subject = await findSubject(ctx.db, quiz.subjectId);
  if (!subject) throw NotFound("That quiz");
  const chapter = quiz.chapterId ? await findChapter(ctx.db, quiz.chapterId) : undefined;
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
