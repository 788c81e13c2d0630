import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Id } from "@tq/contract/fields";
import {
  MarkBody,
  MarkingQueue,
  MarkingQueueQuery,
  MarkingTotals,
  MarkResult,
  MySubjectives,
  ReleaseResult,
  StaffAttempt,
} from "@tq/contract/quiz-marking";
import { metaOf } from "../../../lib/request-meta.ts";
import { BEARER, errorResponses } from "../../../lib/route-schemas.ts";
import { requireSession } from "../../../plugins/auth.ts";
import * as marking from "./marking-service.ts";

const tags = ["quiz marking"];
const security = BEARER;
const attempt = z.object({ attemptId: Id });

/** Marking (issue #4): the queue, final scores, re-grading, releasing held results; students' marked answers. */
export function markingRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get("/api/marking/queue", {
    schema: {
      tags,
      security,
      summary: "Short and subjective answers waiting for a marker (or marked) in the caller's courses; paged",
      querystring: MarkingQueueQuery,
      response: { 200: MarkingQueue, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => marking.markingQueue(ctx, requireSession(req), req.query),
  });
  r.put("/api/marking/answers/:attemptId/:questionKey", {
    schema: {
      tags,
      security,
      summary: "Give an answer its final score and comment; the attempt's total, pass and provisional follow",
      params: z.object({ attemptId: Id, questionKey: Id }),
      body: MarkBody,
      response: { 200: MarkResult, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) =>
      marking.markAnswer(ctx, requireSession(req), req.params.attemptId, req.params.questionKey, req.body, metaOf(req)),
  });
  r.post("/api/marking/attempts/:attemptId/regrade", {
    schema: {
      tags,
      security,
      summary: "Grade a submitted attempt again with its questions' current schemes (markers' scores kept)",
      params: attempt,
      response: { 200: MarkingTotals, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) => marking.regradeAttempt(ctx, requireSession(req), req.params.attemptId, metaOf(req)),
  });
  r.post("/api/marking/quizzes/:quizId/release", {
    schema: {
      tags,
      security,
      summary: "Release a quiz's held exam results that wait for no marker (no email is sent)",
      params: z.object({ quizId: Id }),
      response: { 200: ReleaseResult, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => marking.releaseResults(ctx, requireSession(req), req.params.quizId, metaOf(req)),
  });
  r.get("/api/marking/attempts/:attemptId", {
    schema: {
      tags,
      security,
      summary: "A student's attempt for the course's markers: answers, grades, matched rules, overrides",
      params: attempt,
      response: { 200: StaffAttempt, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => marking.staffAttempt(ctx, requireSession(req), req.params.attemptId),
  });
  r.get("/api/attempts/mine/subjectives", {
    schema: {
      tags,
      security,
      summary: "The caller's marked short and subjective answers with the markers' feedback (released results)",
      response: { 200: MySubjectives, ...errorResponses(401, 403) },
    },
    handler: (req) => marking.mySubjectives(ctx, requireSession(req)),
  });
}
