import type {
  MarkingQueue,
  MarkingQueueFilters,
  MarkResult,
  MarkingTotals,
  MySubjectives,
  ReleaseResult,
  StaffAttempt,
} from "@tq/contract/quiz-marking";
import { MARKING_PAGE_SIZE } from "@tq/contract/quiz-marking";
import type { DbContext, Session } from "../../../context.ts";
import type { AttemptQuestion } from "../../../db/schema/index.ts";
import { recordChange } from "../../../lib/record-change.ts";
import { Conflict, Invalid, NotFound } from "../../../lib/errors.ts";
import type { RequestMeta } from "../../../lib/request-meta.ts";
import { authorize, can, type MarkingResource } from "../../../policies/authorize.ts";
import { gradeAttempt } from "../grading/grade.ts";
import { storeQuestions, withQuestions } from "../taking/attempt-questions.ts";
import {
  findAttempt,
  listAnswers,
  type AnswerRow,
  type AttemptRow,
  type AttemptWithQuestions,
} from "../taking/attempt-repo.ts";
import * as repo from "./marking-repo.ts";
import { presentItem, presentStaffAttempt, textOf } from "./marking-presenter.ts";

/** Marking (issue #4): the queue, a marker's final score, re-grading, releasing held results. */

const ROLE_MESSAGE = "Only a course's teachers, tutors and teaching assistants mark answers.";

/** Who marks at all (a role), before any course is looked at. */
export function requireMarker(session: Session): void {
  authorize(session, "authoring.use", null, ROLE_MESSAGE);
}

export const resourceOf = (c: repo.MarkingCourse): MarkingResource => ({
  ownerId: c.course.ownerId,
  assistantIds: c.assistantIds,
  tutorIds: c.tutorIds,
});

export async function checkCourse(ctx: DbContext, session: Session, courseId: number): Promise<void> {
  const c = await repo.markingCourse(ctx.db, courseId);
  if (!c) throw NotFound("That course");
  authorize(session, "attempt.mark", resourceOf(c), `Only the staff of "${c.course.title}" mark its answers.`);
}

/** A submitted or open attempt of a course the caller marks (404 unknown, 403 another course's). */
async function markableAttempt(ctx: DbContext, session: Session, attemptId: number): Promise<AttemptWithQuestions> {
  requireMarker(session);
  const attempt = await findAttempt(ctx.db, attemptId);
  if (!attempt) throw NotFound("That attempt");
  const quiz = await repo.quizHeader(ctx.db, attempt.quizId);
  if (!quiz) throw NotFound("That attempt");
  await checkCourse(ctx, session, quiz.courseId);
  return withQuestions(ctx.db, attempt);
}

