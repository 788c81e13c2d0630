import { z } from "zod";
import { DiagramBody } from "./diagrams.ts";
import { Id, plainText } from "./fields.ts";

// The helper content of issue #3: the LaTeX palette (Manage Latex → Writing Equations and the
// editor's palette), the TikZ examples (Manage Tikz → Drawing Diagrams) and the one preview of
// rich HTML (the editor, HTML Formatting and the try-it boxes).

/** The longest LaTeX snippet a palette entry may hold (characters). */
export const LATEX_SNIPPET_MAX = 500;

export const LatexSymbol = z.object({
  id: z.number().int(),
  /** Short name shown on hover and read by screen readers ("square root"). */
  label: z.string(),
  /** What is inserted: renders with KaTeX (checked on save). */
  latex: z.string(),
});
export type LatexSymbol = z.infer<typeof LatexSymbol>;

/** GET /api/content/latex-symbols: the palette, categories and symbols in their order. */
export const LatexPalette = z.object({
  categories: z.array(z.object({ name: z.string(), symbols: z.array(LatexSymbol) })),
});
export type LatexPalette = z.infer<typeof LatexPalette>;

/** One palette entry with its category, as the world director's writes answer it. */
export const LatexSymbolRecord = LatexSymbol.extend({ category: z.string() });
export type LatexSymbolRecord = z.infer<typeof LatexSymbolRecord>;

const Category = plainText(1, 60, "Enter the category, e.g. Greek letters.");
const Label = plainText(1, 80, "Enter a short name, e.g. square root.");
const Latex = plainText(1, LATEX_SNIPPET_MAX, "Enter the LaTeX, e.g. \\sqrt{x}.");

/** POST /api/content/latex-symbols (world director); the LaTeX must render with KaTeX. */
export const LatexSymbolBody = z.object({ category: Category, label: Label, latex: Latex });
export type LatexSymbolBody = z.infer<typeof LatexSymbolBody>;

/** PATCH /api/content/latex-symbols/{id}: any of the fields (a new category puts it last there). */
export const LatexSymbolPatch = LatexSymbolBody.partial().refine((b) => Object.keys(b).length > 0, {
  error: "Change at least one field.",
});
export type LatexSymbolPatch = z.infer<typeof LatexSymbolPatch>;

/** A new order: every id of the list once (the server refuses another set with 400). */
const OrderIds = z
  .array(Id, { error: "Send the ids in their new order." })
  .min(1, "Send the ids in their new order.")
  .max(1000)
  .refine((ids) => new Set(ids).size === ids.length, { error: "Each id may appear only once." });

/** PUT /api/content/latex-symbols/order: one category's symbols in their new order. */
export const LatexOrderBody = z.object({ category: Category, ids: OrderIds });
export type LatexOrderBody = z.infer<typeof LatexOrderBody>;

export const TikzExample = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  source: z.string(),
  /** The drawn SVG's address when the diagram service already has it; null until drawn. */
  svgUrl: z.string().nullable(),
});
export type TikzExample = z.infer<typeof TikzExample>;

/** GET /api/content/tikz-examples: the gallery in its order. */
export const TikzExampleList = z.array(TikzExample);
export type TikzExampleList = z.infer<typeof TikzExampleList>;

/** POST /api/content/tikz-examples (world director); the source must draw. */
export const TikzExampleBody = z.object({
  title: plainText(1, 120, "Enter a title."),
  description: plainText(0, 1000, "Describe what the example shows."),
  source: DiagramBody.shape.source,
});
export type TikzExampleBody = z.infer<typeof TikzExampleBody>;

export const TikzExamplePatch = TikzExampleBody.partial().refine((b) => Object.keys(b).length > 0, {
  error: "Change at least one field.",
});
export type TikzExamplePatch = z.infer<typeof TikzExamplePatch>;

/** PUT /api/content/tikz-examples/order: every example's id, in the new order. */
export const TikzOrderBody = z.object({ ids: OrderIds });
export type TikzOrderBody = z.infer<typeof TikzOrderBody>;

/** The largest HTML source a preview takes (characters), as for a tutorial body (ADR 0010). */
export const PREVIEW_HTML_MAX = 200 * 1024;

/** POST /api/content/preview: rich HTML as an author wrote it. */
export const PreviewBody = z.object({
  html: z
    .string({ error: "Send the HTML to preview." })
    .max(PREVIEW_HTML_MAX, `A preview takes at most ${PREVIEW_HTML_MAX / 1024} KB of HTML.`),
});
export type PreviewBody = z.infer<typeof PreviewBody>;

/** What a reader would get: sanitized, math rendered, TikZ drawn (or the error figure). */
export const PreviewAnswer = z.object({
  html: z.string(),
  /** Why each diagram that was not drawn failed (TeX's first error, a limit), in document order. */
  diagramErrors: z.array(z.string()),
});
export type PreviewAnswer = z.infer<typeof PreviewAnswer>;
