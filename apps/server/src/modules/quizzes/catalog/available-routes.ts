import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Id } from "@tq/contract/fields";
import { AvailableQuizzes, AvailableQuizzesQuery, ChapterPublishedQuizzes, QuizIntro } from "@tq/contract/quiz-catalog";
import { BEARER, errorResponses } from "../../../lib/route-schemas.ts";
import { requireSession } from "../../../plugins/auth.ts";
import { availableQuizzes, chapterPublishedQuizzes, quizIntro } from "./available-service.ts";

const tags = ["quiz attempts"];

/** Finding quizzes to take (issue #4): the caller's list, and the public list at the end of a chapter. */
export function availableRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get("/api/quizzes/available", {
    schema: {
      tags,
      security: BEARER,
      summary: "The published quizzes the caller may take, by course, subject and chapter, with their attempts",
      querystring: AvailableQuizzesQuery,
      response: { 200: AvailableQuizzes, ...errorResponses(400, 401) },
    },
    handler: (req) => availableQuizzes(ctx, requireSession(req), req.query),
  });
  r.get("/api/quizzes/chapters/:chapterId/published", {
    schema: {
      tags,
      summary: "A chapter's published quizzes (public: the box at the end of the chapter)",
      params: z.object({ chapterId: Id }),
      response: { 200: ChapterPublishedQuizzes, ...errorResponses(400, 404) },
    },
    handler: (req) => chapterPublishedQuizzes(ctx, req.params.chapterId),
  });
  r.get("/api/quizzes/:quizId/intro", {
    schema: {
      tags,
      summary: "A published quiz's intro: instructions, time limit, attempts, pass mark, availability (public)",
      params: z.object({ quizId: Id }),
      response: { 200: QuizIntro, ...errorResponses(400, 404) },
    },
    handler: (req) => quizIntro(ctx, req.params.quizId),
  });
}
