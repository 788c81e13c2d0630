import type {
  Manual,
  ManualHistory,
  ManualOrderBody,
  ManualRevision,
  ManualSectionPatch,
  ManualSectionSource,
  NewManualSection,
} from "@tq/contract/manual";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext, Session } from "../../context.ts";
import { renderTutorialHtml } from "../../content/render.ts";
import { hasTikzBlocks, renderDiagramsInHtml } from "../../content/tikz.ts";
import { laneOf, type Lane } from "../../diagrams/lane.ts";
import type { DiagramService } from "../../diagrams/service.ts";
import { sanitizeHtml } from "../../content/sanitize.ts";
import { audit } from "../../lib/audit-repo.ts";
import { AppError, Conflict, Invalid, NotFound } from "../../lib/errors.ts";
import { authorize } from "../../policies/authorize.ts";
import { presentRevision, presentSection, presentSource } from "./presenter.ts";
import * as repo from "./repo.ts";

/** Who writes, for the policy check and the activity log. */
export interface Actor {
  session: Session;
  ip: string;
}

/**
 * The manual's HTML goes through the tutorials' pipeline (ADR 0010): sanitized source kept for
 * the editor, rendering (KaTeX done) kept for readers, both made once at save time.
 */
export function prepare(title: string, html: string): repo.SectionText {
  const bodyHtml = sanitizeHtml(html);
  return { title, bodyHtml, renderedHtml: bodyHtml.trim() === "" ? "" : renderTutorialHtml(bodyHtml).html };
}

const logged = (ctx: AppContext, actor: Actor, action: string, id: number, details: Record<string, unknown>) =>
  audit(ctx.db, {
    actorId: actor.session.user.id,
    realActorId: actor.session.realUserId,
    action,
    targetType: "manual_section",
    targetId: id,
    ip: actor.ip,
    details,
  });

async function sectionOrThrow(ctx: AppContext, id: number) {
  const row = await repo.findSection(ctx.db, id);
  if (!row) throw NotFound("That manual section");
  return row;
}

/** The diagram service and the request's log, for drawing TikZ blocks on first read. */
export interface DiagramDrawing {
  diagrams: Pick<DiagramService, "submit">;
  log: FastifyBaseLogger;
}

/**
 * Draws a section's TikZ blocks the first time it is read, as tutorials do (ADR 0009/0010),
 * and keeps the drawn HTML; a diagram that cannot be drawn now is tried again at a later read.
 */
async function drawDiagrams(ctx: AppContext, row: repo.SectionWithAuthor, drawing: DiagramDrawing, lane: Lane) {
  if (!hasTikzBlocks(row.renderedHtml)) return row;
  const html = await renderDiagramsInHtml(
    row.renderedHtml,
    async (source) => (await drawing.diagrams.submit(source, { lane })).url,
    {
      isTransient: (err) => !(err instanceof AppError && err.status < 500),
      onError: (source, err, transient) =>
        drawing.log.warn(
          { sectionId: row.id, err, source: source.slice(0, 200), transient },
          "a manual diagram was not drawn",
        ),
    },
  );
  if (html !== row.renderedHtml) await repo.storeDrawnHtml(ctx.db, row.id, row.renderedHtml, html);
  return { ...row, renderedHtml: html };
}

/** The whole manual in reading order (staff), diagrams drawn. */
export async function readManual(ctx: AppContext, session: Session, drawing: DiagramDrawing): Promise<Manual> {
  authorize(session, "manual.read", null);
  const rows = await repo.listSections(ctx.db);
  const lane = laneOf(session.user); // the manual is for staff: the authors' lane
  const drawn = await Promise.all(rows.map((row) => drawDiagrams(ctx, row, drawing, lane)));
  return { sections: drawn.map(presentSection) };
}

/** One section with its source, for the editor (world director). */
export async function sectionSource(ctx: AppContext, session: Session, id: number): Promise<ManualSectionSource> {
  authorize(session, "manual.manage", null);
  return presentSource(await sectionOrThrow(ctx, id));
}

