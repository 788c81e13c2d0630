import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MessageBody } from "@tq/contract/errors";
import {
  ContactBody,
  ContactDetails,
  CoursesForDisplay,
  CoursesForDisplayBody,
  OutboxAnswer,
  PageKey,
  PersistentData,
  PublicPage,
} from "@tq/contract/site";
import { requireSession } from "../../plugins/auth.ts";
import { metaOf } from "../../lib/request-meta.ts";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import * as site from "./service.ts";

export async function siteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["site"];

  r.get("/api/admin/getpersistentdata", {
    schema: { tags, summary: "Countries and public settings", response: { 200: PersistentData } },
    handler: () => site.persistentData(app.ctx),
  });

  r.post("/api/admin/getcoursesfordisplay", {
    schema: {
      tags,
      summary: "Published courses in display order, priced for a country",
      body: CoursesForDisplayBody,
      response: { 200: CoursesForDisplay, ...errorResponses(400) },
    },
    // The spec sends this call with an empty body (spec §7): no body at all means "no country".
    preValidation: async (req) => {
      req.body ??= {};
    },
    handler: (req) => site.coursesForDisplay(app.ctx, req.body.country),
  });

  r.post("/api/admin/contactsite", {
    schema: {
      tags,
      summary: "Send a message to the site's team",
      body: ContactBody,
      response: { 201: MessageBody, ...errorResponses(400, 429) },
    },
    handler: async (req, reply) => {
      await site.sendContactMessage(app.ctx, req.body, req.session, metaOf(req));
      return reply.status(201).send({ message: "Thank you. Your message has reached our team; we answer by email." });
    },
  });

  r.get("/api/pages/:key", {
    schema: {
      tags,
      summary: "A director-authored public page",
      params: z.object({ key: PageKey }),
      response: { 200: PublicPage, ...errorResponses(400) },
    },
    handler: (req) => site.publicPage(app.ctx, req.params.key),
  });

  r.get("/api/site/contact", {
    schema: { tags, summary: "Support and country contact details", response: { 200: ContactDetails } },
    handler: () => site.contactDetails(app.ctx),
  });

  r.get("/api/admin/outbox", {
    schema: {
      tags,
      summary: "Emails the platform sent (world director)",
      security: BEARER,
      querystring: z.object({ to: z.string().max(254).optional() }),
      response: { 200: OutboxAnswer, ...errorResponses(401, 403) },
    },
    handler: async (req) => ({ emails: await site.readOutbox(app.ctx, requireSession(req), req.query.to) }),
  });
}
