// TikZ blocks in sanitized tutorial HTML. At write time they are only normalized to
// `<pre class="tikz" data-tikz="">…source…</pre>` (plain text, never rendered as math):
// rendering every diagram of a document (or of the seed) then would make saving and
// start-up wait for TeX.
//
// They are drawn lazily instead: when a tutorial is read, renderDiagramsInHtml() sends each
// block's source to an injected renderer (the diagram service, ADR 0009, which caches SVGs on
// disk by content hash) and replaces the block with a <figure> holding
// `<img src="…/diagrams/<hash>.svg">`; the caller stores the result so it happens once.
import { DIAGRAM_DESCRIPTION_MAX } from "@tq/contract/diagrams";
import { contentWindow, isElement, parseHtml, type DomElement } from "./dom.ts";

const BEGIN = "\\begin{tikzpicture}";
const END = "\\end{tikzpicture}";
/** Most paragraphs one TikZ block may span (TipTap makes one <p> per typed line). */
const MAX_BLOCK_PARAGRAPHS = 500;

export const TIKZ_BLOCK_SELECTOR = "pre.tikz";

export interface TikzBlock {
  element: DomElement;
  source: string;
}

/**
 * What a diagram shows, in words, as its author wrote it (`data-description`): the drawn image's
 * alt text, so a screen reader reads the diagram (issue #17). Blank when older content has none.
 */
const DESCRIPTION = "data-description";

function descriptionOf(element: DomElement): string {
  return (element.getAttribute(DESCRIPTION) ?? "").replace(/\s+/g, " ").trim().slice(0, DIAGRAM_DESCRIPTION_MAX);
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

function tikzPre(source: string, description = ""): DomElement {
  const pre = contentWindow().document.createElement("pre");
  pre.setAttribute("class", "tikz");
  pre.setAttribute("data-tikz", "");
  if (description) pre.setAttribute(DESCRIPTION, description);
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
    if (isTikz) pre.replaceWith(tikzPre(source, descriptionOf(pre)));
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

/**
 * Draws one TikZ source and answers the address of its image. It rejects when the source
 * cannot be drawn; `isTransient` (below) tells a passing failure from a permanent one.
 */
export type DiagramRenderer = (source: string) => Promise<string>;

export interface DiagramRenderOptions {
  /**
   * A failure worth retrying on a later read (e.g. the render queue is full, the server is
   * restarting): its block stays `<pre class="tikz">`. Any other failure becomes the error
   * figure, for good. Default: none is transient.
   */
  isTransient?: (err: unknown) => boolean;
  /** Told about every failure (the block's source and the error). */
  onError?: (source: string, err: unknown, transient: boolean) => void;
}

export const DIAGRAM_ERROR_TEXT = "This diagram could not be drawn.";

function diagramFigure(url: string, description: string): DomElement {
  const document = contentWindow().document;
  const figure = document.createElement("figure");
  figure.setAttribute("class", "tikz-figure");
  const img = document.createElement("img");
  img.setAttribute("src", url);
  img.setAttribute("alt", description || "Diagram");
  img.setAttribute("loading", "lazy");
  img.setAttribute("decoding", "async");
  figure.replaceChildren(img);
  return figure;
}

function diagramErrorFigure(description: string): DomElement {
  const document = contentWindow().document;
  const figure = document.createElement("figure");
  figure.setAttribute("class", "tikz-figure tikz-error");
  const caption = document.createElement("figcaption");
  // The words still tell every reader what the picture would have shown.
  caption.textContent = description ? `${DIAGRAM_ERROR_TEXT} It shows: ${description}` : DIAGRAM_ERROR_TEXT;
  figure.replaceChildren(caption);
  return figure;
}

/** Does this rendered HTML still hold TikZ blocks to draw? (A cheap test before parsing.) */
export function hasTikzBlocks(html: string): boolean {
  return html.includes("data-tikz");
}

/**
 * Replaces every `<pre class="tikz">` block of rendered HTML with its drawn diagram
 * (`<figure class="tikz-figure"><img …></figure>`), or with the error figure when its source
 * cannot be drawn; never throws for a bad diagram. All blocks are asked for at once (the
 * service queues them and renders each distinct source once). Answers `html` itself, the
 * very same string, when nothing changed.
 */
export async function renderDiagramsInHtml(
  html: string,
  render: DiagramRenderer,
  options: DiagramRenderOptions = {},
): Promise<string> {
  if (!hasTikzBlocks(html)) return html;
  const root = parseHtml(html);
  const blocks = findTikzBlocks(root);
  if (blocks.length === 0) return html;
  let changed = false;
  await Promise.all(
    blocks.map(async ({ element, source }) => {
      const description = descriptionOf(element);
      let replacement: DomElement;
      try {
        replacement = diagramFigure(await render(source), description);
      } catch (err) {
        const transient = options.isTransient?.(err) ?? false;
        options.onError?.(source, err, transient);
        if (transient) return;
        replacement = diagramErrorFigure(description);
      }
      element.replaceWith(replacement);
      changed = true;
    }),
  );
  return changed ? root.innerHTML : html;
}
