import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Id } from "@tq/contract/fields";
import {
  Manual,
  ManualHistory,
  ManualOrderBody,
  ManualRevision,
  ManualSectionPatch,
  ManualSectionSource,
  NewManualSection,
} from "@tq/contract/manual";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { requireSession } from "../../plugins/auth.ts";
import * as manual from "./service.ts";

const ById = z.object({ id: Id });
const ByRevision = z.object({ id: Id, revisionId: Id });
const NoContent = z.null().describe("No content");

const actorOf = (req: FastifyRequest): manual.Actor => ({ session: requireSession(req), ip: req.ip });

/** The site manual (issue #6): staff read it (`manual`); the world director writes it (`manualupdate`). */
export async function manualRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["manual"];
  const security = BEARER;

  r.get("/api/manual", {
    schema: {
      tags,
      summary: "The site manual's sections in order, rendered (staff)",
      security,
      response: { 200: Manual, ...errorResponses(401, 403) },
    },
    handler: (req) => manual.readManual(app.ctx, requireSession(req), { diagrams: app.diagrams, log: req.log }),
  });

  r.post("/api/manual/sections", {
    schema: {
      tags,
      summary: "Add a section at the end (world director); its first revision",
      security,
      body: NewManualSection,
      response: { 201: ManualSectionSource, ...errorResponses(400, 401, 403) },
    },
    handler: async (req, reply) => reply.status(201).send(await manual.addSection(app.ctx, actorOf(req), req.body)),
  });

  r.put("/api/manual/sections/order", {
    schema: {
      tags,
      summary: "Reorder the sections (world director); ids must be every section's",
      security,
      body: ManualOrderBody,
      response: { 200: Manual, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => manual.reorderSections(app.ctx, actorOf(req), req.body),
  });

  r.get("/api/manual/sections/:id", {
    schema: {
      tags,
      summary: "One section with the source the editor loads (world director)",
      security,
      params: ById,
      response: { 200: ManualSectionSource, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => manual.sectionSource(app.ctx, requireSession(req), req.params.id),
  });

  r.patch("/api/manual/sections/:id", {
    schema: {
      tags,
      summary: "Save a section's title and/or text as a new revision (world director)",
      security,
      params: ById,
      body: ManualSectionPatch,
      response: { 200: ManualSectionSource, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) => manual.editSection(app.ctx, actorOf(req), req.params.id, req.body),
  });

  r.delete("/api/manual/sections/:id", {
    schema: {
      tags,
      summary: "Delete a section and its history (world director)",
      security,
      params: ById,
      response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req, reply) => {
      await manual.removeSection(app.ctx, actorOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  });

  r.get("/api/manual/sections/:id/revisions", {
    schema: {
      tags,
      summary: "A section's history, newest first (world director)",
      security,
      params: ById,
      response: { 200: ManualHistory, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => manual.history(app.ctx, requireSession(req), req.params.id),
  });

  r.get("/api/manual/sections/:id/revisions/:revisionId", {
    schema: {
      tags,
      summary: "One revision of a section, rendered (world director)",
      security,
      params: ByRevision,
      response: { 200: ManualRevision, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => manual.revision(app.ctx, requireSession(req), req.params.id, req.params.revisionId),
  });

  r.post("/api/manual/sections/:id/revisions/:revisionId/restore", {
    schema: {
      tags,
      summary: "Restore a revision: its title and text become a new revision (world director)",
      security,
      params: ByRevision,
      response: { 200: ManualSectionSource, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) => manual.restore(app.ctx, actorOf(req), req.params.id, req.params.revisionId),
  });
}
