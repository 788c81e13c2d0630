/**
 * The text formats of GIFT and Moodle XML, turned into the HTML our questions hold. The HTML
 * made here is NOT trusted: the import endpoint sanitizes it like every author's HTML (ADR 0010).
 */

/** Moodle's four formats (XML spells them html, moodle_auto_format, plain_text, markdown). */
export type TextFormat = "html" | "moodle" | "plain" | "markdown";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&quot;"));
}

/**
 * Moodle's MathJax delimiters `\(…\)` and `\[…\]` as the `$…$` and `$$…$$` our renderer
 * reads (ADR 0010), so imported formulas render.
 */
function dollarMath(text: string): string {
  const inline = delimited(text, "\\(", "\\)", (tex) => `$${tex}$`);
  return delimited(inline, "\\[", "\\]", (tex) => `$$${tex}$$`);
}

/**
 * Each `open…close` (not after a backslash, at least one character inside) rewritten by `wrap`.
 * A scan, not a lazy regular expression: that one retried to the end of the text after every
 * unclosed `\(`, so a file full of them held the server for minutes.
 */
function delimited(text: string, open: string, close: string, wrap: (tex: string) => string): string {
  let out = "";
  let copied = 0;
  let from = 0;
  for (;;) {
    const at = text.indexOf(open, from);
    if (at < 0) break;
    if (at > 0 && text.charAt(at - 1) === "\\") {
      from = at + 1;
      continue;
    }
    const end = text.indexOf(close, at + open.length + 1);
    // No closing after this one: none after any later opening either.
    if (end < 0) break;
    out += text.slice(copied, at) + wrap(text.slice(at + open.length, end).trim());
    copied = from = end + close.length;
  }
  return out + text.slice(copied);
}

/** Text that already starts with a block element is kept as written (moodle format allows HTML). */
const STARTS_WITH_BLOCK = /^<(p|div|ul|ol|table|pre|h[1-6]|blockquote|figure|hr)[\s>/]/i;

/**
 * html: as written. moodle (Moodle's auto-format, the default of GIFT): HTML allowed, line breaks
 * kept. plain and markdown: escaped, so `<` stays a character (markdown is read as plain text:
 * its emphasis marks would clash with LaTeX's `*` and `_`). Blank lines make paragraphs.
 */
export function textToHtml(text: string, format: TextFormat): string {
  const trimmed = dollarMath(text.trim());
  if (trimmed === "") return "";
  if (format === "html" || (format === "moodle" && STARTS_WITH_BLOCK.test(trimmed))) return trimmed;
  const body = format === "moodle" ? trimmed : escapeHtml(trimmed);
  return body
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => `<p>${paragraph.trim().replace(/\n/g, "<br>")}</p>`)
    .join("");
}

const ENTITIES = new Map([
  ["amp", "&"],
  ["lt", "<"],
  ["gt", ">"],
  ["quot", '"'],
  ["apos", "'"],
  ["nbsp", " "],
]);

/** The words of some HTML, on one line: for question names and labels, never for display as HTML. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#")) {
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES.get(name.toLowerCase()) ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** `<p>x</p>` → `x`, so a one-paragraph feedback can sit after a label in a list item. */
export function unwrapParagraph(html: string): string {
  const m = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return m?.[1] !== undefined && !m[1].includes("<p") ? m[1] : html;
}

/** One line of at most `max` characters (names, comments), or undefined when nothing is left. */
export function oneLine(text: string, max: number): string | undefined {
  const line = text.replace(/\s+/g, " ").trim();
  if (line === "") return undefined;
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
