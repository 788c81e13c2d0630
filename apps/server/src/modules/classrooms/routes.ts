import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  Announcement,
  BioBody,
  ClassroomView,
  ClassSession,
  Coursemates,
  CourseAssistants,
  InviteAssistant,
  InviteAssistantAnswer,
  MyCoursesAssistants,
  NewAnnouncement,
  NewClassSession,
  TutorPage,
} from "@tq/contract/classrooms";
import { Id } from "@tq/contract/fields";
import { requireSession } from "../../plugins/auth.ts";
import { metaOf } from "../../lib/request-meta.ts";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import * as classes from "./service.ts";
import * as staff from "./staff-service.ts";
import { tutorPage, updateOwnBio } from "./tutor-page.ts";

const ClassParams = z.object({ courseId: Id, tutorId: Id });
const NO_CONTENT = z.null().describe("Done");

/** Classrooms, course assistants and tutors' pages (issue #5, ADR 0027). */
export async function classroomRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["classrooms"];

  r.get("/api/classrooms/:courseId/:tutorId", {
    schema: {
      tags,
      summary: "A class: announcements, sessions, upcoming quizzes; the roster for its tutor",
      security: BEARER,
      params: ClassParams,
      response: { 200: ClassroomView, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => classes.classroomView(app.ctx, requireSession(req), req.params.courseId, req.params.tutorId),
  });

  r.get("/api/classrooms/:courseId/:tutorId/coursemates", {
    schema: {
      tags,
      summary: "The class's students as first name and last initial",
      security: BEARER,
      params: ClassParams,
      response: { 200: Coursemates, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => classes.coursemates(app.ctx, requireSession(req), req.params.courseId, req.params.tutorId),
  });

  r.post("/api/classrooms/:courseId/:tutorId/announcements", {
    schema: {
      tags,
      summary: "Announce to the class (emailed to its students)",
      security: BEARER,
      params: ClassParams,
      body: NewAnnouncement,
      response: { 201: Announcement, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req, reply) => {
      const { courseId, tutorId } = req.params;
      const made = await classes.postAnnouncement(
        app.ctx,
        requireSession(req),
        courseId,
        tutorId,
        req.body,
        metaOf(req),
      );
      return reply.status(201).send(made);
    },
  });

  r.post("/api/classrooms/:courseId/:tutorId/sessions", {
    schema: {
      tags,
      summary: "Schedule a class session (emailed to its students)",
      security: BEARER,
      params: ClassParams,
      body: NewClassSession,
      response: { 201: ClassSession, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req, reply) => {
      const { courseId, tutorId } = req.params;
      const made = await classes.scheduleSession(
        app.ctx,
        requireSession(req),
        courseId,
        tutorId,
        req.body,
        metaOf(req),
      );
      return reply.status(201).send(made);
    },
  });

  // An announcement and a session are removed alike: the service finds the class behind the item.
  const REMOVALS = [
    { kind: "announcement", path: "announcements", summary: "Delete a class announcement" },
    { kind: "session", path: "sessions", summary: "Cancel a class session" },
  ] as const;
  for (const { kind, path, summary } of REMOVALS) {
    r.delete(`/api/classrooms/${path}/:id`, {
      schema: {
        tags,
        summary,
        security: BEARER,
        params: z.object({ id: Id }),
        response: { 204: NO_CONTENT, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (req, reply) => {
        await classes.removeClassItem(app.ctx, requireSession(req), kind, req.params.id, metaOf(req));
        return reply.status(204).send(null);
      },
    });
  }

  r.get("/api/courses/:courseId/assistants", {
    schema: {
      tags,
      summary: "A course's teaching assistants and waiting invitations (its owner)",
      security: BEARER,
      params: z.object({ courseId: Id }),
      response: { 200: CourseAssistants, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => staff.courseAssistants(app.ctx, requireSession(req), req.params.courseId),
  });

  r.post("/api/courses/:courseId/assistants", {
    schema: {
      tags,
      summary: "Add a teaching assistant by email, or invite the email",
      security: BEARER,
      params: z.object({ courseId: Id }),
      body: InviteAssistant,
      response: { 200: InviteAssistantAnswer, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) => staff.inviteAssistant(app.ctx, requireSession(req), req.params.courseId, req.body, metaOf(req)),
  });

  r.delete("/api/courses/:courseId/assistants/:userId", {
    schema: {
      tags,
      summary: "Remove a teaching assistant from a course",
      security: BEARER,
      params: z.object({ courseId: Id, userId: Id }),
      response: { 204: NO_CONTENT, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req, reply) => {
      const { courseId, userId } = req.params;
      await staff.removeAssistant(app.ctx, requireSession(req), courseId, userId, metaOf(req));
      return reply.status(204).send(null);
    },
  });

  r.delete("/api/courses/:courseId/assistant-invitations/:invitationId", {
    schema: {
      tags,
      summary: "Cancel a waiting assistant invitation",
      security: BEARER,
      params: z.object({ courseId: Id, invitationId: Id }),
      response: { 204: NO_CONTENT, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req, reply) => {
      const { courseId, invitationId } = req.params;
      await staff.cancelInvitation(app.ctx, requireSession(req), courseId, invitationId, metaOf(req));
      return reply.status(204).send(null);
    },
  });

  r.get("/api/teaching-assistants", {
    schema: {
      tags,
      summary: "The caller's courses with their teaching assistants (teachingassistant)",
      security: BEARER,
      response: { 200: MyCoursesAssistants, ...errorResponses(401, 403) },
    },
    handler: (req) => staff.myCoursesAssistants(app.ctx, requireSession(req)),
  });

  r.get("/api/users/:id/page", {
    schema: {
      tags,
      summary: "A tutor's public page: bio, courses, classes (404 for anyone who does not teach)",
      params: z.object({ id: Id }),
      response: { 200: TutorPage, ...errorResponses(400, 404) },
    },
    handler: (req) => tutorPage(app.ctx, req.params.id),
  });

  r.put("/api/users/me/bio", {
    schema: {
      tags,
      summary: 'A tutor\'s own biography for their public page ("" removes it)',
      security: BEARER,
      body: BioBody,
      response: { 204: NO_CONTENT, ...errorResponses(400, 401, 403) },
    },
    handler: async (req, reply) => {
      await updateOwnBio(app.ctx, requireSession(req), req.body.bio, metaOf(req));
      return reply.status(204).send(null);
    },
  });
}
