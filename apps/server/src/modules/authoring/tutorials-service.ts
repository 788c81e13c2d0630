import type {
  AuthoringTutorial,
  SubjectTutorials,
  TutorialCreateBody,
  TutorialDraftAnswer,
  TutorialUpdateBody,
} from "@tq/contract/authoring";
import { REVISION_CONFLICT_MESSAGE } from "@tq/contract/authoring";
import type { z } from "zod";
import { renderTutorialHtml } from "../../content/render.ts";
import { sanitizeHtml } from "../../content/sanitize.ts";
import type { AppContext, Session } from "../../context.ts";
import { Conflict, Invalid, NotFound } from "../../lib/errors.ts";
import { recordChange, type ChangeEntry } from "../../lib/record-change.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { can } from "../../policies/authorize.ts";
import { checkPart, checkSameSet } from "./access.ts";
import { requireAnotherPublishedTutorial } from "./course-publishing.ts";
import { presentChapter, presentLevel, presentTutorial, presentTutorialEntry } from "./presenter.ts";
import { findChapter, findLevel, findSubject, listChapters, listLevels, setPositions } from "./structure-repo.ts";
import * as repo from "./tutorials-repo.ts";

/**
 * Tutorials: the course's owner, its teaching assistants, the world director
 * (course.editTutorials). Saves are logged and bump publicVersion; autosaved drafts are
 * neither (readers never see them, and an autosave every few seconds would bury the log).
 */

const revisionConflict = () => Conflict(REVISION_CONFLICT_MESSAGE);

/** The activity log's line about a tutorial. */
const entry = (action: string, id: number, details?: Record<string, unknown>): ChangeEntry => ({
  action,
  targetType: "tutorial",
  targetId: id,
  details,
});

/** GET /api/authoring/subjects/{subjectId}/tutorials: every chapter with all its tutorials, and the levels. */
export async function subjectTutorials(
  ctx: AppContext,
  session: Session,
  subjectId: number,
): Promise<SubjectTutorials> {
  const { course, resource } = await checkPart(ctx, session, "subject", subjectId, "tutorials");
  const subject = await findSubject(ctx.db, subjectId);
  if (!subject) throw NotFound("That subject");
  const chapterRows = await listChapters(ctx.db, [subjectId]);
  const rows = await repo.listTutorials(
    ctx.db,
    chapterRows.map((c) => c.id),
  );
  return {
    course: {
      id: course.id,
      title: course.title,
      status: course.status as "draft" | "published",
      canManage: can(session, "course.manage", resource),
    },
    subject: { id: subject.id, title: subject.title },
    levels: (await listLevels(ctx.db, [subjectId])).map(presentLevel),
    chapters: chapterRows.map((c) => ({
      ...presentChapter(c),
      tutorials: rows.filter((t) => t.chapterId === c.id).map(presentTutorialEntry),
    })),
  };
}

/** A level must be one of the subject's own. */
async function checkLevel(ctx: AppContext, levelId: number | null, subjectId: number): Promise<void> {
  if (levelId === null) return;
  const level = await findLevel(ctx.db, levelId);
  if (!level || level.subjectId !== subjectId) throw Invalid("levelId", "Choose one of this subject's levels.");
}

async function tutorialOf(ctx: AppContext, id: number): Promise<AuthoringTutorial> {
  const found = await repo.findTutorial(ctx.db, id);
  if (!found) throw NotFound("That tutorial");
  return presentTutorial(found.tutorial, found.subjectId, found.courseId);
}

export async function createTutorial(
  ctx: AppContext,
  session: Session,
  chapterId: number,
  body: z.output<typeof TutorialCreateBody>,
  meta: RequestMeta,
): Promise<AuthoringTutorial> {
  await checkPart(ctx, session, "chapter", chapterId, "tutorials");
  const chapter = await findChapter(ctx.db, chapterId);
  if (!chapter) throw NotFound("That chapter");
  await checkLevel(ctx, body.levelId, chapter.subjectId);
  const id = await recordChange(
    ctx,
    session,
    meta,
    (created: number) => entry("tutorial.create", created),
    (tx) => repo.insertTutorial(tx, { ...body, chapterId, authorId: session.user.id }),
  );
  return tutorialOf(ctx, id);
}

export async function getTutorial(ctx: AppContext, session: Session, id: number): Promise<AuthoringTutorial> {
  await checkPart(ctx, session, "tutorial", id, "tutorials");
  return tutorialOf(ctx, id);
}

