import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { Health, Readiness } from "@tq/contract/health";
import { readiness } from "./service.ts";

/**
 * The load balancer's probes (README, scale-out): public, answered without a session, and outside
 * the rate limit, which lives in Redis when REDIS_URL is set: the probe must report Redis down,
 * not fail with it.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["health"];

  r.get("/api/health", {
    // Probes come every few seconds: their request lines would drown the log.
    logLevel: "warn",
    config: { rateLimit: false },
    schema: { tags, summary: "Liveness: the process answers", response: { 200: Health } },
    handler: () => ({ status: "ok" as const }),
  });

  r.get("/api/ready", {
    logLevel: "warn",
    config: { rateLimit: false },
    schema: {
      tags,
      summary: "Readiness: the database, Redis (when set) and media storage answer",
      response: { 200: Readiness, 503: Readiness },
    },
    handler: async (req, reply) => {
      const answer = await readiness(app.ctx, (msg) => req.log.warn(msg));
      return reply.status(answer.status === "ready" ? 200 : 503).send(answer);
    },
  });
}
