import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Id } from "@tq/contract/fields";
import { QuestionBankExportQuery, QuestionBankImportResult } from "@tq/contract/quiz-interchange";
import { BEARER, errorResponses } from "../../../lib/route-schemas.ts";
import { metaOf } from "../../../lib/request-meta.ts";
import { requireSession } from "../../../plugins/auth.ts";
import { BANK_UPLOAD_LIMITS, exportBank, importBank } from "./bank-service.ts";

/**
 * Question banks (issue #4, ADR 0018): import a GIFT or Moodle XML file into a section, export
 * a quiz's questions as one. A plugin of its own so that multipart parsing, with the bank's
 * size cap, applies to these routes only.
 */
export async function quizBankRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: BANK_UPLOAD_LIMITS });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ["quizzes"];

  r.post("/api/quizzes/sections/:sectionId/import", {
    schema: {
      tags,
      security: BEARER,
      consumes: ["multipart/form-data"],
      summary:
        "Import a question bank into a section (multipart: `file`, GIFT or Moodle XML; optional `format`): " +
        "the valid questions are added last, the rest reported",
      params: z.object({ sectionId: Id }),
      response: { 200: QuestionBankImportResult, ...errorResponses(400, 401, 403, 404, 413, 429) },
    },
    handler: (req) => importBank(ctx, requireSession(req), req.params.sectionId, req, metaOf(req)),
  });

  r.get("/api/quizzes/:quizId/export", {
    schema: {
      tags,
      security: BEARER,
      summary: "Download a quiz's questions with their answer keys as a GIFT or Moodle XML file",
      params: z.object({ quizId: Id }),
      querystring: QuestionBankExportQuery,
      response: {
        200: z.string().describe("The file: text/plain (GIFT) or application/xml (Moodle XML)"),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (req, reply) => {
      const file = await exportBank(ctx, requireSession(req), req.params.quizId, req.query.format);
      return reply
        .type(file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  });
}
