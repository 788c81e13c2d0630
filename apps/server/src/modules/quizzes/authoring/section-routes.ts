import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { OrderBody } from "@tq/contract/authoring";
import { MessageBody } from "@tq/contract/errors";
import { Id } from "@tq/contract/fields";
import {
  AuthoringSection,
  AuthoringSelector,
  PoolSize,
  SectionCreateBody,
  SectionList,
  SectionUpdateBody,
  SelectorBody,
  SelectorList,
  SelectorUpdateBody,
} from "@tq/contract/quizzes";
import { BEARER, errorResponses } from "../../../lib/route-schemas.ts";
import { metaOf } from "../../../lib/request-meta.ts";
import { requireSession } from "../../../plugins/auth.ts";
import * as sections from "./section-service.ts";

const tags = ["quizzes"];
const security = BEARER;
const quiz = z.object({ quizId: Id });
const section = z.object({ sectionId: Id });
const selector = z.object({ selectorId: Id });
const read = errorResponses(400, 401, 403, 404);
const refusable = errorResponses(400, 401, 403, 404, 409);

/** Sections of a quiz, and the selectors of a subject quiz's sections with their pool sizes. */
export function sectionRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.post("/api/quizzes/:quizId/sections", {
    schema: {
      tags,
      security,
      summary: "Add a section (last)",
      params: quiz,
      body: SectionCreateBody,
      response: { 201: AuthoringSection, ...read },
    },
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(await sections.createSection(ctx, requireSession(req), req.params.quizId, req.body, metaOf(req))),
  });
  r.patch("/api/quizzes/sections/:sectionId", {
    schema: {
      tags,
      security,
      summary: "Rename a section or change its instructions",
      params: section,
      body: SectionUpdateBody,
      response: { 200: AuthoringSection, ...read },
    },
    handler: (req) => sections.updateSection(ctx, requireSession(req), req.params.sectionId, req.body, metaOf(req)),
  });
  r.delete("/api/quizzes/sections/:sectionId", {
    schema: {
      tags,
      security,
      summary: "Delete a section without questions",
      params: section,
      response: { 200: MessageBody, ...refusable },
    },
    handler: (req) => sections.deleteSection(ctx, requireSession(req), req.params.sectionId, metaOf(req)),
  });
  r.put("/api/quizzes/:quizId/sections/order", {
    schema: {
      tags,
      security,
      summary: "Reorder the quiz's sections (every id once)",
      params: quiz,
      body: OrderBody,
      response: { 200: SectionList, ...read },
    },
    handler: (req) => sections.orderSections(ctx, requireSession(req), req.params.quizId, req.body.ids, metaOf(req)),
  });

  r.get("/api/quizzes/sections/:sectionId/selectors", {
    schema: {
      tags,
      security,
      summary: "A section's selectors with their pool sizes",
      params: section,
      response: { 200: SelectorList, ...read },
    },
    handler: (req) => sections.listSelectors(ctx, requireSession(req), req.params.sectionId),
  });
  r.post("/api/quizzes/sections/:sectionId/selectors", {
    schema: {
      tags,
      security,
      summary: "Add a selector to a subject quiz's section",
      params: section,
      body: SelectorBody,
      response: { 201: AuthoringSelector, ...refusable },
    },
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(await sections.createSelector(ctx, requireSession(req), req.params.sectionId, req.body, metaOf(req))),
  });
  r.post("/api/quizzes/sections/:sectionId/pool", {
    schema: {
      tags,
      security,
      summary: "The pool size of a selector being edited (nothing is saved)",
      params: section,
      body: SelectorBody,
      response: { 200: PoolSize, ...refusable },
    },
    handler: (req) => sections.previewPool(ctx, requireSession(req), req.params.sectionId, req.body),
  });
  r.patch("/api/quizzes/selectors/:selectorId", {
    schema: {
      tags,
      security,
      summary: "Change a selector",
      params: selector,
      body: SelectorUpdateBody,
      response: { 200: AuthoringSelector, ...read },
    },
    handler: (req) => sections.updateSelector(ctx, requireSession(req), req.params.selectorId, req.body, metaOf(req)),
  });
  r.delete("/api/quizzes/selectors/:selectorId", {
    schema: {
      tags,
      security,
      summary: "Delete a selector",
      params: selector,
      response: { 200: MessageBody, ...read },
    },
    handler: (req) => sections.deleteSelector(ctx, requireSession(req), req.params.selectorId, metaOf(req)),
  });
  r.get("/api/quizzes/selectors/:selectorId/pool", {
    schema: {
      tags,
      security,
      summary: "How many questions a selector can draw from now",
      params: selector,
      response: { 200: PoolSize, ...read },
    },
    handler: (req) => sections.selectorPool(ctx, requireSession(req), req.params.selectorId),
  });
}
