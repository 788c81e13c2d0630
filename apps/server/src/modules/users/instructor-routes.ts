import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { InstructorStudent, UpdateUserByInstructorAnswer, UpdateUserByInstructorBody } from "@tq/contract/classrooms";
import { Id } from "@tq/contract/fields";
import { requireSession } from "../../plugins/auth.ts";
import { metaOf } from "../../lib/request-meta.ts";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { instructorStudent, updateUserByInstructor } from "./instructor-service.ts";

/** edituserprofile: a teacher corrects a student of their course (spec call updateuserbyinstructor). */
export async function instructorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["users"];

  r.get("/api/instructor/students/:userId", {
    schema: {
      tags,
      summary: "A student of the caller's course, as the instructor may correct them",
      security: BEARER,
      params: z.object({ userId: Id }),
      response: { 200: InstructorStudent, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => instructorStudent(app.ctx, requireSession(req), req.params.userId),
  });

  r.post("/api/users/updateuserbyinstructor", {
    schema: {
      tags,
      summary: "A teacher corrects a student's name and country (students of their courses only)",
      security: BEARER,
      body: UpdateUserByInstructorBody,
      response: { 200: UpdateUserByInstructorAnswer, ...errorResponses(400, 401, 403) },
    },
    handler: async (req) => ({
      user: await updateUserByInstructor(app.ctx, requireSession(req), req.body, metaOf(req)),
      message: "The student's details are saved.",
    }),
  });
}
