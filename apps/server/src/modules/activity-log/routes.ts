import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LogChoices, LogPage, LogQuery } from "@tq/contract/activity-log";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { requireSession } from "../../plugins/auth.ts";
import * as log from "./service.ts";

const tags = ["activity log"];
const security = BEARER;

/** View Log (issue #6): the audit log, its filters' choices and its CSV export; the world director's. */
export function activityLogRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get("/api/activity-log", {
    schema: {
      tags,
      security,
      summary: "The activity log, filtered, newest first; one page (keyset cursor)",
      querystring: LogQuery,
      response: { 200: LogPage, ...errorResponses(400, 401, 403) },
    },
    handler: (req) => log.logPage(ctx, requireSession(req), req.query),
  });
  r.get("/api/activity-log/choices", {
    schema: {
      tags,
      security,
      summary: "The actions and target types the log holds (the filters' select lists)",
      response: { 200: LogChoices, ...errorResponses(401, 403) },
    },
    handler: (req) => log.logChoices(ctx, requireSession(req)),
  });
  r.get("/api/activity-log.csv", {
    schema: {
      tags,
      security,
      summary: "The filtered log (newest first, capped) as a CSV file",
      querystring: LogQuery,
      response: { 200: z.string().describe("text/csv; charset=utf-8"), ...errorResponses(400, 401, 403) },
    },
    handler: async (req, reply) => {
      const file = await log.logCsv(ctx, requireSession(req), req.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  });
}
