import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { DiagramAnswer, DiagramBody } from "@tq/contract/diagrams";
import { ErrorBody } from "@tq/contract/errors";
import { AppError } from "../lib/errors.ts";
import { errorResponses } from "../lib/route-schemas.ts";
import { laneOf } from "./lane.ts";
import { createDiagramService, type DiagramService } from "./service.ts";
import { FONT_DIR } from "./svg.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The TikZ diagram service (src/diagrams/); its workers start on the first renders. */
    diagrams: DiagramService;
  }
}

const YEAR = "public, max-age=31536000, immutable";

/** Headers of everything under /diagrams/: cacheable for a year, embeddable from any origin. */
function longLived(reply: FastifyReply, type: string): FastifyReply {
  return reply
    .header("content-type", type)
    .header("cache-control", YEAR)
    .header("x-content-type-options", "nosniff")
    .header("cross-origin-resource-policy", "cross-origin")
    .header("access-control-allow-origin", "*");
}

/**
 * The TikZ diagram service: POST /api/diagrams renders (or finds) a diagram, GET
 * /diagrams/<hash>.svg serves it, /diagrams/fonts/ serves node-tikzjax's fonts. Anyone may
 * submit; a render not already cached costs visitors and non-staff accounts one point of a
 * strict per-address limit, staff one point of a generous per-account limit (ADR 0009). Staff
 * draw in the authors' lane, everyone else in the visitors' (ADR 0060).
 */
export async function registerDiagrams(app: FastifyInstance): Promise<void> {
  const service = createDiagramService({
    dataDir: app.ctx.config.dataDir,
    storage: app.ctx.storage,
    publicBase: app.ctx.config.publicDiagramBase,
    workers: app.ctx.config.diagramWorkers,
    log: (msg) => app.log.warn(msg),
  });
  app.decorate("diagrams", service);
  app.addHook("onClose", () => service.close());

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["diagrams"];

  r.post("/api/diagrams", {
    schema: {
      tags,
      summary: "Render a TikZ diagram to SVG (or find it in the cache)",
      body: DiagramBody,
      response: { 200: DiagramAnswer, ...errorResponses(400, 429), 503: ErrorBody },
    },
    handler: async (req) => {
      const user = req.session?.user;
      const lane = laneOf(user);
      const { hash, url } = await service.submit(req.body.source, {
        lane,
        beforeRender: () =>
          user && lane === "author"
            ? app.ctx.limits.consume("diagramRenderAccount", String(user.id))
            : app.ctx.limits.consume("diagramRenderIp", req.ip),
      });
      return { hash, url };
    },
  });

  r.get("/diagrams/:file", {
    schema: {
      tags,
      summary: "A rendered diagram (SVG, immutable)",
      params: z.object({ file: z.string() }),
      response: errorResponses(400, 404),
    },
    handler: async (req, reply) => {
      const hash = /^([0-9a-f]{64})\.svg$/.exec(req.params.file)?.[1];
      if (!hash) throw new AppError(400, "bad_request", "That is not a diagram address.");
      const svg = await service.read(hash);
      if (!svg) throw new AppError(404, "not_found", "That diagram was not found.");
      return longLived(reply, "image/svg+xml")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; font-src 'self' data:")
        .send(svg);
    },
  });

  const css = fs.readFileSync(path.join(FONT_DIR, "fonts.css"));
  r.get("/diagrams/fonts/fonts.css", {
    schema: { tags, summary: "The diagrams' font faces (Computer Modern, self-hosted)" },
    handler: (_req, reply) => longLived(reply, "text/css; charset=utf-8").send(css),
  });

  r.get("/diagrams/fonts/bakoma/ttf/:file", {
    schema: {
      tags,
      summary: "One Computer Modern font file",
      params: z.object({ file: z.string() }),
      response: errorResponses(404),
    },
    handler: async (req, reply) => {
      const name = /^[a-z0-9]+\.ttf$/.exec(req.params.file)?.[0];
      const font = name
        ? await fs.promises.readFile(path.join(FONT_DIR, "bakoma", "ttf", name)).catch(() => null)
        : null;
      if (!font) throw new AppError(404, "not_found", "That font was not found.");
      return longLived(reply, "font/ttf").send(font);
    },
  });
}
