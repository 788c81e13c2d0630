// TikZ blocks in sanitized tutorial HTML. For now they are only normalized to
// `<pre class="tikz" data-tikz="">…source…</pre>` (plain text, never rendered as math).
//
// HOOK for the diagram service (built separately): it will replace every block that
// findTikzBlocks() returns with `<img src="/diagrams/<hash>.svg" alt="Diagram">`, the hash
// being the content hash of `source` under which the service caches the SVG. Until then
// the web app shows the source.
import { contentWindow, isElement, type DomElement } from "./dom.ts";

const BEGIN = "\\begin{tikzpicture}";
const END = "\\end{tikzpicture}";
/** Most paragraphs one TikZ block may span (TipTap makes one <p> per typed line). */
const MAX_BLOCK_PARAGRAPHS = 500;

export const TIKZ_BLOCK_SELECTOR = "pre.tikz";

export interface TikzBlock {
  element: DomElement;
  source: string;
}

/** Text of a paragraph with <br> as a newline. */
function lineText(element: DomElement): string {
  let text = "";
  for (const child of Array.from(element.childNodes)) {
    if (isElement(child)) text += child.localName === "br" ? "\n" : lineText(child);
    else text += child.textContent ?? "";
  }
  return text;
}

function tikzPre(source: string): DomElement {
  const pre = contentWindow().document.createElement("pre");
  pre.setAttribute("class", "tikz");
  pre.setAttribute("data-tikz", "");
  pre.textContent = source;
  return pre;
}

/**
 * Normalizes TikZ blocks in place: `<pre data-tikz>`/`<pre class="tikz">`, a <pre> holding a
 * whole tikzpicture, and a tikzpicture typed as paragraphs (one <p> or several in a row)
 * all become `<pre class="tikz" data-tikz="">source</pre>`.
 */
export function markTikzBlocks(root: DomElement): void {
  for (const pre of Array.from(root.querySelectorAll("pre"))) {
    const source = (pre.textContent ?? "").trim();
    const isTikz =
      pre.hasAttribute("data-tikz") ||
      (pre.getAttribute("class") ?? "").split(/\s+/).includes("tikz") ||
      (source.startsWith(BEGIN) && source.endsWith(END));
    if (isTikz) pre.replaceWith(tikzPre(source));
  }
  for (const start of Array.from(root.querySelectorAll("p, div"))) {
    if (!start.parentNode || start.closest("pre")) continue; // already replaced
    const first = lineText(start).trim();
    if (!first.startsWith(BEGIN)) continue;
    const run: DomElement[] = [start];
    const lines = [first];
    let current: DomElement = start;
    while (!lines[lines.length - 1]?.endsWith(END) && run.length < MAX_BLOCK_PARAGRAPHS) {
      const next = current.nextElementSibling;
      if (!next || next.localName !== start.localName) break;
      run.push(next);
      lines.push(lineText(next).trim());
      current = next;
    }
    if (!lines[lines.length - 1]?.endsWith(END)) continue; // not a closed block: leave as text
    start.replaceWith(tikzPre(lines.join("\n")));
    for (const element of run.slice(1)) element.remove();
  }
}

/** The TikZ blocks of a tree after markTikzBlocks (what the diagram service will render). */
export function findTikzBlocks(root: DomElement): TikzBlock[] {
  return Array.from(root.querySelectorAll(TIKZ_BLOCK_SELECTOR)).map((element) => ({
    element,
    source: element.textContent ?? "",
  }));
}
