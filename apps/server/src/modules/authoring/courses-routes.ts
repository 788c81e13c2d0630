import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AuthoringCourse, AuthoringCourseList, CourseCreateBody, CourseUpdateBody } from "@tq/contract/authoring";
import { MessageBody } from "@tq/contract/errors";
import { Id } from "@tq/contract/fields";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { metaOf } from "../../lib/request-meta.ts";
import { requireSession } from "../../plugins/auth.ts";
import { IMAGE_UPLOAD_DOC } from "../media/routes.ts";
import * as courses from "./courses-service.ts";

const tags = ["authoring"];
const params = z.object({ courseId: Id });

export function courseRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/authoring/courses", {
    schema: {
      tags,
      summary: "The courses the caller may author (the world director: all)",
      security: BEARER,
      response: { 200: AuthoringCourseList, ...errorResponses(401, 403) },
    },
    handler: (req) => courses.listAuthoringCourses(app.ctx, requireSession(req)),
  });

  r.post("/api/authoring/courses", {
    schema: {
      tags,
      summary: "Create a course (a draft owned by the caller)",
      security: BEARER,
      body: CourseCreateBody,
      response: { 201: AuthoringCourse, ...errorResponses(400, 401, 403) },
    },
    handler: async (req, reply) => {
      const course = await courses.createCourse(app.ctx, requireSession(req), req.body, metaOf(req));
      return reply.status(201).send(course);
    },
  });

  r.get("/api/authoring/courses/:courseId", {
    schema: {
      tags,
      summary: "A course for editing, with its subjects, levels and chapters",
      security: BEARER,
      params,
      response: { 200: AuthoringCourse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => courses.getCourse(app.ctx, requireSession(req), req.params.courseId),
  });

  r.patch("/api/authoring/courses/:courseId", {
    schema: {
      tags,
      summary: "Change a course, publish or unpublish it (owner or world director)",
      security: BEARER,
      params,
      body: CourseUpdateBody,
      response: { 200: AuthoringCourse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) => courses.updateCourse(app.ctx, requireSession(req), req.params.courseId, req.body, metaOf(req)),
  });

  r.delete("/api/authoring/courses/:courseId", {
    schema: {
      tags,
      summary: "Delete a course and its syllabus (refused while it has subscriptions)",
      security: BEARER,
      params,
      response: { 200: MessageBody, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) => courses.deleteCourse(app.ctx, requireSession(req), req.params.courseId, metaOf(req)),
  });

  r.post("/api/authoring/courses/:courseId/logo", {
    schema: {
      tags,
      summary: "Upload the course's logo (PNG, JPEG, WebP or GIF; stored as WebP within 512×512)",
      ...IMAGE_UPLOAD_DOC,
      params,
      response: { 200: AuthoringCourse, ...errorResponses(400, 401, 403, 404, 413, 429) },
    },
    handler: (req) => courses.uploadLogo(app.ctx, requireSession(req), req.params.courseId, req, metaOf(req)),
  });
}
