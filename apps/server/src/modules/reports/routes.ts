import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CourseIdParams,
  ReportCodeParams,
  ReportCourse,
  ReportCourses,
  ReportDetail,
  ReportDraftBody,
  ReportIdParams,
  ReportPreview,
  ReportSettings,
  StudentCourseParams,
  StudentReports,
  VerifiedReport,
} from "@tq/contract/reports";
import { metaOf } from "../../lib/request-meta.ts";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { requireSession } from "../../plugins/auth.ts";
import { appBase } from "../../lib/app-base.ts";
import * as read from "./read-service.ts";
import * as reports from "./service.ts";

const tags = ["assessment reports"];
const security = BEARER;

/** Assessment reports (issue #6, ADR 0030): the generator, publication, the student's page, the public check. */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const withLinks = () => ({ ...ctx, appBase: appBase(ctx) });

  r.get("/api/reports/courses", {
    schema: {
      tags,
      security,
      summary: "The courses the caller reports on, each with its reports (assessment)",
      response: { 200: ReportCourses, ...errorResponses(401, 403) },
    },
    handler: (req) => reports.reportCourses(ctx, requireSession(req)),
  });
  r.get("/api/reports/courses/:courseId", {
    schema: {
      tags,
      security,
      summary: "What the report generator starts from: the course's published quizzes and its reports",
      params: CourseIdParams,
      response: { 200: ReportCourse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => reports.reportCourse(ctx, requireSession(req), req.params.courseId),
  });
  r.post("/api/reports/courses/:courseId/preview", {
    schema: {
      tags,
      security,
      summary: "Compute a report for a period and weighted quizzes without saving it",
      params: CourseIdParams,
      body: ReportSettings,
      response: { 200: ReportPreview, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => reports.previewReport(ctx, requireSession(req), req.params.courseId, req.body),
  });
  r.post("/api/reports/courses/:courseId/reports", {
    schema: {
      tags,
      security,
      summary: "Save a new draft report (title, period, quizzes and weights, remarks)",
      params: CourseIdParams,
      body: ReportDraftBody,
      response: { 201: ReportDetail, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req, reply) => {
      const detail = await reports.createDraft(ctx, requireSession(req), req.params.courseId, req.body, metaOf(req));
      return reply.status(201).send(detail);
    },
  });
  r.get("/api/reports/:reportId", {
    schema: {
      tags,
      security,
      summary: "A report: a draft computed now, a published one as it was published",
      params: ReportIdParams,
      response: { 200: ReportDetail, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => reports.getReport(ctx, requireSession(req), req.params.reportId),
  });
  r.put("/api/reports/:reportId", {
    schema: {
      tags,
      security,
      summary: "Change a draft (a published report is frozen: 409)",
      params: ReportIdParams,
      body: ReportDraftBody,
      response: { 200: ReportDetail, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) => reports.updateDraft(ctx, requireSession(req), req.params.reportId, req.body, metaOf(req)),
  });
  r.delete("/api/reports/:reportId", {
    schema: {
      tags,
      security,
      summary: "Delete a draft",
      params: ReportIdParams,
      response: { 204: z.null().describe("Deleted"), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (req, reply) => {
      await reports.deleteDraft(ctx, requireSession(req), req.params.reportId, metaOf(req));
      return reply.status(204).send(null);
    },
  });
  r.post("/api/reports/:reportId/publish", {
    schema: {
      tags,
      security,
      summary: "Publish a draft: freeze it, give each student a verification code, email students and guardians",
      params: ReportIdParams,
      response: { 200: ReportDetail, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) => reports.publishReport(withLinks(), requireSession(req), req.params.reportId, metaOf(req)),
  });
  r.get("/api/reports/:reportId/csv", {
    schema: {
      tags,
      security,
      summary: "The class as a CSV file (one row per student, then the class statistics)",
      params: ReportIdParams,
      response: { 200: z.string().describe("text/csv; charset=utf-8"), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req, reply) => {
      const file = await read.reportCsv(ctx, requireSession(req), req.params.reportId);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  });
  r.get("/api/reports/students/:userId/courses/:courseId", {
    schema: {
      tags,
      security,
      summary: "A student's published reports of a course (the student, their guardians, the course's staff)",
      params: StudentCourseParams,
      response: { 200: StudentReports, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => read.studentReports(ctx, requireSession(req), req.params.userId, req.params.courseId),
  });
  r.get("/api/reports/verify/:code", {
    schema: {
      tags,
      summary: "What a report's verification code certifies (public, limited per address)",
      params: ReportCodeParams,
      response: { 200: VerifiedReport, ...errorResponses(404, 429) },
    },
    handler: (req) => read.verifyReport(ctx, req.ip, req.params.code),
  });
}
