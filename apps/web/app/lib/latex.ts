import katex from "katex";
import { KATEX_OPTIONS, MAX_FORMULA_LENGTH } from "@tq/contract/katex-options";

export type LatexRender = { ok: true; html: string } | { ok: false; error: string };

// Formulas repeat (palette buttons, a node view re-rendered on every transaction) and
// rendering is pure: keep the last few hundred results.
const cache = new Map<string, LatexRender>();
const CACHE_LIMIT = 500;

function render(latex: string, displayMode: boolean): LatexRender {
  if (latex.trim() === "") return { ok: false, error: "Type a formula." };
  if (latex.length > MAX_FORMULA_LENGTH) {
    return { ok: false, error: `A formula is at most ${MAX_FORMULA_LENGTH} characters long.` };
  }
  try {
    return { ok: true, html: katex.renderToString(latex, { ...KATEX_OPTIONS, displayMode }) };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    return { ok: false, error: message.replace(/^KaTeX parse error: /, "") || "This formula cannot be read." };
  }
}

/**
 * KaTeX with the server's settings (the contract's KATEX_OPTIONS), so the editor shows what
 * readers will get. Never throws: a bad formula answers its error message.
 */
export function renderLatex(latex: string, displayMode = false): LatexRender {
  const key = `${displayMode ? "D" : "I"}${latex}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const result = render(latex, displayMode);
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, result);
  return result;
}