export async function addSection(ctx: AppContext, actor: Actor, body: NewManualSection): Promise<ManualSectionSource> {
  authorize(actor.session, "manual.manage", null);
  const row = await repo.insertSection(ctx.db, prepare(body.title, body.bodyHtml), actor.session.user.id);
  await logged(ctx, actor, "manual.section_added", row.id, { title: row.title });
  return presentSource(await sectionOrThrow(ctx, row.id));
}

/** A save: a new revision with the new title and/or text; refused (409) if another save came first. */
export async function editSection(
  ctx: AppContext,
  actor: Actor,
  id: number,
  patch: ManualSectionPatch,
): Promise<ManualSectionSource> {
  authorize(actor.session, "manual.manage", null);
  const before = await sectionOrThrow(ctx, id);
  const base = patch.baseRevision ?? before.revision;
  if (base !== before.revision) throw staleSave(before.revision);
  const text = prepare(patch.title ?? before.title, patch.bodyHtml ?? before.bodyHtml);
  const saved = await repo.saveRevision(ctx.db, id, base, text, actor.session.user.id, null);
  if (!saved) throw staleSave(before.revision + 1);
  await logged(ctx, actor, "manual.section_saved", id, {
    revision: saved.revision,
    ...(text.title !== before.title ? { renamedFrom: before.title } : {}),
  });
  return presentSource(await sectionOrThrow(ctx, id));
}

const staleSave = (current: number) =>
  Conflict(
    `Someone saved this section since you opened it (it is now at revision ${current}). Reload it, then make your change again.`,
  );

export async function removeSection(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  authorize(actor.session, "manual.manage", null);
  const row = await repo.deleteSection(ctx.db, id);
  if (!row) throw NotFound("That manual section");
  await logged(ctx, actor, "manual.section_deleted", id, { title: row.title, revisions: row.revision });
}

export async function reorderSections(ctx: AppContext, actor: Actor, body: ManualOrderBody): Promise<Manual> {
  authorize(actor.session, "manual.manage", null);
  const rows = await repo.listSections(ctx.db);
  const wanted = new Set(body.ids);
  if (wanted.size !== rows.length || rows.some((r) => !wanted.has(r.id))) {
    throw Invalid("ids", "Send every section of the manual once, and no other id.");
  }
  await repo.setPositions(ctx.db, body.ids);
  await audit(ctx.db, {
    actorId: actor.session.user.id,
    realActorId: actor.session.realUserId,
    action: "manual.sections_reordered",
    targetType: "manual",
    ip: actor.ip,
    details: { ids: body.ids },
  });
  return { sections: (await repo.listSections(ctx.db)).map(presentSection) };
}

export async function history(ctx: AppContext, session: Session, id: number): Promise<ManualHistory> {
  authorize(session, "manual.manage", null);
  const section = await sectionOrThrow(ctx, id);
  const revisions = await repo.listRevisions(ctx.db, id);
  return {
    section: { id: section.id, title: section.title, revision: section.revision },
    revisions: revisions.map(presentRevision),
  };
}

export async function revision(
  ctx: AppContext,
  session: Session,
  sectionId: number,
  revisionId: number,
): Promise<ManualRevision> {
  authorize(session, "manual.manage", null);
  const row = await repo.findRevision(ctx.db, sectionId, revisionId);
  if (!row) throw NotFound("That revision");
  return { ...presentRevision(row), renderedHtml: prepare(row.title, row.bodyHtml).renderedHtml };
}

/** Restoring never rewrites history: the old title and text become a new revision. */
export async function restore(
  ctx: AppContext,
  actor: Actor,
  sectionId: number,
  revisionId: number,
): Promise<ManualSectionSource> {
  authorize(actor.session, "manual.manage", null);
  const section = await sectionOrThrow(ctx, sectionId);
  const old = await repo.findRevision(ctx.db, sectionId, revisionId);
  if (!old) throw NotFound("That revision");
  const text = prepare(old.title, old.bodyHtml);
  const saved = await repo.saveRevision(ctx.db, sectionId, section.revision, text, actor.session.user.id, old.number);
  if (!saved) throw staleSave(section.revision + 1);
  await logged(ctx, actor, "manual.section_restored", sectionId, { revision: saved.revision, from: old.number });
  return presentSource(await sectionOrThrow(ctx, sectionId));
}
