import katex from "katex";
import type {
  LatexOrderBody,
  LatexPalette,
  LatexSymbolBody,
  LatexSymbolPatch,
  LatexSymbolRecord,
} from "@tq/contract/content";
import { KATEX_OPTIONS } from "@tq/contract/katex-options";
import type { AppContext } from "../../context.ts";
import { Conflict, Invalid, NotFound } from "../../lib/errors.ts";
import { recordChange, type ChangeEntry } from "../../lib/record-change.ts";
import { versionCache } from "../../lib/version-cache.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "./actor.ts";
import {
  deleteSymbol,
  findSymbol,
  insertSymbol,
  listSymbols,
  setSymbolPositions,
  symbolsWithLatex,
  updateSymbol,
  type SymbolRow,
} from "./repo.ts";

const paletteCache = versionCache<LatexPalette>(1);

/** Rows in palette order → categories in the order of their first symbol. */
function grouped(rows: readonly SymbolRow[]): LatexPalette {
  const byName = new Map<string, LatexPalette["categories"][number]>();
  for (const r of rows) {
    let category = byName.get(r.category);
    if (!category) {
      category = { name: r.category, symbols: [] };
      byName.set(r.category, category);
    }
    category.symbols.push({ id: r.id, label: r.label, latex: r.latex });
  }
  return { categories: [...byName.values()] };
}

const record = (r: SymbolRow): LatexSymbolRecord => ({
  id: r.id,
  category: r.category,
  label: r.label,
  latex: r.latex,
});

/** The palette, grouped by category (public; memoized until a palette change). */
export function latexPalette(ctx: AppContext): Promise<LatexPalette> {
  return paletteCache(ctx, "palette", async () => grouped(await listSymbols(ctx.db)));
}

/**
 * Refuses LaTeX that KaTeX (with the readers' settings) cannot render, with KaTeX's own words,
 * and the commands readers' settings do not trust (\href, \url, \includegraphics, \html…):
 * KaTeX would show those as red source text rather than fail.
 */
export function checkLatex(latex: string): void {
  let untrusted: string | undefined;
  try {
    katex.renderToString(latex, {
      ...KATEX_OPTIONS,
      displayMode: false,
      trust: (context) => {
        untrusted ??= context.command;
        return false;
      },
    } satisfies katex.KatexOptions);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw Invalid("latex", `KaTeX cannot render this: ${reason.replace(/^KaTeX parse error: /, "")}`);
  }
  if (untrusted) throw Invalid("latex", `KaTeX cannot render this: ${untrusted} is not allowed in equations.`);
}

async function refuseDuplicate(ctx: AppContext, category: string, latex: string, exceptId?: number): Promise<void> {
  const same = await symbolsWithLatex(ctx.db, category, latex);
  if (same.some((r) => r.id !== exceptId)) {
    const message = `${category} already has a symbol with this LaTeX.`;
    throw Conflict(message, { latex: message });
  }
}

/** The activity log's line about a symbol; every palette change is public (the palette is memoized). */
const entry = (action: string, id: number, details: Record<string, unknown>): ChangeEntry => ({
  action,
  targetType: "latex_symbol",
  targetId: id,
  details,
});

export async function addSymbol(ctx: AppContext, actor: Actor, body: LatexSymbolBody): Promise<LatexSymbolRecord> {
  authorize(actor.session, "content.managePalette", null);
  checkLatex(body.latex);
  await refuseDuplicate(ctx, body.category, body.latex);
  const row = await recordChange(
    ctx,
    actor.session,
    actor,
    (added: SymbolRow) =>
      entry("content.latex_symbol_added", added.id, { category: added.category, latex: added.latex }),
    (tx) => insertSymbol(tx, body),
  );
  return record(row);
}

export async function editSymbol(
  ctx: AppContext,
  actor: Actor,
  id: number,
  patch: LatexSymbolPatch,
): Promise<LatexSymbolRecord> {
  authorize(actor.session, "content.managePalette", null);
  const before = await findSymbol(ctx.db, id);
  if (!before) throw NotFound("That symbol");
  if (patch.latex !== undefined) checkLatex(patch.latex);
  const category = patch.category ?? before.category;
  const latex = patch.latex ?? before.latex;
  if (category !== before.category || latex !== before.latex) await refuseDuplicate(ctx, category, latex, id);
  const row = await recordChange(
    ctx,
    actor.session,
    actor,
    entry("content.latex_symbol_edited", id, {
      before: { category: before.category, label: before.label, latex: before.latex },
    }),
    async (tx) => {
      const updated = await updateSymbol(tx, id, patch, category !== before.category);
      if (!updated) throw NotFound("That symbol");
      return updated;
    },
  );
  return record(row);
}

export async function removeSymbol(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  authorize(actor.session, "content.managePalette", null);
  const before = await findSymbol(ctx.db, id);
  if (!before) throw NotFound("That symbol");
  await recordChange(
    ctx,
    actor.session,
    actor,
    entry("content.latex_symbol_deleted", id, { category: before.category, label: before.label, latex: before.latex }),
    async (tx) => {
      if (!(await deleteSymbol(tx, id))) throw NotFound("That symbol");
    },
  );
}

/**
 * Puts one category's symbols in a new order. `ids` must be exactly that category's symbols.
 * The whole palette is renumbered 1…n, so the categories keep their order too.
 */
export async function reorderSymbols(ctx: AppContext, actor: Actor, body: LatexOrderBody): Promise<LatexPalette> {
  authorize(actor.session, "content.managePalette", null);
  const rows = await listSymbols(ctx.db);
  const mine = rows.filter((r) => r.category === body.category);
  if (mine.length === 0) throw NotFound(`The category "${body.category}"`);
  const wanted = new Set(body.ids);
  if (wanted.size !== mine.length || mine.some((r) => !wanted.has(r.id))) {
    throw Invalid("ids", `Send every symbol of ${body.category} once, and no other symbol.`);
  }
  const next = [...body.ids];
  const order = rows.map((r) => (r.category === body.category ? (next.shift() ?? r.id) : r.id));
  await recordChange(
    ctx,
    actor.session,
    actor,
    {
      action: "content.latex_symbols_reordered",
      targetType: "latex_category",
      targetId: body.category,
      details: { ids: body.ids },
    },
    (tx) => setSymbolPositions(tx, order, rows),
  );
  return grouped(await listSymbols(ctx.db));
}