/** GET /api/marking/queue */
export async function markingQueue(
  ctx: DbContext,
  session: Session,
  query: MarkingQueueFilters,
): Promise<MarkingQueue> {
  requireMarker(session);
  let courseIds: number[] | null;
  if (query.courseId !== undefined) {
    await checkCourse(ctx, session, query.courseId);
    courseIds = [query.courseId];
  } else if (query.quizId !== undefined) {
    const quiz = await repo.quizHeader(ctx.db, query.quizId);
    if (!quiz) throw NotFound("That quiz");
    await checkCourse(ctx, session, quiz.courseId);
    courseIds = [quiz.courseId];
  } else {
    // The world director marks every course: no list to build.
    courseIds =
      session.user.role === "worlddirector"
        ? null
        : (await repo.candidateCourses(ctx.db, session.user.id))
            .filter((c) => can(session, "attempt.mark", resourceOf(c)))
            .map((c) => c.course.id);
  }
  const [attemptId, questionKey] = (query.cursor ?? "").split(".").map(Number);
  const rows = await repo.queuePage(ctx.db, {
    courseIds,
    quizId: query.quizId,
    questionKey: query.questionKey,
    status: query.status,
    after: attemptId && questionKey ? { attemptId, questionKey } : null,
    limit: MARKING_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, MARKING_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(presentItem),
    nextCursor: rows.length > MARKING_PAGE_SIZE && last ? `${last.answer.attemptId}.${last.answer.questionKey}` : null,
  };
}

const cents = (n: number | null) => Math.round((n ?? 0) * 100);

/** The attempt's totals from its answers: a marker's score replaces the scheme's. */
function totalsOf(attempt: AttemptRow, answers: readonly AnswerRow[]): repo.Totals {
  const total = answers.reduce((sum, a) => sum + cents(a.overrideScore ?? a.score), 0);
  const max = answers.reduce((sum, a) => sum + cents(a.maxScore), 0);
  const percent = max > 0 ? Math.round((total * 10_000) / max) / 100 : 0;
  return {
    score: total / 100,
    maxScore: max / 100,
    percent,
    passed: percent >= attempt.rules.passPercent,
    provisional: answers.some((a) => a.overrideScore === null && a.gradeStatus !== null && a.gradeStatus !== "graded"),
  };
}

const presentTotals = (a: AttemptRow): MarkingTotals => ({
  attemptId: a.id,
  score: a.score ?? 0,
  maxScore: a.maxScore ?? 0,
  percent: a.percent ?? 0,
  passed: a.passed ?? false,
  provisional: a.provisional ?? false,
  released: a.releasedAt !== null,
});

const isMarkable = (q: AttemptQuestion | undefined) => q?.grading.type === "short" || q?.grading.type === "subjective";

/** PUT /api/marking/answers/{attemptId}/{questionKey}: the final score; the attempt's totals follow. */
export async function markAnswer(
  ctx: DbContext,
  session: Session,
  attemptId: number,
  questionKey: number,
  body: { score: number; comment: string },
  meta: RequestMeta,
): Promise<MarkResult> {
  const attempt = await markableAttempt(ctx, session, attemptId);
  if (attempt.status !== "submitted") throw Conflict("This attempt has not been submitted yet.");
  const question = attempt.questions.find((q) => q.key === questionKey);
  if (!question) throw NotFound("That question");
  if (!isMarkable(question)) throw Conflict("Only short and subjective answers are marked by hand.");
  const max = question.grading.marks;
  if (body.score > max) throw Invalid("score", `The score cannot be above ${max}, the question's marks.`);
  const totals = await recordChange(
    ctx,
    session,
    meta,
    {
      action: "attempt.mark",
      targetType: "quiz_attempt",
      targetId: attemptId,
      details: { questionKey, score: body.score },
    },
    async (tx) => {
      // The row lock orders this mark against another marker's and a re-grade of the same attempt.
      const locked = await findAttempt(tx, attemptId, true);
      if (!locked) throw NotFound("That attempt");
      await repo.storeOverride(tx, {
        attemptId,
        questionKey,
        score: body.score,
        comment: body.comment,
        by: session.user.id,
        correct: body.score >= max,
      });
      const totals = await repo.storeTotals(tx, attemptId, totalsOf(locked, await listAnswers(tx, attemptId)));
      if (!totals) throw NotFound("That attempt");
      return totals;
    },
    { public: false },
  );
  const item = await repo.findItem(ctx.db, attemptId, questionKey);
  if (!item) throw NotFound("That answer");
  return { item: presentItem(item), totals: presentTotals(totals) };
}

/** The snapshot with each short and subjective question's current scheme (a deleted question keeps its frozen one). */
async function withCurrentSchemes(ctx: DbContext, questions: AttemptQuestion[]): Promise<AttemptQuestion[]> {
  const schemes = await repo.currentSchemes(
    ctx.db,
    questions.filter(isMarkable).map((q) => q.questionId),
  );
  return questions.map((q) => {
    const now = schemes.get(q.questionId);
    if (!now || !("scheme" in q.grading)) return q;
    return { ...q, modelAnswerHtml: now.modelAnswerHtml, grading: { ...q.grading, scheme: { rules: now.rules } } };
  });
}

/** POST /api/marking/attempts/{attemptId}/regrade */
export async function regradeAttempt(
  ctx: DbContext,
  session: Session,
  attemptId: number,
  meta: RequestMeta,
): Promise<MarkingTotals> {
  const found = await markableAttempt(ctx, session, attemptId);
  if (found.status !== "submitted") throw Conflict("This attempt has not been submitted yet.");
  const questions = await withCurrentSchemes(ctx, found.questions);
  // Stored before the transaction (a frozen question is never written inside one): an edited
  // scheme is another frozen question; the attempt's draw then refers to it.
  const draw = await storeQuestions(ctx.db, questions);
  return recordChange(
    ctx,
    session,
    meta,
    { action: "attempt.regrade", targetType: "quiz_attempt", targetId: attemptId },
    async (tx) => {
      const attempt = await findAttempt(tx, attemptId, true);
      if (!attempt) throw NotFound("That attempt");
      const before = await listAnswers(tx, attemptId);
      const grade = gradeAttempt(
        questions.map((q) => ({ ...q.grading, id: q.key })),
        new Map(before.map((a) => [a.questionKey, a.response])),
        { negativeMarking: attempt.rules.negativeMarking, requiresReview: attempt.rules.requiresReview },
      );
      const overridden = new Set(before.filter((a) => a.overrideScore !== null).map((a) => a.questionKey));
      await repo.storeRegrade(tx, attemptId, draw, grade, overridden);
      const row = await repo.storeTotals(tx, attemptId, totalsOf(attempt, await listAnswers(tx, attemptId)));
      if (!row) throw NotFound("That attempt");
      return presentTotals(row);
    },
    { public: false },
  );
}

/**
 * POST /api/marking/quizzes/{quizId}/release: held results with nothing waiting become visible.
 * No email tells the students (yet): they see it in their results.
 */
export async function releaseResults(
  ctx: DbContext,
  session: Session,
  quizId: number,
  meta: RequestMeta,
): Promise<ReleaseResult> {
  requireMarker(session);
  const quiz = await repo.quizHeader(ctx.db, quizId);
  if (!quiz) throw NotFound("That quiz");
  await checkCourse(ctx, session, quiz.courseId);
  return recordChange(
    ctx,
    session,
    meta,
    (result: ReleaseResult) => ({ action: "quiz.release", targetType: "quiz", targetId: quizId, details: result }),
    (tx) => repo.releaseHeld(tx, quizId, new Date()),
    { public: false },
  );
}

/** GET /api/marking/attempts/{attemptId}: every question with the answer, the grade and any override. */
export async function staffAttempt(ctx: DbContext, session: Session, attemptId: number): Promise<StaffAttempt> {
  const attempt = await markableAttempt(ctx, session, attemptId);
  const items = await repo.attemptItems(ctx.db, attemptId);
  const quiz = await repo.quizHeader(ctx.db, attempt.quizId);
  if (!quiz) throw NotFound("That attempt");
  return presentStaffAttempt(attempt, items, {
    studentName: await repo.userName(ctx.db, attempt.userId),
    quizTitle: quiz.quizTitle,
    courseTitle: quiz.courseTitle,
  });
}

/** GET /api/attempts/mine/subjectives: the caller's marked answers, once released. */
export async function mySubjectives(ctx: DbContext, session: Session): Promise<MySubjectives> {
  authorize(session, "quiz.take", null, "Only students have marked answers.");
  const rows = await repo.markedOwnAnswers(ctx.db, session.user.id);
  const items: MySubjectives["items"] = [];
  for (const r of rows) {
    const type = r.question.grading.type;
    if ((type !== "short" && type !== "subjective") || r.answer.overrideScore === null || !r.answer.overrideAt)
      continue;
    items.push({
      attemptId: r.answer.attemptId,
      questionKey: r.answer.questionKey,
      courseTitle: r.courseTitle,
      quizId: r.quizId,
      quizTitle: r.quizTitle,
      submittedAt: r.submittedAt?.toISOString() ?? "",
      type,
      stemHtml: r.question.stemHtml,
      answerText: textOf(r.answer.response),
      score: r.answer.overrideScore,
      maxScore: r.answer.maxScore ?? r.question.grading.marks,
      comment: r.answer.overrideComment ?? "",
      markedAt: r.answer.overrideAt.toISOString(),
    });
  }
  return { items };
}
