import {
  LatexPalette,
  LatexSymbolRecord,
  PreviewAnswer,
  TikzExample,
  TikzExampleList,
  type LatexOrderBody,
  type LatexSymbolBody,
  type LatexSymbolPatch,
  type TikzExampleBody,
  type TikzExamplePatch,
} from "@tq/contract/content";
import type { PageKey } from "@tq/contract/site";
import { z } from "zod";
import { api } from "../../lib/api.ts";
import { EDITOR_PATHS } from "../../lib/editor/editor-api.ts";

/** Public pages are read by server loaders (they are rendered on the server for search engines). */
export const CONTENT_PATHS = {
  page: (key: PageKey) => `/api/pages/${key}`,
  latexSymbols: EDITOR_PATHS.latexSymbols,
  latexSymbol: (id: number) => `/api/content/latex-symbols/${id}`,
  latexOrder: "/api/content/latex-symbols/order",
  tikzExamples: EDITOR_PATHS.tikzExamples,
  tikzExample: (id: number) => `/api/content/tikz-examples/${id}`,
  tikzOrder: "/api/content/tikz-examples/order",
  preview: "/api/content/preview",
} as const;

const NoContent = z.null();

export const addSymbol = (body: LatexSymbolBody) => api.post(CONTENT_PATHS.latexSymbols, LatexSymbolRecord, body);
export const editSymbol = (id: number, patch: LatexSymbolPatch) =>
  api.request("PATCH", CONTENT_PATHS.latexSymbol(id), LatexSymbolRecord, patch);
export const deleteSymbol = (id: number) => api.request("DELETE", CONTENT_PATHS.latexSymbol(id), NoContent);
export const reorderSymbols = (body: LatexOrderBody) =>
  api.request("PUT", CONTENT_PATHS.latexOrder, LatexPalette, body);

export const addExample = (body: TikzExampleBody) => api.post(CONTENT_PATHS.tikzExamples, TikzExample, body);
export const editExample = (id: number, patch: TikzExamplePatch) =>
  api.request("PATCH", CONTENT_PATHS.tikzExample(id), TikzExample, patch);
export const deleteExample = (id: number) => api.request("DELETE", CONTENT_PATHS.tikzExample(id), NoContent);
export const reorderExamples = (ids: number[]) => api.request("PUT", CONTENT_PATHS.tikzOrder, TikzExampleList, { ids });

/** Rich HTML as a reader would get it (sanitized, math rendered, TikZ drawn). */
export const fetchPreview = (html: string, signal?: AbortSignal) =>
  api.post(CONTENT_PATHS.preview, PreviewAnswer, { html }, signal ? { signal } : {});
