import type {
  AuthoringSection,
  AuthoringSelector,
  PoolSize,
  SectionCreateBody,
  SectionList,
  SectionUpdateBody,
  SelectorBody,
  SelectorList,
  SelectorUpdateBody,
} from "@tq/contract/quizzes";
import type { z } from "zod";
import type { AppContext, Session } from "../../../context.ts";
import { Conflict, Invalid, NotFound } from "../../../lib/errors.ts";
import { recordChange } from "../../../lib/record-change.ts";
import type { RequestMeta } from "../../../lib/request-meta.ts";
import { checkSameSet } from "../../authoring/access.ts";
import { checkQuizPart } from "./access.ts";
import { findQuiz, setPositions, touchQuiz } from "./quiz-repo.ts";
import { sectionOf, sectionsOf, selectorsOut } from "./quiz-tree.ts";
import { rich } from "./rich-text.ts";
import * as repo from "./section-repo.ts";

/** Sections of a quiz, and the selectors of a subject quiz's sections (same authors as the quiz). */

async function quizOf(ctx: AppContext, quizId: number) {
  const quiz = await findQuiz(ctx.db, quizId);
  if (!quiz) throw NotFound("That quiz");
  return quiz;
}

async function sectionWithQuiz(ctx: AppContext, sectionId: number) {
  const section = await repo.findSection(ctx.db, sectionId);
  if (!section) throw NotFound("That section");
  return { section, quiz: await quizOf(ctx, section.quizId) };
}

export async function createSection(
  ctx: AppContext,
  session: Session,
  quizId: number,
  body: z.output<typeof SectionCreateBody>,
  meta: RequestMeta,
): Promise<AuthoringSection> {
  await checkQuizPart(ctx, session, "quiz", quizId);
  const quiz = await quizOf(ctx, quizId);
  const instructions = rich(body.instructionsHtml);
  const id = await recordChange(
    ctx,
    session,
    meta,
    (created: number) => ({ action: "quiz_section.create", targetType: "quiz_section", targetId: created }),
    async (tx) => {
      const created = await repo.insertSection(tx, {
        quizId,
        title: body.title,
        instructionsHtml: instructions.html,
        instructionsRendered: instructions.rendered,
      });
      await touchQuiz(tx, quizId);
      return created;
    },
  );
  return sectionOf(ctx.db, quizId, quiz.subjectId, id);
}

export async function updateSection(
  ctx: AppContext,
  session: Session,
  id: number,
  body: z.output<typeof SectionUpdateBody>,
  meta: RequestMeta,
): Promise<AuthoringSection> {
  await checkQuizPart(ctx, session, "section", id);
  const { quiz } = await sectionWithQuiz(ctx, id);
  const patch: Parameters<typeof repo.updateSection>[2] = {};
  if (body.title !== undefined) patch.title = body.title;
  if (body.instructionsHtml !== undefined) {
    const r = rich(body.instructionsHtml);
    patch.instructionsHtml = r.html;
    patch.instructionsRendered = r.rendered;
  }
  await recordChange(
    ctx,
    session,
    meta,
    {
      action: "quiz_section.update",
      targetType: "quiz_section",
      targetId: id,
      details: { changed: Object.keys(body) },
    },
    async (tx) => {
      await repo.updateSection(tx, id, patch);
      await touchQuiz(tx, quiz.id);
    },
  );
  return sectionOf(ctx.db, quiz.id, quiz.subjectId, id);
}

export async function deleteSection(ctx: AppContext, session: Session, id: number, meta: RequestMeta) {
  await checkQuizPart(ctx, session, "section", id);
  const { section, quiz } = await sectionWithQuiz(ctx, id);
  const n = await repo.questionCountOf(ctx.db, id);
  if (n > 0) {
    throw Conflict(
      `This section has ${n} question${n === 1 ? "" : "s"}: delete or move ${n === 1 ? "it" : "them"} first.`,
    );
  }
  await recordChange(
    ctx,
    session,
    meta,
    { action: "quiz_section.delete", targetType: "quiz_section", targetId: id, details: { title: section.title } },
    async (tx) => {
      await repo.deleteSection(tx, id);
      const rest = (await repo.listSections(tx, quiz.id)).map((s) => s.id);
      await setPositions(tx, "quizSections", rest);
      await touchQuiz(tx, quiz.id);
    },
  );
  return { message: `Section "${section.title}" was deleted.` };
}

export async function orderSections(
  ctx: AppContext,
  session: Session,
  quizId: number,
  ids: number[],
  meta: RequestMeta,
): Promise<SectionList> {
  await checkQuizPart(ctx, session, "quiz", quizId);
  const quiz = await quizOf(ctx, quizId);
  const current = await repo.listSections(ctx.db, quizId);
  checkSameSet(
    current.map((s) => s.id),
    ids,
    "section of the quiz",
  );
  await recordChange(
    ctx,
    session,
    meta,
    { action: "quiz_section.reorder", targetType: "quiz", targetId: quizId },
    async (tx) => {
      await setPositions(tx, "quizSections", ids);
      await touchQuiz(tx, quizId);
    },
  );
  return { sections: await sectionsOf(ctx.db, quizId, quiz.subjectId) };
}

// Selectors

