import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AuthoringChapter,
  AuthoringLevel,
  AuthoringSubject,
  ChapterBody,
  ChapterList,
  LevelBody,
  LevelList,
  OrderBody,
  SubjectBody,
  SubjectList,
} from "@tq/contract/authoring";
import { MessageBody } from "@tq/contract/errors";
import { Id } from "@tq/contract/fields";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { metaOf } from "../../lib/request-meta.ts";
import { requireSession } from "../../plugins/auth.ts";
import * as structure from "./structure-service.ts";

const tags = ["authoring"];
const security = BEARER;
const course = z.object({ courseId: Id });
const subject = z.object({ subjectId: Id });
const level = z.object({ levelId: Id });
const chapter = z.object({ chapterId: Id });
const write = errorResponses(400, 401, 403, 404);
const refusable = errorResponses(400, 401, 403, 404, 409);

/** Subjects, levels and chapters of a course (its owner or the world director). */
export function structureRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.post("/api/authoring/courses/:courseId/subjects", {
    schema: {
      tags,
      security,
      summary: "Add a subject (last)",
      params: course,
      body: SubjectBody,
      response: { 201: AuthoringSubject, ...write },
    },
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(
          await structure.createSubject(ctx, requireSession(req), req.params.courseId, req.body.title, metaOf(req)),
        ),
  });
  r.patch("/api/authoring/subjects/:subjectId", {
    schema: {
      tags,
      security,
      summary: "Rename a subject",
      params: subject,
      body: SubjectBody,
      response: { 200: AuthoringSubject, ...write },
    },
    handler: (req) =>
      structure.renameSubject(ctx, requireSession(req), req.params.subjectId, req.body.title, metaOf(req)),
  });
  r.delete("/api/authoring/subjects/:subjectId", {
    schema: {
      tags,
      security,
      summary: "Delete a subject without chapters",
      params: subject,
      response: { 200: MessageBody, ...refusable },
    },
    handler: (req) => structure.deleteSubject(ctx, requireSession(req), req.params.subjectId, metaOf(req)),
  });
  r.put("/api/authoring/courses/:courseId/subjects/order", {
    schema: {
      tags,
      security,
      summary: "Reorder the course's subjects (every id once)",
      params: course,
      body: OrderBody,
      response: { 200: SubjectList, ...write },
    },
    handler: (req) => structure.orderSubjects(ctx, requireSession(req), req.params.courseId, req.body.ids, metaOf(req)),
  });

  r.post("/api/authoring/subjects/:subjectId/levels", {
    schema: {
      tags,
      security,
      summary: "Add a level (last)",
      params: subject,
      body: LevelBody,
      response: { 201: AuthoringLevel, ...write },
    },
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(await structure.createLevel(ctx, requireSession(req), req.params.subjectId, req.body.name, metaOf(req))),
  });
  r.patch("/api/authoring/levels/:levelId", {
    schema: {
      tags,
      security,
      summary: "Rename a level",
      params: level,
      body: LevelBody,
      response: { 200: AuthoringLevel, ...write },
    },
    handler: (req) => structure.renameLevel(ctx, requireSession(req), req.params.levelId, req.body.name, metaOf(req)),
  });
  r.delete("/api/authoring/levels/:levelId", {
    schema: {
      tags,
      security,
      summary: "Delete a level no tutorial uses",
      params: level,
      response: { 200: MessageBody, ...refusable },
    },
    handler: (req) => structure.deleteLevel(ctx, requireSession(req), req.params.levelId, metaOf(req)),
  });
  r.put("/api/authoring/subjects/:subjectId/levels/order", {
    schema: {
      tags,
      security,
      summary: "Reorder the subject's levels (every id once)",
      params: subject,
      body: OrderBody,
      response: { 200: LevelList, ...write },
    },
    handler: (req) => structure.orderLevels(ctx, requireSession(req), req.params.subjectId, req.body.ids, metaOf(req)),
  });

  r.post("/api/authoring/subjects/:subjectId/chapters", {
    schema: {
      tags,
      security,
      summary: "Add a chapter (next number)",
      params: subject,
      body: ChapterBody,
      response: { 201: AuthoringChapter, ...refusable },
    },
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(
          await structure.createChapter(ctx, requireSession(req), req.params.subjectId, req.body.title, metaOf(req)),
        ),
  });
  r.patch("/api/authoring/chapters/:chapterId", {
    schema: {
      tags,
      security,
      summary: "Rename a chapter",
      params: chapter,
      body: ChapterBody,
      response: { 200: AuthoringChapter, ...write },
    },
    handler: (req) =>
      structure.renameChapter(ctx, requireSession(req), req.params.chapterId, req.body.title, metaOf(req)),
  });
  r.delete("/api/authoring/chapters/:chapterId", {
    schema: {
      tags,
      security,
      summary: "Delete a chapter without tutorials (the rest are renumbered)",
      params: chapter,
      response: { 200: MessageBody, ...refusable },
    },
    handler: (req) => structure.deleteChapter(ctx, requireSession(req), req.params.chapterId, metaOf(req)),
  });
  r.put("/api/authoring/subjects/:subjectId/chapters/order", {
    schema: {
      tags,
      security,
      summary: "Reorder and renumber the subject's chapters (every id once)",
      params: subject,
      body: OrderBody,
      response: { 200: ChapterList, ...write },
    },
    handler: (req) =>
      structure.orderChapters(ctx, requireSession(req), req.params.subjectId, req.body.ids, metaOf(req)),
  });
}
