import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Id } from "@tq/contract/fields";
import {
  MyRecords,
  MyRecordsQuery,
  StaffRecords,
  StaffRecordsQuery,
  StudentQuizAttempts,
} from "@tq/contract/quiz-records";
import { BEARER, errorResponses } from "../../../lib/route-schemas.ts";
import { requireSession } from "../../../plugins/auth.ts";
import * as records from "./records-service.ts";

const tags = ["quiz records"];
const security = BEARER;

/** Quiz records (issue #4): the student's own, the markers' (paged and as CSV), one student's attempts of a quiz. */
export function recordsRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get("/api/records/mine", {
    schema: {
      tags,
      security,
      summary: "The caller's chapter- or subject-quiz attempts, newest first; scores once released",
      querystring: MyRecordsQuery,
      response: { 200: MyRecords, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => records.myRecords(ctx, requireSession(req), req.query.kind),
  });
  r.get("/api/records", {
    schema: {
      tags,
      security,
      summary: "Attempt records of the courses the caller marks: filters, one page",
      querystring: StaffRecordsQuery,
      response: { 200: StaffRecords, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => records.staffRecords(ctx, requireSession(req), req.query),
  });
  r.get("/api/records.csv", {
    schema: {
      tags,
      security,
      summary: "The same records (every page, the same filters) as a CSV file",
      querystring: StaffRecordsQuery,
      response: { 200: z.string().describe("text/csv; charset=utf-8"), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req, reply) => {
      const file = await records.staffRecordsCsv(ctx, requireSession(req), req.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  });
  r.get("/api/marking/students/:userId/quizzes/:quizId/attempts", {
    schema: {
      tags,
      security,
      summary: "One student's attempts of one quiz, for the quiz course's markers (adminsavedquiz)",
      params: z.object({ userId: Id, quizId: Id }),
      response: { 200: StudentQuizAttempts, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => records.studentQuizAttempts(ctx, requireSession(req), req.params.userId, req.params.quizId),
  });
}
