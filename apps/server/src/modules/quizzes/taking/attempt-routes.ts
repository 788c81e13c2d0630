import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Id } from "@tq/contract/fields";
import {
  AnswerSaveBody,
  AnswerSaved,
  AttemptResult,
  AttemptStartBody,
  AttemptView,
  LatestAttempt,
  LatestAttemptQuery,
  MyAttempts,
  VerifiedResult,
  VerifyCodeParams,
} from "@tq/contract/quiz-attempts";
import { BEARER, errorResponses } from "../../../lib/route-schemas.ts";
import { sharedStringsSerializer } from "../../../lib/shared-strings-json.ts";
import { requireSession } from "../../../plugins/auth.ts";
import * as attempts from "./attempt-service.ts";
import { myAttempts, verifyCode } from "./attempt-records.ts";
import { startAttemptSweep } from "./attempt-sweep.ts";

const tags = ["quiz attempts"];
const security = BEARER;
const quiz = z.object({ quizId: Id });
const attempt = z.object({ attemptId: Id });
const answer = z.object({ attemptId: Id, questionKey: Id });
/** The player's view: its questions' HTML (the same for a class) is kept encoded; answers are not. */
const playerSerializer = sharedStringsSerializer(["questions", "instructionsHtml"]);

/** Taking quizzes (issue #4, ADR 0019, 0044): start, reopen, read, save answers, submit, own list, public verification. */
export async function attemptRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  startAttemptSweep(app);

  r.post("/api/quizzes/:quizId/attempts", {
    // The start's first statement checks the token (attempt-access's startContext): a class that
    // opened the quiz's page a moment ago starts without a session lookup each (ADR 0073).
    config: { sessionCheckedByStatement: true },
    schema: {
      tags,
      security,
      summary:
        "Start an attempt (exam, practice, or the staff preview): the only call that creates one; answers the one in progress of that mode if any",
      params: quiz,
      body: AttemptStartBody,
      response: { 200: AttemptView, 201: AttemptView, ...errorResponses(400, 401, 403, 404, 409) },
    },
    // A class's starts answer the same frozen questions: their HTML is encoded once.
    serializerCompiler: playerSerializer,
    handler: async (req, reply) => {
      const { view, created } = await attempts.startAttempt(ctx, requireSession(req), req.params.quizId, req.body.mode);
      return reply.status(created ? 201 : 200).send(view);
    },
  });
  r.get("/api/quizzes/:quizId/attempts/latest", {
    schema: {
      tags,
      security,
      summary:
        "Reopen, never start: the caller's attempt in progress of that mode, else their latest submitted one, else null",
      params: quiz,
      querystring: LatestAttemptQuery,
      response: { 200: LatestAttempt, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => attempts.latestAttempt(ctx, requireSession(req), req.params.quizId, req.query.mode),
  });
  r.get("/api/quizzes/:quizId/my-attempts", {
    schema: {
      tags,
      security,
      summary: "The caller's attempts at a quiz: counts, best result, attempts left",
      params: quiz,
      response: { 200: MyAttempts, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => myAttempts(ctx, requireSession(req), req.params.quizId),
  });
  r.get("/api/attempts/:attemptId", {
    schema: {
      tags,
      security,
      summary: "An attempt as the player resumes it (answers, flags, time left); course staff read-only",
      params: attempt,
      response: { 200: AttemptView, ...errorResponses(400, 401, 403, 404) },
    },
    serializerCompiler: playerSerializer,
    handler: (req) => attempts.getAttempt(ctx, requireSession(req), req.params.attemptId),
  });
  r.put("/api/attempts/:attemptId/answers/:questionKey", {
    // The save's statement checks the token as it writes (ADR 0073): a session looked up a moment ago will do.
    config: { sessionCheckedByStatement: true },
    schema: {
      tags,
      security,
      summary: "Save one answer (idempotent; an older clientSeq changes nothing; 409 once time is up)",
      params: answer,
      body: AnswerSaveBody,
      response: { 200: AnswerSaved, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) =>
      attempts.saveAnswer(ctx, requireSession(req), req.params.attemptId, req.params.questionKey, req.body),
  });
  r.post("/api/attempts/:attemptId/submit", {
    schema: {
      tags,
      security,
      summary: "Submit and grade an attempt (once; a repeated submit answers the same result)",
      params: attempt,
      response: { 200: AttemptResult, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => attempts.submitAttempt(ctx, requireSession(req), req.params.attemptId),
  });
  r.get("/api/results/verify/:code", {
    schema: {
      tags,
      summary: "What a verification code certifies (public, limited per address)",
      params: VerifyCodeParams,
      response: { 200: VerifiedResult, ...errorResponses(404, 429) },
    },
    handler: (req) => verifyCode(ctx, req.ip, req.params.code),
  });
}
