import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AnswerBody,
  ArchiveBody,
  InboxMessage,
  InboxMessageParams,
  InboxPage,
  InboxQuery,
} from "@tq/contract/contact-inbox";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { metaOf } from "../../lib/request-meta.ts";
import { requireSession } from "../../plugins/auth.ts";
import * as inbox from "./service.ts";

const tags = ["contact inbox"];
const security = BEARER;

/** The directors' contact inbox (contactus for staff, issue #6). */
export function contactInboxRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get("/api/contact-inbox", {
    schema: {
      tags,
      security,
      summary: "Contact messages of the caller's country (every country for the world director), newest first",
      querystring: InboxQuery,
      response: { 200: InboxPage, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => inbox.inbox(ctx, requireSession(req), req.query),
  });
  r.post("/api/contact-inbox/:id/read", {
    schema: {
      tags,
      security,
      summary: "Open a message: a new one becomes read",
      params: InboxMessageParams,
      response: { 200: InboxMessage, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => inbox.open(ctx, requireSession(req), req.params.id, metaOf(req)),
  });
  r.post("/api/contact-inbox/:id/answer", {
    schema: {
      tags,
      security,
      summary: "Answer a message by email to its sender; the answer is kept on the message",
      params: InboxMessageParams,
      body: AnswerBody,
      response: { 200: InboxMessage, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => inbox.answer(ctx, requireSession(req), req.params.id, req.body, metaOf(req)),
  });
  r.post("/api/contact-inbox/:id/archive", {
    schema: {
      tags,
      security,
      summary: "Archive or unarchive a message",
      params: InboxMessageParams,
      body: ArchiveBody,
      response: { 200: InboxMessage, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => inbox.archive(ctx, requireSession(req), req.params.id, req.body.archived, metaOf(req)),
  });
}
