import { z } from "zod";

/** The longest TikZ source the diagram service accepts (characters). */
export const DIAGRAM_SOURCE_MAX = 20_000;
/** Longest description of a diagram (its alt text for screen readers: a sentence or two, issue #17). */
export const DIAGRAM_DESCRIPTION_MAX = 500;

/**
 * Packages a diagram source may load with `\usepackage{…}` (the ones node-tikzjax ships).
 * Anything else is refused before TeX sees it.
 */
export const DIAGRAM_PACKAGES = [
  "tikz-cd",
  "circuitikz",
  "pgfplots",
  "array",
  "amsmath",
  "amstext",
  "amsfonts",
  "amssymb",
  "tikz-3dplot",
  "chemfig",
] as const;

/**
 * POST /api/diagrams: a TikZ source. Optional `\usepackage{…}` (allow-listed) and
 * `\usetikzlibrary{…}` lines, then one `\begin{tikzpicture}…\end{tikzpicture}` block.
 */
export const DiagramBody = z.object({
  source: z
    .string({ error: "Enter the TikZ source of the diagram." })
    .trim()
    .min(1, { error: "Enter the TikZ source of the diagram." })
    .max(DIAGRAM_SOURCE_MAX, { error: `A diagram source is at most ${DIAGRAM_SOURCE_MAX} characters long.` }),
});
export type DiagramBody = z.infer<typeof DiagramBody>;

/** SHA-256 (hex) of the normalised source: the diagram's name in URLs and in the cache. */
export const DiagramHash = z.string().regex(/^[0-9a-f]{64}$/, { error: "Not a diagram hash." });

export const DiagramAnswer = z.object({
  hash: DiagramHash,
  /** Where the SVG is served: `${PUBLIC_DIAGRAM_BASE}/diagrams/<hash>.svg` (same-origin when unset). */
  url: z.string(),
});
export type DiagramAnswer = z.infer<typeof DiagramAnswer>;
