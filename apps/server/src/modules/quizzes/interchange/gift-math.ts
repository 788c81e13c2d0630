import { asLiteral } from "./gift-text.ts";

/**
 * LaTeX inside GIFT (issue #12). Moodle reads every unescaped `{ } = ~ #` as GIFT syntax, so it
 * wants `$\frac\{6\}\{3\}$`; teachers write `$\frac{6}{3}$`. Inside a formula (`$…$`, `$$…$$`,
 * `\(…\)`, `\[…\]`) those characters are the formula's. A file Moodle reads correctly has them
 * escaped already, so it reads as before. Inline `$…$` follows pandoc's rule (no space just
 * inside the dollars, no digit right after the closing one, one line), so amounts such as
 * `{=$7 ~$8}` stay money and answers.
 */
const FORMULA_SYNTAX = /[{}=~#]/g;

/** The text with GIFT's syntax characters inside formulas made literal (same length, same places). */
export function protectFormulas(text: string): string {
  const scan = new FormulaScan(text);
  const candidates = /[\\$]/g;
  let out = "";
  let copied = 0;
  for (let m = candidates.exec(text); m; m = candidates.exec(text)) {
    const end = scan.endOfFormulaAt(m.index);
    if (end < 0) {
      // `\$` and `\\` outside a formula are characters, never a delimiter.
      if (m[0] === "\\") candidates.lastIndex = m.index + 2;
      continue;
    }
    out += text.slice(copied, m.index) + text.slice(m.index, end).replace(FORMULA_SYNTAX, asLiteral);
    copied = candidates.lastIndex = end;
  }
  return out + text.slice(copied);
}

const DELIMITERS = [
  ["\\(", "\\)"],
  ["\\[", "\\]"],
  ["$$", "$$"],
] as const;

/**
 * Finds formulas left to right. A search that found no closing delimiter is remembered, so a file
 * full of lone `$` or `\(` is read in linear time, not quadratic.
 */
class FormulaScan {
  private readonly noCloseFrom = new Map<string, number>();
  private inlineFailedBefore = -1;
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  /** Where the formula starting at `start` ends (exclusive), or -1 when none starts there. */
  endOfFormulaAt(start: number): number {
    for (const [open, close] of DELIMITERS) {
      if (this.text.startsWith(open, start)) return this.closing(start + open.length, close);
    }
    return this.text.charAt(start) === "$" ? this.inlineEnd(start) : -1;
  }

  /** After the first `close` from `from` (a backslash takes the next character with it), or -1. */
  private closing(from: number, close: string): number {
    const known = this.noCloseFrom.get(close);
    if (known !== undefined && from >= known) return -1;
    for (let i = from; i < this.text.length; i++) {
      if (this.text.startsWith(close, i)) return i + close.length;
      if (this.text.charAt(i) === "\\") i++;
    }
    this.noCloseFrom.set(close, from);
    return -1;
  }

  /** `$x$` on one line: no space after the opening, none before the closing, no digit after it. */
  private inlineEnd(start: number): number {
    const { text } = this;
    if (start < this.inlineFailedBefore || !/^[^\s$]/.test(text.charAt(start + 1))) return -1;
    for (let j = start + 1; j < text.length; j++) {
      const char = text.charAt(j);
      if (char === "\n") break;
      if (char === "\\") j++;
      else if (char === "$" && !/\s/.test(text.charAt(j - 1)) && !/\d/.test(text.charAt(j + 1))) return j + 1;
    }
    // No closing on this line after `start`: none for any later `$` before that point either.
    const lineEnd = text.indexOf("\n", start);
    this.inlineFailedBefore = lineEnd < 0 ? text.length : lineEnd;
    return -1;
  }
}
