import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { OrderBody } from "@tq/contract/authoring";
import { MessageBody } from "@tq/contract/errors";
import { Id } from "@tq/contract/fields";
import { AuthoringQuiz, QuizCreateBody, QuizList, QuizStatusBody, QuizUpdateBody } from "@tq/contract/quizzes";
import { BEARER, errorResponses } from "../../../lib/route-schemas.ts";
import { metaOf } from "../../../lib/request-meta.ts";
import { requireSession } from "../../../plugins/auth.ts";
import * as quizzes from "./quiz-service.ts";

const tags = ["quizzes"];
const security = BEARER;
const chapter = z.object({ chapterId: Id });
const subject = z.object({ subjectId: Id });
const quiz = z.object({ quizId: Id });
const read = errorResponses(400, 401, 403, 404);
const refusable = errorResponses(400, 401, 403, 404, 409);

/** Chapter and subject quizzes: list, create, read (answer keys included), settings, publish, delete, order. */
export function quizRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  for (const kind of ["chapter", "subject"] as const) {
    const params = kind === "chapter" ? chapter : subject;
    const base = kind === "chapter" ? "/api/quizzes/chapters/:chapterId" : "/api/quizzes/subjects/:subjectId";
    const scope = (p: { chapterId: number } | { subjectId: number }) => p;
    r.get(base, {
      schema: { tags, security, summary: `The ${kind}'s quizzes`, params, response: { 200: QuizList, ...read } },
      handler: (req) => quizzes.listQuizzes(ctx, requireSession(req), scope(req.params)),
    });
    r.post(base, {
      schema: {
        tags,
        security,
        summary: `Add a ${kind} quiz (a draft, last)`,
        params,
        body: QuizCreateBody,
        response: { 201: AuthoringQuiz, ...read },
      },
      handler: async (req, reply) =>
        reply
          .status(201)
          .send(await quizzes.createQuiz(ctx, requireSession(req), scope(req.params), req.body, metaOf(req))),
    });
    r.put(`${base}/order`, {
      schema: {
        tags,
        security,
        summary: `Reorder the ${kind}'s quizzes (every id once)`,
        params,
        body: OrderBody,
        response: { 200: QuizList, ...read },
      },
      handler: (req) => quizzes.orderQuizzes(ctx, requireSession(req), scope(req.params), req.body.ids, metaOf(req)),
    });
  }

  r.get("/api/quizzes/:quizId", {
    schema: {
      tags,
      security,
      summary: "A quiz with its sections, questions (answer keys included) and selectors",
      params: quiz,
      response: { 200: AuthoringQuiz, ...read },
    },
    handler: (req) => quizzes.getQuiz(ctx, requireSession(req), req.params.quizId),
  });
  r.patch("/api/quizzes/:quizId", {
    schema: {
      tags,
      security,
      summary: "Change a quiz's settings (a stale baseRevision is a 409)",
      params: quiz,
      body: QuizUpdateBody,
      response: { 200: AuthoringQuiz, ...refusable },
    },
    handler: (req) => quizzes.updateQuiz(ctx, requireSession(req), req.params.quizId, req.body, metaOf(req)),
  });
  r.put("/api/quizzes/:quizId/status", {
    schema: {
      tags,
      security,
      summary: "Publish (409 with the problems when it cannot be taken) or unpublish a quiz",
      params: quiz,
      body: QuizStatusBody,
      response: { 200: AuthoringQuiz, ...refusable },
    },
    handler: (req) => quizzes.setQuizStatus(ctx, requireSession(req), req.params.quizId, req.body.status, metaOf(req)),
  });
  r.delete("/api/quizzes/:quizId", {
    schema: {
      tags,
      security,
      summary: "Delete a quiz nobody has attempted",
      params: quiz,
      response: { 200: MessageBody, ...refusable },
    },
    handler: (req) => quizzes.deleteQuiz(ctx, requireSession(req), req.params.quizId, metaOf(req)),
  });
}
