// Formulas in words, for screen readers that do not read MathML (TalkBack on the Android phones
// most of our students use; issue #17, ADR 0087). KaTeX's MathML stays in the page for those that
// do; the spoken form goes on the <math> element as its aria-label.
//
// KaTeX's own a11y string ("x, squared, plus, start fraction, 1, divided by, 2, end fraction")
// costs ~0.1 ms a formula. speech-rule-engine speaks better ("x squared plus one half") but cost
// ~10 ms of CPU a formula: the demo seed's first start went from 31 s to 61 s on a busy machine.
import renderA11yString from "katex/contrib/render-a11y-string";

/** KaTeX spells text letter by letter ("start text, c, m, end text"): say the words instead. */
const TEXT_RUN = /start text, ((?:(?:[^,]|space), )*(?:[^,]|space)), end text/g;

function wordsOfTextRun(_match: string, letters: string): string {
  return letters
    .split(", ")
    .map((part) => (part === "space" ? " " : part))
    .join("")
    .trim();
}

/**
 * The spoken form of a formula, or "" when KaTeX cannot say it (arrays, or a command it reads
 * out as its name, such as "\lt"): such a formula keeps its MathML only.
 */
export function spokenForm(tex: string, display: boolean): string {
  let words: string;
  try {
    words = renderA11yString(tex, { displayMode: display, strict: "ignore" });
  } catch {
    return "";
  }
  words = words
    .replace(TEXT_RUN, wordsOfTextRun)
    .replace(/(, )+/g, ", ")
    .replace(/^, |, $/g, "")
    .trim();
  return words.includes("\\") ? "" : words;
}

const MATH_START = "<math";

/** KaTeX's markup with `aria-label` (the spoken form) on its <math> element. */
export function withSpokenForm(katexHtml: string, words: string, escape: (s: string) => string): string {
  const start = katexHtml.indexOf(MATH_START);
  if (start < 0 || !words) return katexHtml;
  const at = start + MATH_START.length;
  return `${katexHtml.slice(0, at)} aria-label="${escape(words)}"${katexHtml.slice(at)}`;
}