/** Selectors may only name the quiz's subject's own chapters and levels. */
async function checkCriteria(
  ctx: AppContext,
  subjectId: number,
  criteria: { chapterIds?: number[]; levelIds?: number[] },
): Promise<void> {
  const own = await repo.subjectPartIds(ctx.db, subjectId);
  if (criteria.chapterIds?.some((id) => !own.chapterIds.includes(id))) {
    throw Invalid("chapterIds", "Choose chapters of this quiz's subject.");
  }
  if (criteria.levelIds?.some((id) => !own.levelIds.includes(id))) {
    throw Invalid("levelIds", "Choose levels of this quiz's subject.");
  }
}

async function selectorSection(ctx: AppContext, sectionId: number) {
  const found = await sectionWithQuiz(ctx, sectionId);
  if (found.quiz.kind !== "subject") {
    throw Conflict("Only subject quizzes draw questions with selectors; add questions to a chapter quiz instead.");
  }
  return found;
}

const unique = (ids: number[]) => [...new Set(ids)];

/** GET /api/quizzes/sections/{sectionId}/selectors */
export async function listSelectors(ctx: AppContext, session: Session, sectionId: number): Promise<SelectorList> {
  await checkQuizPart(ctx, session, "section", sectionId);
  const { quiz } = await sectionWithQuiz(ctx, sectionId);
  return { selectors: await selectorsOut(ctx.db, quiz.subjectId, await repo.listSelectors(ctx.db, [sectionId])) };
}

async function selectorOf(ctx: AppContext, subjectId: number, id: number): Promise<AuthoringSelector> {
  const row = await repo.findSelector(ctx.db, id);
  if (!row) throw NotFound("That selector");
  const [out] = await selectorsOut(ctx.db, subjectId, [row]);
  if (!out) throw NotFound("That selector");
  return out;
}

export async function createSelector(
  ctx: AppContext,
  session: Session,
  sectionId: number,
  body: z.output<typeof SelectorBody>,
  meta: RequestMeta,
): Promise<AuthoringSelector> {
  await checkQuizPart(ctx, session, "section", sectionId);
  const { quiz } = await selectorSection(ctx, sectionId);
  await checkCriteria(ctx, quiz.subjectId, body);
  const id = await recordChange(
    ctx,
    session,
    meta,
    (created: number) => ({ action: "quiz_selector.create", targetType: "quiz_selector", targetId: created }),
    async (tx) => {
      const created = await repo.insertSelector(tx, sectionId, {
        ...body,
        chapterIds: unique(body.chapterIds),
        levelIds: unique(body.levelIds),
      });
      await touchQuiz(tx, quiz.id);
      return created;
    },
  );
  return selectorOf(ctx, quiz.subjectId, id);
}

export async function updateSelector(
  ctx: AppContext,
  session: Session,
  id: number,
  body: z.output<typeof SelectorUpdateBody>,
  meta: RequestMeta,
): Promise<AuthoringSelector> {
  await checkQuizPart(ctx, session, "selector", id);
  const current = await repo.findSelector(ctx.db, id);
  if (!current) throw NotFound("That selector");
  const { quiz } = await sectionWithQuiz(ctx, current.sectionId);
  await checkCriteria(ctx, quiz.subjectId, body);
  const min = body.difficultyMin ?? current.difficultyMin;
  const max = body.difficultyMax ?? current.difficultyMax;
  if (min > max) throw Invalid("difficultyMax", "The highest difficulty cannot be below the lowest.");
  await recordChange(
    ctx,
    session,
    meta,
    {
      action: "quiz_selector.update",
      targetType: "quiz_selector",
      targetId: id,
      details: { changed: Object.keys(body) },
    },
    async (tx) => {
      await repo.updateSelector(tx, id, {
        ...body,
        ...(body.chapterIds ? { chapterIds: unique(body.chapterIds) } : {}),
        ...(body.levelIds ? { levelIds: unique(body.levelIds) } : {}),
      });
      await touchQuiz(tx, quiz.id);
    },
  );
  return selectorOf(ctx, quiz.subjectId, id);
}

export async function deleteSelector(ctx: AppContext, session: Session, id: number, meta: RequestMeta) {
  await checkQuizPart(ctx, session, "selector", id);
  const current = await repo.findSelector(ctx.db, id);
  if (!current) throw NotFound("That selector");
  const { quiz } = await sectionWithQuiz(ctx, current.sectionId);
  await recordChange(
    ctx,
    session,
    meta,
    { action: "quiz_selector.delete", targetType: "quiz_selector", targetId: id },
    async (tx) => {
      await repo.deleteSelector(tx, id);
      await touchQuiz(tx, quiz.id);
    },
  );
  return { message: "The selector was deleted." };
}

/** GET /api/quizzes/selectors/{selectorId}/pool */
export async function selectorPool(ctx: AppContext, session: Session, id: number): Promise<PoolSize> {
  await checkQuizPart(ctx, session, "selector", id);
  const current = await repo.findSelector(ctx.db, id);
  if (!current) throw NotFound("That selector");
  const { quiz } = await sectionWithQuiz(ctx, current.sectionId);
  return { poolSize: await repo.poolSize(ctx.db, quiz.subjectId, current) };
}

/** POST /api/quizzes/sections/{sectionId}/pool: the pool of a selector being edited, before it is saved. */
export async function previewPool(
  ctx: AppContext,
  session: Session,
  sectionId: number,
  body: z.output<typeof SelectorBody>,
): Promise<PoolSize> {
  await checkQuizPart(ctx, session, "section", sectionId);
  const { quiz } = await selectorSection(ctx, sectionId);
  await checkCriteria(ctx, quiz.subjectId, body);
  return { poolSize: await repo.poolSize(ctx.db, quiz.subjectId, body) };
}
