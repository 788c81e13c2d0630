import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  LatexOrderBody,
  LatexPalette,
  LatexSymbolBody,
  LatexSymbolPatch,
  LatexSymbolRecord,
  PreviewAnswer,
  PreviewBody,
  TikzExample,
  TikzExampleBody,
  TikzExampleList,
  TikzExamplePatch,
  TikzOrderBody,
} from "@tq/contract/content";
import { ErrorBody } from "@tq/contract/errors";
import { Id } from "@tq/contract/fields";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { isSsrCall } from "../../plugins/ssr-calls.ts";
import { actorOf } from "./actor.ts";
import * as palette from "./palette-service.ts";
import { previewHtml } from "./preview-service.ts";
import * as tikz from "./tikz-service.ts";

const ById = z.object({ id: Id });
const NoContent = z.null().describe("No content");

/**
 * Helper content (issue #3): the LaTeX palette and the TikZ examples (public to read, the world
 * director's to change) and the one rich-content preview (public, rate-limited).
 */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["content"];

  r.get("/api/content/latex-symbols", {
    schema: { tags, summary: "The LaTeX palette by category, in order", response: { 200: LatexPalette } },
    handler: () => palette.latexPalette(app.ctx),
  });

  r.post("/api/content/latex-symbols", {
    schema: {
      tags,
      summary: "Add a symbol to the palette (world director); its LaTeX must render with KaTeX",
      security: BEARER,
      body: LatexSymbolBody,
      response: { 201: LatexSymbolRecord, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (req, reply) => reply.status(201).send(await palette.addSymbol(app.ctx, actorOf(req), req.body)),
  });

  r.put("/api/content/latex-symbols/order", {
    schema: {
      tags,
      summary: "Reorder one category's symbols (world director); ids must be exactly that category's",
      security: BEARER,
      body: LatexOrderBody,
      response: { 200: LatexPalette, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => palette.reorderSymbols(app.ctx, actorOf(req), req.body),
  });

  r.patch("/api/content/latex-symbols/:id", {
    schema: {
      tags,
      summary: "Change a palette symbol (world director)",
      security: BEARER,
      params: ById,
      body: LatexSymbolPatch,
      response: { 200: LatexSymbolRecord, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) => palette.editSymbol(app.ctx, actorOf(req), req.params.id, req.body),
  });

  r.delete("/api/content/latex-symbols/:id", {
    schema: {
      tags,
      summary: "Remove a palette symbol (world director)",
      security: BEARER,
      params: ById,
      response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req, reply) => {
      await palette.removeSymbol(app.ctx, actorOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  });

  r.get("/api/content/tikz-examples", {
    schema: {
      tags,
      summary: "The TikZ examples in order, with the SVG's address when already drawn",
      response: { 200: TikzExampleList },
    },
    handler: () => tikz.tikzExamples(app.ctx, app.diagrams),
  });

  r.post("/api/content/tikz-examples", {
    schema: {
      tags,
      summary: "Add a TikZ example (world director); its source must draw",
      security: BEARER,
      body: TikzExampleBody,
      response: { 201: TikzExample, ...errorResponses(400, 401, 403, 429), 503: ErrorBody },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await tikz.addExample(app.ctx, actorOf(req), app.diagrams, req.body)),
  });

  r.put("/api/content/tikz-examples/order", {
    schema: {
      tags,
      summary: "Reorder the TikZ examples (world director); ids must be every example's",
      security: BEARER,
      body: TikzOrderBody,
      response: { 200: TikzExampleList, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => tikz.reorderExamples(app.ctx, actorOf(req), app.diagrams, req.body),
  });

  r.patch("/api/content/tikz-examples/:id", {
    schema: {
      tags,
      summary: "Change a TikZ example (world director); a new source must draw",
      security: BEARER,
      params: ById,
      body: TikzExamplePatch,
      response: { 200: TikzExample, ...errorResponses(400, 401, 403, 404, 429), 503: ErrorBody },
    },
    handler: (req) => tikz.editExample(app.ctx, actorOf(req), app.diagrams, req.params.id, req.body),
  });

  r.delete("/api/content/tikz-examples/:id", {
    schema: {
      tags,
      summary: "Remove a TikZ example (world director)",
      security: BEARER,
      params: ById,
      response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req, reply) => {
      await tikz.removeExample(app.ctx, actorOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  });

  r.post("/api/content/preview", {
    schema: {
      tags,
      summary: "Rich HTML as a reader would get it: sanitized, math rendered, TikZ drawn (rate-limited)",
      body: PreviewBody,
      response: { 200: PreviewAnswer, ...errorResponses(400, 413, 429) },
    },
    handler: (req) =>
      previewHtml(
        app.ctx,
        app.diagrams,
        { session: req.session, ip: req.ip, ssr: isSsrCall(req), log: req.log },
        req.body.html,
      ),
  });
}