export async function updateTutorial(
  ctx: AppContext,
  session: Session,
  id: number,
  body: z.output<typeof TutorialUpdateBody>,
  meta: RequestMeta,
): Promise<AuthoringTutorial> {
  const { course } = await checkPart(ctx, session, "tutorial", id, "tutorials");
  const found = await repo.findTutorial(ctx.db, id);
  if (!found) throw NotFound("That tutorial");
  const current = found.tutorial;
  if (body.baseRevision !== undefined && body.baseRevision !== current.revision) throw revisionConflict();

  let subjectId = found.subjectId;
  let moveTo: number | undefined;
  if (body.chapterId !== undefined && body.chapterId !== current.chapterId) {
    const target = await findChapter(ctx.db, body.chapterId);
    const targetSubject = target ? await findSubject(ctx.db, target.subjectId) : undefined;
    if (!target || targetSubject?.courseId !== course.id) {
      throw Invalid("chapterId", "Choose a chapter of the same course.");
    }
    moveTo = target.id;
    subjectId = target.subjectId;
  }
  const patch: repo.TutorialPatch = {};
  if (body.topic !== undefined) patch.topic = body.topic;
  if (body.difficulty !== undefined) patch.difficulty = body.difficulty;
  if (body.freePreview !== undefined) patch.freePreview = body.freePreview;
  if (body.status !== undefined) patch.status = body.status;
  if (body.levelId !== undefined) {
    await checkLevel(ctx, body.levelId, subjectId);
    patch.levelId = body.levelId;
  } else if (subjectId !== found.subjectId && current.levelId !== null) {
    // Levels belong to a subject: a tutorial moved to another subject leaves its level behind.
    patch.levelId = null;
  }
  if (body.bodyHtml !== undefined) {
    patch.bodyHtml = sanitizeHtml(body.bodyHtml);
    patch.renderedHtml = renderTutorialHtml(body.bodyHtml).html;
  }
  const publishing = (body.status ?? current.status) === "published";
  if (publishing && (patch.renderedHtml ?? current.renderedHtml).trim() === "") {
    throw Conflict("Write the tutorial before publishing it.");
  }

  const action = body.status === "published" && current.status !== "published" ? "tutorial.publish" : "tutorial.update";
  const changed = Object.keys(body).filter((k) => k !== "baseRevision");
  const saved = await recordChange(
    ctx,
    session,
    meta,
    (row: repo.TutorialRow) => entry(action, id, { changed, revision: row.revision }),
    async (tx) => {
      if (body.status === "draft" && current.status === "published")
        await requireAnotherPublishedTutorial(tx, course.id, current, "unpublish");
      const row = await repo.updateTutorial(tx, id, patch, {
        baseRevision: body.baseRevision,
        body: body.bodyHtml !== undefined,
        moveTo,
      });
      // Someone saved between our read and our write: the revision check in the UPDATE decided.
      if (!row) throw revisionConflict();
      if (moveTo !== undefined) await repo.compactPositions(tx, current.chapterId);
      return row;
    },
  );
  return presentTutorial(saved, subjectId, course.id);
}

/** PUT …/draft: autosave; the saved text and what readers see stay as they are. */
export async function saveDraft(
  ctx: AppContext,
  session: Session,
  id: number,
  html: string,
  baseRevision: number,
): Promise<TutorialDraftAnswer> {
  await checkPart(ctx, session, "tutorial", id, "tutorials");
  const saved = await repo.saveDraft(ctx.db, id, sanitizeHtml(html), baseRevision);
  if (!saved?.draftSavedAt) throw revisionConflict();
  return { draftSavedAt: saved.draftSavedAt.toISOString(), revision: saved.revision };
}

export async function discardDraft(ctx: AppContext, session: Session, id: number, meta: RequestMeta) {
  await checkPart(ctx, session, "tutorial", id, "tutorials");
  // Readers never saw the draft: no public answer changes.
  await recordChange(ctx, session, meta, entry("tutorial.draft_discarded", id), (tx) => repo.clearDraft(tx, id), {
    public: false,
  });
  return tutorialOf(ctx, id);
}

export async function deleteTutorial(ctx: AppContext, session: Session, id: number, meta: RequestMeta) {
  await checkPart(ctx, session, "tutorial", id, "tutorials");
  const found = await repo.findTutorial(ctx.db, id);
  if (!found) throw NotFound("That tutorial");
  await recordChange(ctx, session, meta, entry("tutorial.delete", id, { topic: found.tutorial.topic }), async (tx) => {
    if (found.tutorial.status === "published")
      await requireAnotherPublishedTutorial(tx, found.courseId, found.tutorial, "delete");
    await repo.deleteTutorial(tx, id);
    await repo.compactPositions(tx, found.tutorial.chapterId);
  });
  return { message: `"${found.tutorial.topic}" was deleted.` };
}

export async function orderTutorials(
  ctx: AppContext,
  session: Session,
  chapterId: number,
  ids: number[],
  meta: RequestMeta,
) {
  await checkPart(ctx, session, "chapter", chapterId, "tutorials");
  const current = await repo.listTutorials(ctx.db, [chapterId]);
  checkSameSet(
    current.map((t) => t.id),
    ids,
    "tutorial of the chapter",
  );
  await recordChange(
    ctx,
    session,
    meta,
    { action: "tutorial.reorder", targetType: "chapter", targetId: chapterId },
    (tx) => setPositions(tx, "tutorials", ids),
  );
  return { tutorials: (await repo.listTutorials(ctx.db, [chapterId])).map(presentTutorialEntry) };
}
