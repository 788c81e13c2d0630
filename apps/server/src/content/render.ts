// The rich-content pipeline for tutorial bodies (and other rich text): user HTML from the
// editor → sanitized against the allow-list → TikZ blocks normalized → math rendered.
// Sanitizing comes FIRST: KaTeX output (spans with style=, MathML) would not survive the
// allow-list, and it needs no sanitizing because we produce it from formula text ourselves.
import { parseHtml } from "./dom.ts";
import { renderMathToHtml } from "./math.ts";
import { sanitizeHtml } from "./sanitize.ts";
import { markTikzBlocks } from "./tikz.ts";

export interface RenderedContent {
  /** Safe to insert as HTML; needs KaTeX's CSS (and fonts) on the page. */
  html: string;
}

export function renderTutorialHtml(userHtml: string): RenderedContent {
  const root = parseHtml(sanitizeHtml(userHtml));
  markTikzBlocks(root);
  // TikZ blocks stay `<pre class="tikz">` here: drawing them needs TeX (a worker queue, up to
  // a second each), so they are drawn when the tutorial is first read, by
  // renderDiagramsInHtml() (tikz.ts), and the result is stored then.
  return { html: renderMathToHtml(root) };
}
