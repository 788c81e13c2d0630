import type {
  TikzExample,
  TikzExampleBody,
  TikzExampleList,
  TikzExamplePatch,
  TikzOrderBody,
} from "@tq/contract/content";
import type { AppContext } from "../../context.ts";
import { laneOf } from "../../diagrams/lane.ts";
import { hashSource, normaliseSource } from "../../diagrams/source.ts";
import { AppError, Invalid, NotFound } from "../../lib/errors.ts";
import { recordChange, type ChangeEntry } from "../../lib/record-change.ts";
import { versionCache } from "../../lib/version-cache.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "./actor.ts";
import { spendDiagramRender, type Diagrams } from "./diagram-drawing.ts";
import {
  deleteExample,
  findExample,
  insertExample,
  listExamples,
  setExamplePositions,
  updateExample,
  type ExampleRow,
} from "./repo.ts";

const galleryCache = versionCache<TikzExampleList>(1);

/** The SVG's address when the diagram service already drew this source; never draws it. */
async function drawnUrl(diagrams: Diagrams, source: string): Promise<string | null> {
  const hash = hashSource(normaliseSource(source));
  return (await diagrams.has(hash)) ? diagrams.urlOf(hash) : null;
}

async function present(diagrams: Diagrams, r: ExampleRow, svgUrl?: string): Promise<TikzExample> {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    source: r.source,
    svgUrl: svgUrl ?? (await drawnUrl(diagrams, r.source)),
  };
}

async function gallery(ctx: AppContext, diagrams: Diagrams): Promise<TikzExampleList> {
  return Promise.all((await listExamples(ctx.db)).map((r) => present(diagrams, r)));
}

/**
 * The gallery in order (public; memoized until a change). An example not drawn when the memo was
 * made is looked for again on each read (a file check), so one drawn since (in the background
 * after start-up, or by a visitor's "Draw") shows at once.
 */
export async function tikzExamples(ctx: AppContext, diagrams: Diagrams): Promise<TikzExampleList> {
  const list = await galleryCache(ctx, "gallery", () => gallery(ctx, diagrams));
  if (list.every((e) => e.svgUrl !== null)) return list;
  return Promise.all(
    list.map(async (e) => (e.svgUrl === null ? { ...e, svgUrl: await drawnUrl(diagrams, e.source) } : e)),
  );
}

/**
 * Draws the examples the diagram service has not drawn yet (ADR 0040): called in the background
 * after start-up, so the seeded gallery shows pictures without a visitor asking and without
 * start-up waiting for TeX. One diagram at a time: a visitor's or an author's diagram queued
 * meanwhile waits behind one of these, not behind the whole gallery. The server's own work,
 * so it spends nobody's render limit. A source TeX cannot draw is logged by title.
 */
export async function drawUndrawnExamples(
  ctx: AppContext,
  diagrams: Diagrams,
  log: (message: string) => void,
): Promise<{ drawn: number; failed: string[] }> {
  const result = { drawn: 0, failed: [] as string[] };
  for (const row of await listExamples(ctx.db)) {
    if ((await drawnUrl(diagrams, row.source)) !== null) continue;
    try {
      // The server's own work: the visitors' lane, so it never holds an author's worker.
      await diagrams.submit(row.source, { lane: "visitor" });
      result.drawn += 1;
    } catch (err) {
      // The service is closing or its queue is full: the next start-up draws the rest.
      if (err instanceof AppError && err.status === 503) {
        log(`TikZ examples: drawing stopped (${err.message})`);
        break;
      }
      result.failed.push(row.title);
      const reason = err instanceof AppError ? (err.fields?.source ?? err.message) : String(err);
      log(`TikZ example “${row.title}” could not be drawn: ${reason}`);
    }
  }
  return result;
}

/** Draws the source (or finds it drawn); a source TeX cannot draw is a 400 on `source`. */
async function draw(ctx: AppContext, actor: Actor, diagrams: Diagrams, source: string): Promise<string> {
  const { url } = await diagrams.submit(source, {
    lane: laneOf(actor.session.user),
    beforeRender: () => spendDiagramRender(ctx, actor.session, actor.ip),
  });
  return url;
}

/** The activity log's line about an example; every gallery change is public (the gallery is memoized). */
const entry = (action: string, id: number, details: Record<string, unknown>): ChangeEntry => ({
  action,
  targetType: "tikz_example",
  targetId: id,
  details,
});

export async function addExample(
  ctx: AppContext,
  actor: Actor,
  diagrams: Diagrams,
  body: TikzExampleBody,
): Promise<TikzExample> {
  authorize(actor.session, "content.manageTikzExamples", null);
  const url = await draw(ctx, actor, diagrams, body.source);
  const row = await recordChange(
    ctx,
    actor.session,
    actor,
    (added: ExampleRow) => entry("content.tikz_example_added", added.id, { title: added.title }),
    (tx) => insertExample(tx, body),
  );
  return present(diagrams, row, url);
}

export async function editExample(
  ctx: AppContext,
  actor: Actor,
  diagrams: Diagrams,
  id: number,
  patch: TikzExamplePatch,
): Promise<TikzExample> {
  authorize(actor.session, "content.manageTikzExamples", null);
  const before = await findExample(ctx.db, id);
  if (!before) throw NotFound("That example");
  const url = patch.source !== undefined ? await draw(ctx, actor, diagrams, patch.source) : undefined;
  const row = await recordChange(
    ctx,
    actor.session,
    actor,
    (updated: ExampleRow) =>
      entry("content.tikz_example_edited", id, {
        before: { title: before.title, sourceChanged: updated.source !== before.source },
      }),
    async (tx) => {
      const updated = await updateExample(tx, id, patch);
      if (!updated) throw NotFound("That example");
      return updated;
    },
  );
  return present(diagrams, row, url);
}

export async function removeExample(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  authorize(actor.session, "content.manageTikzExamples", null);
  const before = await findExample(ctx.db, id);
  if (!before) throw NotFound("That example");
  await recordChange(
    ctx,
    actor.session,
    actor,
    entry("content.tikz_example_deleted", id, { title: before.title }),
    async (tx) => {
      if (!(await deleteExample(tx, id))) throw NotFound("That example");
    },
  );
}

/** Puts the gallery in a new order; `ids` must be exactly every example's id. */
export async function reorderExamples(
  ctx: AppContext,
  actor: Actor,
  diagrams: Diagrams,
  body: TikzOrderBody,
): Promise<TikzExampleList> {
  authorize(actor.session, "content.manageTikzExamples", null);
  const rows = await listExamples(ctx.db);
  const wanted = new Set(body.ids);
  if (wanted.size !== rows.length || rows.some((r) => !wanted.has(r.id))) {
    throw Invalid("ids", "Send every example's id once, and no other id.");
  }
  await recordChange(
    ctx,
    actor.session,
    actor,
    {
      action: "content.tikz_examples_reordered",
      targetType: "tikz_example",
      targetId: "all",
      details: { ids: body.ids },
    },
    (tx) => setExamplePositions(tx, body.ids, rows),
  );
  return gallery(ctx, diagrams);
}
