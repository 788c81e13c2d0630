import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { OrderBody } from "@tq/contract/authoring";
import { MessageBody } from "@tq/contract/errors";
import { Id } from "@tq/contract/fields";
import {
  AuthoringQuestion,
  QuestionCreateBody,
  QuestionMoveBody,
  QuestionUpdateBody,
} from "@tq/contract/quiz-authoring";
import { BEARER, errorResponses } from "../../../lib/route-schemas.ts";
import { metaOf } from "../../../lib/request-meta.ts";
import { requireSession } from "../../../plugins/auth.ts";
import * as questions from "./question-service.ts";

const tags = ["quizzes"];
const security = BEARER;
const question = z.object({ questionId: Id });
const section = z.object({ sectionId: Id });
const read = errorResponses(400, 401, 403, 404);
const refusable = errorResponses(400, 401, 403, 404, 409);

/** Questions: create, read, replace (revision-checked), delete, reorder, move, duplicate. */
export function questionRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.post("/api/quizzes/questions", {
    schema: {
      tags,
      security,
      summary: "Add a question (with its answer key) last in a section",
      body: QuestionCreateBody,
      response: { 201: AuthoringQuestion, ...read },
    },
    handler: async (req, reply) => {
      const { sectionId, ...data } = req.body;
      return reply
        .status(201)
        .send(await questions.createQuestion(ctx, requireSession(req), sectionId, data, metaOf(req)));
    },
  });
  r.get("/api/quizzes/questions/:questionId", {
    schema: {
      tags,
      security,
      summary: "A question with its answer key",
      params: question,
      response: { 200: AuthoringQuestion, ...read },
    },
    handler: (req) => questions.getQuestion(ctx, requireSession(req), req.params.questionId),
  });
  r.put("/api/quizzes/questions/:questionId", {
    schema: {
      tags,
      security,
      summary: "Replace a question (a stale baseRevision is a 409)",
      params: question,
      body: QuestionUpdateBody,
      response: { 200: AuthoringQuestion, ...refusable },
    },
    handler: (req) => {
      const { baseRevision, ...data } = req.body;
      return questions.updateQuestion(ctx, requireSession(req), req.params.questionId, data, baseRevision, metaOf(req));
    },
  });
  r.delete("/api/quizzes/questions/:questionId", {
    schema: {
      tags,
      security,
      summary: "Delete a question",
      params: question,
      response: { 200: MessageBody, ...read },
    },
    handler: (req) => questions.deleteQuestion(ctx, requireSession(req), req.params.questionId, metaOf(req)),
  });
  r.put("/api/quizzes/sections/:sectionId/questions/order", {
    schema: {
      tags,
      security,
      summary: "Reorder a section's questions (every id once)",
      params: section,
      body: OrderBody,
      response: { 200: z.object({ questions: z.array(AuthoringQuestion) }), ...read },
    },
    handler: (req) =>
      questions.orderQuestions(ctx, requireSession(req), req.params.sectionId, req.body.ids, metaOf(req)),
  });
  r.post("/api/quizzes/questions/:questionId/move", {
    schema: {
      tags,
      security,
      summary: "Move a question to another section of the same quiz (last there)",
      params: question,
      body: QuestionMoveBody,
      response: { 200: AuthoringQuestion, ...read },
    },
    handler: (req) =>
      questions.moveQuestion(ctx, requireSession(req), req.params.questionId, req.body.sectionId, metaOf(req)),
  });
  r.post("/api/quizzes/questions/:questionId/duplicate", {
    schema: {
      tags,
      security,
      summary: "Copy a question (right after the original)",
      params: question,
      response: { 201: AuthoringQuestion, ...read },
    },
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(await questions.duplicateQuestion(ctx, requireSession(req), req.params.questionId, metaOf(req))),
  });
}
