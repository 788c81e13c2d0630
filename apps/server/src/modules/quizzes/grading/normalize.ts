/**
 * The two views of an answer that keyword rules look at, each remembering where every one of
 * its characters came from in the text as typed, so a match can be shown (highlighted) in the
 * student's own words.
 *
 * - `words`: what phrase alternatives match. Lower case, accents and other marks removed,
 *   compatibility forms folded ("ﬁ" → "fi", "²" → "2", full-width → ASCII), every run of
 *   anything that is not a letter or a digit (punctuation, symbols, spaces, line breaks)
 *   turned into ONE space, no space at either end. Idempotent.
 * - `plain`: what regular expressions see. Accents removed and spaces collapsed as above,
 *   but case and punctuation kept (a regex may want `m/s` or `3.5`; it runs ignoring case).
 */

export interface TextView {
  text: string;
  /** For each character of `text`: the offset in the original where it came from … */
  starts: number[];
  /** … and the offset just past that original character. */
  ends: number[];
}

const MARKS = /\p{M}/gu;
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
const SPACE = /^\s$/u;

/**
 * One typed character folded for matching: lower case, compatibility-decomposed, marks
 * dropped, lower case again (a compatibility form may decompose to a capital: "ℌ" → "H").
 * Final sigma becomes sigma so "ΟΔΟΣ" and "οδος" agree.
 */
function fold(ch: string): string {
  return ch.toLowerCase().normalize("NFKD").replace(MARKS, "").toLowerCase().replaceAll("ς", "σ");
}

/** Accents removed, nothing else (for the `plain` view). */
function stripMarks(ch: string): string {
  return ch.normalize("NFKD").replace(MARKS, "");
}

interface Builder {
  view: TextView;
  /** A separator is owed before the next character (only if something was written before). */
  pendingSpace: { start: number; end: number } | null;
}

function push(b: Builder, ch: string, start: number, end: number): void {
  if (b.pendingSpace && b.view.text !== "") {
    b.view.text += " ";
    b.view.starts.push(b.pendingSpace.start);
    b.view.ends.push(b.pendingSpace.end);
  }
  b.pendingSpace = null;
  b.view.text += ch;
  // A folded character may be longer than one UTF-16 unit (or several characters): each maps back.
  for (let k = 0; k < ch.length; k++) {
    b.view.starts.push(start);
    b.view.ends.push(end);
  }
}

function separator(b: Builder, start: number, end: number): void {
  b.pendingSpace ??= { start, end };
}

function build(input: string, each: (b: Builder, ch: string, start: number, end: number) => void): TextView {
  const b: Builder = { view: { text: "", starts: [], ends: [] }, pendingSpace: null };
  let offset = 0;
  // for…of walks code points, so a surrogate pair is one character with a two-unit span.
  for (const ch of input) {
    each(b, ch, offset, offset + ch.length);
    offset += ch.length;
  }
  return b.view;
}

/**
 * The `words` view. `keep` lists extra characters treated as part of a word (the rule parser
 * keeps `*`, the wildcard, when it normalizes a phrase).
 */
export function wordsView(input: string, keep = ""): TextView {
  return build(input, (b, ch, start, end) => {
    if (keep.includes(ch)) return push(b, ch, start, end);
    for (const c of fold(ch)) {
      if (WORD_CHAR.test(c)) push(b, c, start, end);
      else separator(b, start, end);
    }
  });
}

/** The `plain` view (see the file comment). */
export function plainView(input: string): TextView {
  return build(input, (b, ch, start, end) => {
    if (SPACE.test(ch)) return separator(b, start, end);
    const stripped = stripMarks(ch);
    // A lone combining mark (or a character made only of marks) leaves nothing behind.
    if (stripped !== "") push(b, stripped, start, end);
  });
}

/** Text as phrase rules compare it: see `wordsView`. */
export function normalizeText(input: string): string {
  return wordsView(input).text;
}

/** The original span of the view's characters [from, to), or null for an empty range. */
export function originalSpan(view: TextView, from: number, to: number): { start: number; end: number } | null {
  if (to <= from) return null;
  const start = view.starts[from];
  const end = view.ends[to - 1];
  return start === undefined || end === undefined ? null : { start, end };
}
