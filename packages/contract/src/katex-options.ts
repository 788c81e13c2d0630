/**
 * KaTeX's settings, shared by the server's renderer (apps/server/src/content/math.ts) and the
 * editor's live preview, so an author sees exactly what readers will get (ADR 0010).
 */
export const KATEX_OPTIONS = {
  throwOnError: true, // callers catch and show their own error element (KaTeX's uses style=)
  trust: false, // no \href, \url, \includegraphics, \htmlClass, \htmlId, \htmlStyle, \htmlData
  strict: "ignore",
  maxSize: 50, // em: caps \rule, \kern and friends
  maxExpand: 500, // macro expansions per formula
  output: "htmlAndMathml",
} as const;

/** Longest formula rendered; longer ones become an error element. */
export const MAX_FORMULA_LENGTH = 4000;
