import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SchemeTestAnswer, SchemeTestBody } from "@tq/contract/quiz-schemes";
import { BEARER, errorResponses } from "../../../lib/route-schemas.ts";
import { requireSession } from "../../../plugins/auth.ts";
import { testScheme } from "./scheme-service.ts";

/** Marking schemes' keyword rules (issue #4): the tester of howtousekeywords and the scheme screens. */
export async function quizSchemeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post("/api/quizzes/schemes/test", {
    schema: {
      tags: ["quizzes"],
      summary:
        "Mark a sample answer by keyword rules: the score, the rules that matched, the lines with errors (staff)",
      security: BEARER,
      body: SchemeTestBody,
      response: { 200: SchemeTestAnswer, ...errorResponses(400, 401, 403, 413, 429) },
    },
    handler: (req) => testScheme(app.ctx, requireSession(req), req.body),
  });
}
