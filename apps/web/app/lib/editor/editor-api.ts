import { queryOptions } from "@tanstack/react-query";
import { UploadedImage } from "@tq/contract/authoring";
import { LatexPalette, TikzExampleList } from "@tq/contract/content";
import { DiagramAnswer } from "@tq/contract/diagrams";
import { api } from "../api.ts";

/** What every rich editor asks of the server, wherever it is used (tutorials, questions, manual). */
export const EDITOR_PATHS = {
  latexSymbols: "/api/content/latex-symbols",
  tikzExamples: "/api/content/tikz-examples",
  images: "/api/media/images",
  diagrams: "/api/diagrams",
} as const;

/** The LaTeX palette; the help page seeds it from its server loader. */
export function latexPaletteQuery() {
  return queryOptions({
    queryKey: ["content", "latex-palette"],
    queryFn: ({ signal }) => api.get(EDITOR_PATHS.latexSymbols, LatexPalette, { signal }),
    staleTime: 60_000,
  });
}

/**
 * The TikZ gallery, with each example's SVG address when already drawn: the tutorial editor's
 * diagram starters, and the gallery's managers.
 */
export function tikzExamplesQuery() {
  return queryOptions({
    queryKey: ["content", "tikz-examples"],
    queryFn: ({ signal }) => api.get(EDITOR_PATHS.tikzExamples, TikzExampleList, { signal }),
    staleTime: 60_000,
  });
}

/** An image for a rich text body; answers its URL under /media. */
export async function uploadImage(file: File): Promise<string> {
  const answer = await api.upload(EDITOR_PATHS.images, UploadedImage, "file", file);
  return answer.url;
}

/** Draws a TikZ source with the diagram service (cached by source on the server). */
export function drawDiagram(source: string) {
  return api.post(EDITOR_PATHS.diagrams, DiagramAnswer, { source });
}
