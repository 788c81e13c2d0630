// Server-side KaTeX: `$…$` (inline) and `$$…$$` (display) in the TEXT of already sanitized
// HTML, and TipTap-style math nodes (`<span data-latex="…">`, `<div data-latex="…">`,
// `.math-inline` / `.math-display`). KaTeX's output is trusted (we produced it from the
// formula text with trust: false), so this pass runs AFTER sanitizing, never before.
//
// Math is looked for in one text node at a time (a formula cannot span a tag, e.g. <br> or
// <em>), never inside code, pre, TikZ blocks, or KaTeX output. `\$` is a literal dollar.
import { randomBytes } from "node:crypto";
import katex from "katex";
import { KATEX_OPTIONS, MAX_FORMULA_LENGTH } from "@tq/contract/katex-options";
import { spokenForm, withSpokenForm } from "./math-speech.ts";
import { contentWindow, isElement, isText, parseHtml, type DomElement, type DomNode } from "./dom.ts";

export { MAX_FORMULA_LENGTH };

/** Most formulas rendered in one document; the rest become error elements. */
export const MAX_FORMULAS_PER_DOCUMENT = 5000;

/** Subtrees whose text is never scanned for `$`. */
const SKIP_SELECTOR = "code, pre, kbd, samp, .katex, .math-error, .tikz, [data-tikz]";
/** TipTap-style math nodes: the formula is in data-latex, or else the element's text. */
export const MATH_NODE_SELECTOR = "[data-latex], .math-inline, .math-display";

export type MathSegment =
  { kind: "text"; text: string } | { kind: "math"; tex: string; display: boolean; source: string };

function isSpace(char: string | undefined): boolean {
  return char !== undefined && /\s/.test(char);
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= "0" && char <= "9";
}

/**
 * Splits text into literal text and formulas, in linear time.
 * Inline `$…$` follows Pandoc's rule: the opening `$` has a non-space right after it, and
 * the next unescaped `$` closes it only with a non-space right before it and no digit (or
 * `$`) right after it; otherwise the opening `$` is literal ("$5 and $10" stays text).
 * A backslash escapes the next character for delimiter purposes; `\$` in text becomes `$`.
 * `\begin{tikzpicture}…\end{tikzpicture}` in running text is left alone (TikZ has `$` too).
 */
export function splitMath(text: string): MathSegment[] {
  const n = text.length;
  // Pass 1: which characters are escaped by a preceding (unescaped) backslash.
  const escaped = new Uint8Array(n + 1);
  for (let i = 0; i < n; i++) {
    if (text[i] === "\\" && !escaped[i]) escaped[i + 1] = 1;
  }
  const dollar = (i: number) => i >= 0 && i < n && text[i] === "$" && !escaped[i];
  // Pass 2 (right to left): the nearest unescaped `$` and `$$` at or after each index.
  const nextDollar = new Int32Array(n + 1).fill(-1);
  const nextDisplay = new Int32Array(n + 1).fill(-1);
  for (let i = n - 1; i >= 0; i--) {
    nextDollar[i] = dollar(i) ? i : (nextDollar[i + 1] ?? -1);
    nextDisplay[i] = dollar(i) && dollar(i + 1) ? i : (nextDisplay[i + 1] ?? -1);
  }
  // An inline formula ends at the NEXT unescaped `$`, which must be a valid closer.
  const closesInline = (j: number) => j > 0 && !dollar(j + 1) && !isSpace(text[j - 1]) && !isDigit(text[j + 1]);

  const segments: MathSegment[] = [];
  let literal = "";
  const pushMath = (tex: string, display: boolean, source: string) => {
    if (literal) segments.push({ kind: "text", text: literal });
    literal = "";
    segments.push({ kind: "math", tex, display, source });
  };

  let i = 0;
  while (i < n) {
    const char = text[i] as string;
    if (char === "\\" && text[i + 1] === "$" && escaped[i + 1]) {
      literal += "$";
      i += 2;
      continue;
    }
    if (char === "\\" && text.startsWith("\\begin{tikzpicture}", i)) {
      const endTag = "\\end{tikzpicture}";
      const end = text.indexOf(endTag, i);
      const stop = end === -1 ? n : end + endTag.length;
      literal += text.slice(i, stop);
      i = stop;
      continue;
    }
    if (char === "$" && !escaped[i]) {
      if (dollar(i + 1)) {
        const close = nextDisplay[i + 2] ?? -1;
        if (close !== -1 && text.slice(i + 2, close).trim() !== "") {
          pushMath(text.slice(i + 2, close), true, text.slice(i, close + 2));
          i = close + 2;
          continue;
        }
        literal += "$$";
        i += 2;
        continue;
      }
      if (!isSpace(text[i + 1])) {
        const close = nextDollar[i + 1] ?? -1;
        if (close > i + 1 && closesInline(close)) {
          pushMath(text.slice(i + 1, close), false, text.slice(i, close + 1));
          i = close + 1;
          continue;
        }
      }
    }
    literal += char;
    i++;
  }
  if (literal) segments.push({ kind: "text", text: literal });
  return segments;
}

