import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AuthoringTutorial,
  OrderBody,
  SubjectTutorials,
  TutorialCreateBody,
  TutorialDraftAnswer,
  TutorialDraftBody,
  TutorialList,
  TutorialUpdateBody,
} from "@tq/contract/authoring";
import { MessageBody } from "@tq/contract/errors";
import { Id } from "@tq/contract/fields";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { metaOf } from "../../lib/request-meta.ts";
import { requireSession } from "../../plugins/auth.ts";
import * as tutorials from "./tutorials-service.ts";

const tags = ["authoring"];
const security = BEARER;
const subject = z.object({ subjectId: Id });
const chapter = z.object({ chapterId: Id });
const tutorial = z.object({ tutorialId: Id });
/** A 200 KB body can grow by a third as JSON (escaped quotes, non-ASCII): its own field error wins over a 413. */
const BODY_LIMIT = 1024 * 1024;

/** Tutorials of a course (its owner, its teaching assistants, the world director). */
export function tutorialRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get("/api/authoring/subjects/:subjectId/tutorials", {
    schema: {
      tags,
      security,
      summary: "The subject's chapters with all their tutorials (drafts too) and its levels",
      params: subject,
      response: { 200: SubjectTutorials, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => tutorials.subjectTutorials(ctx, requireSession(req), req.params.subjectId),
  });
  r.post("/api/authoring/chapters/:chapterId/tutorials", {
    schema: {
      tags,
      security,
      summary: "Add a draft tutorial (last in the chapter)",
      params: chapter,
      body: TutorialCreateBody,
      response: { 201: AuthoringTutorial, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(await tutorials.createTutorial(ctx, requireSession(req), req.params.chapterId, req.body, metaOf(req))),
  });
  r.put("/api/authoring/chapters/:chapterId/tutorials/order", {
    schema: {
      tags,
      security,
      summary: "Reorder the chapter's tutorials (every id once)",
      params: chapter,
      body: OrderBody,
      response: { 200: TutorialList, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) =>
      tutorials.orderTutorials(ctx, requireSession(req), req.params.chapterId, req.body.ids, metaOf(req)),
  });
  r.get("/api/authoring/tutorials/:tutorialId", {
    schema: {
      tags,
      security,
      summary: "A tutorial for the editor: its source, its autosaved draft, its revision",
      params: tutorial,
      response: { 200: AuthoringTutorial, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => tutorials.getTutorial(ctx, requireSession(req), req.params.tutorialId),
  });
  r.patch("/api/authoring/tutorials/:tutorialId", {
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      security,
      summary: "Change a tutorial or save its text (409 `conflict` when baseRevision is stale)",
      params: tutorial,
      body: TutorialUpdateBody,
      response: { 200: AuthoringTutorial, ...errorResponses(400, 401, 403, 404, 409, 413) },
    },
    handler: (req) => tutorials.updateTutorial(ctx, requireSession(req), req.params.tutorialId, req.body, metaOf(req)),
  });
  r.delete("/api/authoring/tutorials/:tutorialId", {
    schema: {
      tags,
      security,
      summary: "Delete a tutorial (its progress and comments go with it)",
      params: tutorial,
      response: { 200: MessageBody, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => tutorials.deleteTutorial(ctx, requireSession(req), req.params.tutorialId, metaOf(req)),
  });
  r.put("/api/authoring/tutorials/:tutorialId/draft", {
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      security,
      summary: "Autosave work in progress without touching the saved text",
      params: tutorial,
      body: TutorialDraftBody,
      response: { 200: TutorialDraftAnswer, ...errorResponses(400, 401, 403, 404, 409, 413) },
    },
    handler: (req) =>
      tutorials.saveDraft(ctx, requireSession(req), req.params.tutorialId, req.body.html, req.body.baseRevision),
  });
  r.delete("/api/authoring/tutorials/:tutorialId/draft", {
    schema: {
      tags,
      security,
      summary: "Discard the autosaved draft",
      params: tutorial,
      response: { 200: AuthoringTutorial, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => tutorials.discardDraft(ctx, requireSession(req), req.params.tutorialId, metaOf(req)),
  });
}
