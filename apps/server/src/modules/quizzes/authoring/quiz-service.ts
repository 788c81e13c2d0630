import type { AuthoringQuiz, QuizCreateBody, QuizList, QuizStatus, QuizUpdateBody } from "@tq/contract/quizzes";
import type { z } from "zod";
import type { AppContext, Session } from "../../../context.ts";
import { AppError, Conflict, Invalid, NotFound } from "../../../lib/errors.ts";
import { recordChange } from "../../../lib/record-change.ts";
import type { RequestMeta } from "../../../lib/request-meta.ts";
import { checkSameSet } from "../../authoring/access.ts";
import { checkQuizPart } from "./access.ts";
import { attemptCount } from "./attempt-guard.ts";
import { findChapter } from "./place-repo.ts";
import { presentQuizSummary } from "./presenter.ts";
import { publishProblems } from "./publish-check.ts";
import * as repo from "./quiz-repo.ts";
import { quizTree, sectionsOf, surroundings } from "./quiz-tree.ts";
import { rich } from "./rich-text.ts";

/**
 * Quizzes of a chapter or a subject: their settings, status, order. Authors: the course's
 * owner, its teaching assistants, the world director (policy `quiz.author`).
 */

export type Scope = { chapterId: number } | { subjectId: number };

const QUIZ_CONFLICT = "Someone changed this quiz's settings since you opened them. Reload to see their changes.";

async function scopeInfo(ctx: AppContext, session: Session, scope: Scope) {
  if ("chapterId" in scope) {
    const access = await checkQuizPart(ctx, session, "chapter", scope.chapterId);
    const chapter = await findChapter(ctx.db, scope.chapterId);
    if (!chapter) throw NotFound("That chapter");
    return { access, subjectId: chapter.subjectId, chapterId: chapter.id };
  }
  const access = await checkQuizPart(ctx, session, "subject", scope.subjectId);
  return { access, subjectId: scope.subjectId, chapterId: null };
}

async function listOf(ctx: AppContext, subjectId: number, chapterId: number | null, scope: Scope): Promise<QuizList> {
  const around = await surroundings(ctx.db, subjectId, chapterId);
  const rows = await repo.listQuizzes(ctx.db, scope);
  return {
    course: around.course,
    subject: around.subject,
    chapter: around.chapter,
    quizzes: rows.map(presentQuizSummary),
  };
}

/** GET /api/quizzes/chapters/{chapterId} and /api/quizzes/subjects/{subjectId} */
export async function listQuizzes(ctx: AppContext, session: Session, scope: Scope): Promise<QuizList> {
  const { subjectId, chapterId } = await scopeInfo(ctx, session, scope);
  return listOf(ctx, subjectId, chapterId, scope);
}

const toDate = (s: string | null | undefined) => (s === undefined ? undefined : s === null ? null : new Date(s));

export async function createQuiz(
  ctx: AppContext,
  session: Session,
  scope: Scope,
  body: z.output<typeof QuizCreateBody>,
  meta: RequestMeta,
): Promise<AuthoringQuiz> {
  const { access, subjectId, chapterId } = await scopeInfo(ctx, session, scope);
  const instructions = rich(body.instructionsHtml);
  const id = await recordChange(
    ctx,
    session,
    meta,
    (created: number) => ({
      action: "quiz.create",
      targetType: "quiz",
      targetId: created,
      details: { kind: chapterId === null ? "subject" : "chapter" },
    }),
    (tx) =>
      repo.insertQuiz(tx, {
        ...body,
        kind: chapterId === null ? "subject" : "chapter",
        courseId: access.course.id,
        subjectId,
        chapterId,
        instructionsHtml: instructions.html,
        instructionsRendered: instructions.rendered,
        availableFrom: toDate(body.availableFrom),
        availableUntil: toDate(body.availableUntil),
      }),
  );
  return quizTree(ctx.db, id);
}

export async function getQuiz(ctx: AppContext, session: Session, id: number): Promise<AuthoringQuiz> {
  await checkQuizPart(ctx, session, "quiz", id);
  return quizTree(ctx.db, id);
}