function errorMessage(error: unknown): string {
  if (error instanceof katex.ParseError) return error.message;
  if (error instanceof RangeError) return "Formula too deeply nested";
  return error instanceof Error ? error.message : "Formula could not be rendered";
}

/** Escapes text the way the HTML serializer does (so output re-serializes to itself). */
function escapeText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/\u00a0/g, "&nbsp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, "&quot;");
}

/**
 * One render. KaTeX's markup is never parsed back into the tree (jsdom takes ~5 ms per
 * formula for that, and inserting many nodes is quadratic there): a text node that holds
 * math is replaced by ONE placeholder comment, and the finished markup (escaped text,
 * KaTeX output, error elements) is spliced into the serialized HTML at the end. Sanitized
 * input has no comments, and placeholders carry a random nonce, so author content can
 * neither produce nor collide with one.
 */
class MathRender {
  private readonly nonce = randomBytes(12).toString("hex");
  private readonly chunks: string[] = [];
  private formulas = 0;

  /** One formula → KaTeX's markup, or an inline error element showing the source. */
  private formula(tex: string, display: boolean, source: string): string {
    let message: string;
    if (tex.length > MAX_FORMULA_LENGTH) {
      message = `Formula longer than ${MAX_FORMULA_LENGTH} characters`;
    } else if (this.formulas >= MAX_FORMULAS_PER_DOCUMENT) {
      message = `More than ${MAX_FORMULAS_PER_DOCUMENT} formulas in one document`;
    } else {
      this.formulas++;
      try {
        const markup = katex.renderToString(tex, {
          ...KATEX_OPTIONS,
          displayMode: display,
        } satisfies katex.KatexOptions);
        return withSpokenForm(markup, spokenForm(tex, display), escapeAttribute);
      } catch (error) {
        message = errorMessage(error);
      }
    }
    return `<span class="math-error" title="${escapeAttribute(message)}">${escapeText(source)}</span>`;
  }

  /** Plain text (a comment) as HTML: escaped, with its formulas rendered. */
  plainText(text: string): string {
    if (!text.includes("$")) return escapeText(text);
    return splitMath(text)
      .map((segment) =>
        segment.kind === "text" ? escapeText(segment.text) : this.formula(segment.tex, segment.display, segment.source),
      )
      .join("");
  }

  private placeholder(markup: string): DomNode {
    this.chunks.push(markup);
    return contentWindow().document.createComment(`${this.nonce}:${this.chunks.length - 1}`);
  }

  private textNode(node: DomNode): void {
    const text = node.textContent ?? "";
    if (!text.includes("$")) return;
    const segments = splitMath(text);
    if (segments.length === 1 && segments[0]?.kind === "text" && segments[0].text === text) return;
    const markup = segments
      .map((segment) =>
        segment.kind === "text" ? escapeText(segment.text) : this.formula(segment.tex, segment.display, segment.source),
      )
      .join("");
    (node as DomElement).replaceWith(this.placeholder(markup));
  }

  private mathNode(element: DomElement): void {
    const tex = element.getAttribute("data-latex") ?? element.textContent ?? "";
    if (tex.trim() === "") return;
    const classes = (element.getAttribute("class") ?? "").split(/\s+/);
    const display =
      element.localName === "div" ||
      element.getAttribute("data-type") === "block-math" ||
      classes.includes("math-display");
    const source = display ? `$$${tex}$$` : `$${tex}$`;
    element.replaceChildren(this.placeholder(this.formula(tex, display, source)));
  }

  walk(node: DomNode): void {
    // Copy first: rendering replaces children while we go.
    for (const child of Array.from(node.childNodes)) {
      if (isText(child)) {
        this.textNode(child);
      } else if (isElement(child) && !child.matches(SKIP_SELECTOR)) {
        if (child.matches(MATH_NODE_SELECTOR)) this.mathNode(child);
        else this.walk(child);
      }
    }
  }

  /** The tree's HTML with each placeholder replaced by its markup. */
  serialize(root: DomElement): string {
    const html = root.innerHTML;
    if (this.chunks.length === 0) return html;
    const placeholder = new RegExp(`<!--${this.nonce}:(\\d+)-->`, "g");
    return html.replace(placeholder, (_, index: string) => this.chunks[Number(index)] ?? "");
  }
}

/**
 * Renders the math of a parsed (sanitized) tree and returns the tree's HTML with KaTeX's
 * markup in it. The tree itself keeps placeholders: serialize it only through this.
 */
export function renderMathToHtml(root: DomElement): string {
  const render = new MathRender();
  render.walk(root);
  return render.serialize(root);
}

/**
 * Renders `$…$`, `$$…$$` and math nodes of sanitized HTML with KaTeX. Never throws for a
 * bad formula: it becomes `<span class="math-error" title="…">…source…</span>`.
 */
export function renderMath(html: string): string {
  if (!html.includes("$") && !/data-latex|math-inline|math-display/.test(html)) return html;
  return renderMathToHtml(parseHtml(html));
}

/**
 * Plain text (tutorial comments) as HTML: every character escaped, and its `$…$` / `$$…$$`
 * formulas rendered by KaTeX, with the same rules and errors as in tutorials.
 */
export function renderTextWithMath(text: string): string {
  return new MathRender().plainText(text);
}
