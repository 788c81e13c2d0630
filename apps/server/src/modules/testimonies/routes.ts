import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Id } from "@tq/contract/fields";
import {
  ModerationList,
  MyTestimony,
  MyTestimonyAnswer,
  PublicTestimonies,
  TestimonyBody,
  TestimonyDecision,
  TestimonyQuery,
} from "@tq/contract/testimonies";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { requireSession } from "../../plugins/auth.ts";
import * as testimonies from "./service.ts";

const NoContent = z.null().describe("No content");
const actorOf = (req: FastifyRequest): testimonies.Actor => ({ session: requireSession(req), ip: req.ip });

/** Testimonies (issue #6): one per user from the profile, moderated by the world director, shown on home. */
export async function testimonyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["testimonies"];
  const security = BEARER;

  r.get("/api/testimonies/public", {
    schema: {
      tags,
      summary: "The approved testimonies home shows (first name + last initial, country, text)",
      response: { 200: PublicTestimonies },
    },
    handler: () => testimonies.publicTestimonies(app.ctx),
  });

  r.get("/api/testimonies/mine", {
    schema: {
      tags,
      summary: "The caller's own testimony, or null",
      security,
      response: { 200: MyTestimonyAnswer, ...errorResponses(401) },
    },
    handler: (req) => testimonies.myTestimony(app.ctx, requireSession(req)),
  });

  r.post("/api/testimonies/mine", {
    schema: {
      tags,
      summary: "Write one's testimony (one per user); it waits for the world director's review",
      security,
      body: TestimonyBody,
      response: { 201: MyTestimony, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (req, reply) => reply.status(201).send(await testimonies.submit(app.ctx, actorOf(req), req.body)),
  });

  r.patch("/api/testimonies/mine", {
    schema: {
      tags,
      summary: "Change one's testimony while it is pending",
      security,
      body: TestimonyBody,
      response: { 200: MyTestimony, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) => testimonies.edit(app.ctx, actorOf(req), req.body),
  });

  r.delete("/api/testimonies/mine", {
    schema: {
      tags,
      summary: "Withdraw one's testimony while it is pending",
      security,
      response: { 204: NoContent, ...errorResponses(401, 403, 404, 409) },
    },
    handler: async (req, reply) => {
      await testimonies.withdraw(app.ctx, actorOf(req));
      return reply.status(204).send(null);
    },
  });

  r.get("/api/testimonies", {
    schema: {
      tags,
      summary: "Testimonies to moderate, pending first (world director)",
      security,
      querystring: TestimonyQuery,
      response: { 200: ModerationList, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => testimonies.moderationList(app.ctx, requireSession(req), req.query.status),
  });

  r.post("/api/testimonies/:id/decision", {
    schema: {
      tags,
      summary: "Approve, reject or unpublish a testimony (world director)",
      security,
      params: z.object({ id: Id }),
      body: TestimonyDecision,
      response: { 200: MyTestimony, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) => testimonies.decide(app.ctx, actorOf(req), req.params.id, req.body),
  });
}
