import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Comment, CommentPage, CommentsQuery, CommentVisibility, NewComment } from "@tq/contract/catalog";
import { Id } from "@tq/contract/fields";
import { requireSession } from "../../plugins/auth.ts";
import { metaOf } from "../../lib/request-meta.ts";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import * as comments from "./comments.ts";

/** Tutorial comments: students ask, staff answer, staff hide (PRODUCT.md §2). */
export async function commentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["catalog"];

  r.get("/api/tutorials/:id/comments", {
    schema: {
      tags,
      summary: "A tutorial's questions (newest first) with their answers; hidden ones for staff only",
      params: z.object({ id: Id }),
      querystring: CommentsQuery,
      response: { 200: CommentPage, ...errorResponses(400, 403, 404) },
    },
    handler: (req) => comments.listComments(app.ctx, req.session, req.params.id, req.query),
  });

  r.post("/api/tutorials/:id/comments", {
    schema: {
      tags,
      summary: "Ask a question, or answer one (the course's staff and the person who asked)",
      security: BEARER,
      params: z.object({ id: Id }),
      body: NewComment,
      response: { 201: Comment, ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (req, reply) => {
      const comment = await comments.postComment(app.ctx, requireSession(req), req.params.id, req.body);
      return reply.status(201).send(comment);
    },
  });

  r.patch("/api/comments/:commentId", {
    schema: {
      tags,
      summary: "Hide or show a comment (the staff of its course)",
      security: BEARER,
      params: z.object({ commentId: Id }),
      body: CommentVisibility,
      response: { 200: Comment, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) =>
      comments.setHidden(app.ctx, requireSession(req), req.params.commentId, req.body.hidden, metaOf(req)),
  });

  r.delete("/api/comments/:commentId", {
    schema: {
      tags,
      summary: "Delete a comment and its answers (its author within 15 minutes, before an answer; or staff)",
      security: BEARER,
      params: z.object({ commentId: Id }),
      response: { 204: z.null().describe("Deleted"), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (req, reply) => {
      await comments.deleteComment(app.ctx, requireSession(req), req.params.commentId, metaOf(req));
      return reply.status(204).send(null);
    },
  });
}
