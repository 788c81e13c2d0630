import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Id } from "@tq/contract/fields";
import { MarkingScheme, SchemeBody, SubOptionList, SubOptionsBody } from "@tq/contract/quiz-authoring";
import { BEARER, errorResponses } from "../../../lib/route-schemas.ts";
import { metaOf } from "../../../lib/request-meta.ts";
import { requireSession } from "../../../plugins/auth.ts";
import * as parts from "./question-part-service.ts";

const tags = ["quizzes"];
const security = BEARER;
const option = z.object({ optionId: Id });
const question = z.object({ questionId: Id });
const refusable = errorResponses(400, 401, 403, 404, 409);

/**
 * The parts of a question edited on their own screens: a two-tier option's reasons
 * (`chaptersuboptions`) and a keyword-marked question's scheme (`chaptersetscheme`; the
 * rule tester is grading's, in scheme-routes.ts).
 */
export function questionPartRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get("/api/quizzes/options/:optionId/sub-options", {
    schema: {
      tags,
      security,
      summary: "A two-tier option's reasons",
      params: option,
      response: { 200: SubOptionList, ...refusable },
    },
    handler: (req) => parts.getSubOptions(ctx, requireSession(req), req.params.optionId),
  });
  r.put("/api/quizzes/options/:optionId/sub-options", {
    schema: {
      tags,
      security,
      summary: "Replace a two-tier option's reasons (exactly one correct)",
      params: option,
      body: SubOptionsBody,
      response: { 200: SubOptionList, ...refusable },
    },
    handler: (req) => parts.replaceSubOptions(ctx, requireSession(req), req.params.optionId, req.body, metaOf(req)),
  });
  r.get("/api/quizzes/questions/:questionId/scheme", {
    schema: {
      tags,
      security,
      summary: "A short-text or subjective question's marking scheme",
      params: question,
      response: { 200: MarkingScheme, ...refusable },
    },
    handler: (req) => parts.getScheme(ctx, requireSession(req), req.params.questionId),
  });
  r.put("/api/quizzes/questions/:questionId/scheme", {
    schema: {
      tags,
      security,
      summary: "Save a marking scheme (model answer and keyword rules)",
      params: question,
      body: SchemeBody,
      response: { 200: MarkingScheme, ...refusable },
    },
    handler: (req) => parts.putScheme(ctx, requireSession(req), req.params.questionId, req.body, metaOf(req)),
  });
}
