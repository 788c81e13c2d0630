import katex from "katex";
import { KATEX_OPTIONS } from "@tq/contract/katex-options";

export type LatexResult = { ok: true; html: string } | { ok: false; error: string };

/**
 * One formula through KaTeX with the readers' settings (the contract's KATEX_OPTIONS), on the
 * server render and in the browser alike. Never throws: a bad formula answers KaTeX's reason.
 */
export function renderLatex(latex: string, displayMode = false): LatexResult {
  try {
    return { ok: true, html: katex.renderToString(latex, { ...KATEX_OPTIONS, displayMode }) };
  } catch (error) {
    const message = error instanceof Error ? error.message.replace(/^KaTeX parse error: /, "") : "";
    return { ok: false, error: message || "KaTeX cannot read this formula." };
  }
}