export async function updateQuiz(
  ctx: AppContext,
  session: Session,
  id: number,
  body: z.output<typeof QuizUpdateBody>,
  meta: RequestMeta,
): Promise<AuthoringQuiz> {
  await checkQuizPart(ctx, session, "quiz", id);
  const current = await repo.findQuiz(ctx.db, id);
  if (!current) throw NotFound("That quiz");
  if (body.baseRevision !== undefined && body.baseRevision !== current.revision) throw Conflict(QUIZ_CONFLICT);
  const { baseRevision, instructionsHtml, availableFrom, availableUntil, ...rest } = body;
  const patch: repo.QuizPatch = { ...rest };
  if (instructionsHtml !== undefined) {
    const r = rich(instructionsHtml);
    patch.instructionsHtml = r.html;
    patch.instructionsRendered = r.rendered;
  }
  if (availableFrom !== undefined) patch.availableFrom = toDate(availableFrom);
  if (availableUntil !== undefined) patch.availableUntil = toDate(availableUntil);
  // One side of the window may change alone: check it against the stored other side.
  const from = patch.availableFrom === undefined ? current.availableFrom : patch.availableFrom;
  const until = patch.availableUntil === undefined ? current.availableUntil : patch.availableUntil;
  if (from && until && from >= until) throw Invalid("availableUntil", "The quiz must open before it closes.");
  await recordChange(
    ctx,
    session,
    meta,
    {
      action: "quiz.update",
      targetType: "quiz",
      targetId: id,
      details: {
        changed: Object.keys(rest).concat(
          instructionsHtml === undefined ? [] : ["instructionsHtml"],
          availableFrom === undefined ? [] : ["availableFrom"],
          availableUntil === undefined ? [] : ["availableUntil"],
        ),
      },
    },
    async (tx) => {
      const saved = await repo.updateQuiz(tx, id, patch, baseRevision);
      if (!saved) throw Conflict(QUIZ_CONFLICT);
    },
  );
  return quizTree(ctx.db, id);
}

/** PUT /api/quizzes/{quizId}/status: publishing refuses (409) a quiz that cannot be taken, saying why. */
export async function setQuizStatus(
  ctx: AppContext,
  session: Session,
  id: number,
  status: QuizStatus,
  meta: RequestMeta,
): Promise<AuthoringQuiz> {
  await checkQuizPart(ctx, session, "quiz", id);
  const quiz = await repo.findQuiz(ctx.db, id);
  if (!quiz) throw NotFound("That quiz");
  if (status === "published") {
    const problems = publishProblems(await sectionsOf(ctx.db, id, quiz.subjectId));
    const messages = Object.values(problems);
    if (messages.length > 0) {
      const shown = messages.slice(0, 3).join(" ");
      const more = messages.length > 3 ? ` (and ${messages.length - 3} more)` : "";
      throw new AppError(409, "conflict", `This quiz cannot be published yet. ${shown}${more}`, problems);
    }
  }
  if (quiz.status !== status) {
    await recordChange(
      ctx,
      session,
      meta,
      { action: status === "published" ? "quiz.publish" : "quiz.unpublish", targetType: "quiz", targetId: id },
      (tx) => repo.setStatus(tx, id, status),
    );
  }
  return quizTree(ctx.db, id);
}

export async function deleteQuiz(ctx: AppContext, session: Session, id: number, meta: RequestMeta) {
  await checkQuizPart(ctx, session, "quiz", id);
  const quiz = await repo.findQuiz(ctx.db, id);
  if (!quiz) throw NotFound("That quiz");
  const n = await attemptCount(ctx.db, id);
  if (n > 0) {
    throw Conflict(`Students have made ${n} attempt${n === 1 ? "" : "s"} at this quiz: unpublish it instead.`);
  }
  await recordChange(
    ctx,
    session,
    meta,
    { action: "quiz.delete", targetType: "quiz", targetId: id, details: { title: quiz.title } },
    (tx) => repo.deleteQuiz(tx, id),
  );
  return { message: `"${quiz.title}" was deleted.` };
}

export async function orderQuizzes(
  ctx: AppContext,
  session: Session,
  scope: Scope,
  ids: number[],
  meta: RequestMeta,
): Promise<QuizList> {
  const { subjectId, chapterId } = await scopeInfo(ctx, session, scope);
  const current = await repo.listQuizzes(ctx.db, scope);
  checkSameSet(
    current.map((q) => q.id),
    ids,
    chapterId === null ? "quiz of the subject" : "quiz of the chapter",
  );
  const target =
    chapterId === null ? { type: "subject" as const, id: subjectId } : { type: "chapter" as const, id: chapterId };
  await recordChange(
    ctx,
    session,
    meta,
    { action: "quiz.reorder", targetType: target.type, targetId: target.id },
    (tx) => repo.setPositions(tx, "quizzes", ids),
  );
  return listOf(ctx, subjectId, chapterId, scope);
}
