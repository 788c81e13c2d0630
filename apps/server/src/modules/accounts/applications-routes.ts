import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  MyTutorApplications,
  TutorApplication,
  TutorApplicationBody,
  TutorApplicationList,
  TutorApplicationsQuery,
  TutorDecisionBody,
} from "@tq/contract/accounts";
import { Id } from "@tq/contract/fields";
import { metaOf } from "../../lib/request-meta.ts";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { requireSession } from "../../plugins/auth.ts";
import * as applications from "./applications-service.ts";

/** upgradetotutor and the users screen's Applications tab. */
export function applicationRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["accounts"];

  r.get("/api/tutor-applications/mine", {
    schema: {
      tags,
      summary: "A pre-teacher's tutor applications, newest first",
      security: BEARER,
      response: { 200: MyTutorApplications, ...errorResponses(401, 403) },
    },
    handler: async (req) => applications.myApplications(app.ctx, requireSession(req)),
  });

  r.post("/api/tutor-applications", {
    schema: {
      tags,
      summary: "Apply to become a tutor (pre-teacher; one pending application at a time)",
      security: BEARER,
      body: TutorApplicationBody,
      response: { 201: TutorApplication, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await applications.apply(app.ctx, requireSession(req), req.body, metaOf(req))),
  });

  r.get("/api/tutor-applications", {
    schema: {
      tags,
      summary: "Tutor applications by status (directors; a country director's country)",
      security: BEARER,
      querystring: TutorApplicationsQuery,
      response: { 200: TutorApplicationList, ...errorResponses(400, 401, 403) },
    },
    handler: async (req) => applications.listForDirector(app.ctx, requireSession(req), req.query.status),
  });

  r.post("/api/tutor-applications/:id/decision", {
    schema: {
      tags,
      summary: "Approve (the applicant becomes a teacher) or decline; the applicant is emailed",
      security: BEARER,
      params: z.object({ id: Id }),
      body: TutorDecisionBody,
      response: { 200: TutorApplication, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (req) => applications.decide(app.ctx, requireSession(req), req.params.id, req.body, metaOf(req)),
  });
}
