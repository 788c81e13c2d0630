import type { TextFormat } from "./text-formats.ts";

/**
 * GIFT's text layer, read as Moodle's importer (qformat_gift) reads it: questions are separated
 * by blank lines; lines starting with `//` are comments; `\:` `\#` `\=` `\{` `\}` `\~` are the
 * characters themselves, `\\` a backslash and `\n` a line break (so LaTeX's `\nu` is written
 * `\\nu`, as Moodle requires). Escaped characters become placeholders while the question is
 * parsed, so they never act as syntax, and are restored in each piece of text at the end.
 */

const PLACEHOLDERS: Record<string, string> = {
  ":": "\uE03A",
  "#": "\uE023",
  "=": "\uE03D",
  "{": "\uE07B",
  "}": "\uE07D",
  "~": "\uE07E",
  n: "\uE00A",
};
const RESTORED: Record<string, string> = Object.fromEntries(
  Object.entries(PLACEHOLDERS).map(([char, placeholder]) => [placeholder, char === "n" ? "\n" : char]),
);
const PLACEHOLDER_CHARS = new RegExp(`[${Object.values(PLACEHOLDERS).join("")}]`, "g");

/** One question's text (escapes replaced) and the file line of each of its characters. */
export interface GiftBlock {
  text: string;
  lineOf: number[];
  startLine: number;
}

/** Splits a GIFT file into question blocks; comment-only blocks are dropped. */
export function giftBlocks(source: string): GiftBlock[] {
  // A file that already holds our placeholder characters must not smuggle syntax through them.
  const lines = source
    .replace(/^\uFEFF/, "")
    .replace(PLACEHOLDER_CHARS, "\uFFFD")
    .split(/\r\n|\r|\n/);
  const blocks: GiftBlock[] = [];
  let current: { text: string; line: number }[] = [];
  const flush = () => {
    if (current.length > 0) blocks.push(unescapeBlock(current));
    current = [];
  };
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === "") flush();
    else if (!line.startsWith("//")) current.push({ text: line, line: i + 1 });
  });
  flush();
  return blocks;
}

function unescapeBlock(lines: readonly { text: string; line: number }[]): GiftBlock {
  const chars: string[] = [];
  const lineOf: number[] = [];
  lines.forEach(({ text, line }, k) => {
    if (k > 0) {
      chars.push("\n");
      lineOf.push(line - 1);
    }
    for (let j = 0; j < text.length; j++) {
      const char = text.charAt(j);
      const next = text.charAt(j + 1);
      const placeholder = PLACEHOLDERS[next];
      if (char === "\\" && (next === "\\" || placeholder !== undefined)) {
        chars.push(next === "\\" ? "\\" : (placeholder ?? next));
        j++;
      } else {
        chars.push(char);
      }
      lineOf.push(line);
    }
  });
  return { text: chars.join(""), lineOf, startLine: lines[0]?.line ?? 1 };
}

/** A syntax character made literal, as if it had been escaped (formulas' braces, gift-math.ts). */
export function asLiteral(char: string): string {
  return char === "n" ? char : (PLACEHOLDERS[char] ?? char);
}

/** Escaped characters back to themselves (at the end, once a piece's syntax has been read). */
export function restore(text: string): string {
  return text.replace(PLACEHOLDER_CHARS, (c) => RESTORED[c] ?? c);
}

const FORMAT_NAMES = new Map<string, TextFormat>([
  ["html", "html"],
  ["moodle", "moodle"],
  ["plain", "plain"],
  ["markdown", "markdown"],
]);

/** A piece of text with its optional `[format]` prefix; without one it takes the question's format. */
export function withFormat(raw: string, fallback: TextFormat): { format: TextFormat; text: string } {
  const trimmed = raw.trim();
  const end = trimmed.startsWith("[") ? trimmed.indexOf("]") : -1;
  const format = end > 0 ? FORMAT_NAMES.get(trimmed.slice(1, end)) : undefined;
  if (format) return { format, text: restore(trimmed.slice(end + 1)).trim() };
  return { format: fallback, text: restore(trimmed) };
}

/** `answer#feedback` (the first `#`), each with its own format. */
export function splitFeedback(raw: string, fallback: TextFormat) {
  const hash = raw.indexOf("#");
  return {
    answer: withFormat(hash < 0 ? raw : raw.slice(0, hash), fallback),
    feedback: withFormat(hash < 0 ? "" : raw.slice(hash + 1), fallback),
  };
}

/** PHP's explode with a limit: the last piece keeps the rest. */
export function explode(text: string, separator: string, limit: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (pieces.length < limit - 1) {
    const at = rest.indexOf(separator);
    if (at < 0) break;
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at + separator.length);
  }
  return [...pieces, rest];
}

/** Writes text for GIFT: its special characters escaped, line breaks as `\n` (Moodle's repchar). */
export function escapeGift(text: string): string {
  return text.replace(/[\\~=#{}:\n\r]/g, (c) => (c === "\n" ? "\\n" : c === "\r" ? "" : `\\${c}`));
}
