import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EstimatorBaseline, EstimatorInputs } from "@tq/contract/estimator";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { requireSession } from "../../plugins/auth.ts";
import * as estimator from "./service.ts";

const tags = ["estimator"];
const security = BEARER;

/** The estimator (issue #6): the baseline the screen projects from, and the projection as CSV. */
export function estimatorRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get("/api/estimator", {
    schema: {
      tags,
      security,
      summary: "Monthly recurring revenue per country today (base currency), from active subscriptions",
      response: { 200: EstimatorBaseline, ...errorResponses(401, 403) },
    },
    handler: (req) => estimator.baseline(ctx, requireSession(req)),
  });
  r.get("/api/estimator.csv", {
    schema: {
      tags,
      security,
      summary: "The 12-month projection under the what-if inputs, month × country, as a CSV file",
      querystring: EstimatorInputs,
      response: { 200: z.string().describe("text/csv; charset=utf-8"), ...errorResponses(400, 401, 403) },
    },
    handler: async (req, reply) => {
      const file = await estimator.projectionCsv(ctx, requireSession(req), req.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  });
}
