import { z } from "zod";

/** `GET /api/health`: the process answers (liveness: a load balancer restarts one that does not). */
export const Health = z.object({ status: z.literal("ok") });
export type Health = z.infer<typeof Health>;

/** One dependency's check: reached or not, and how long it took. Causes stay in the server's log. */
export const ReadinessCheck = z.object({ ok: z.boolean(), ms: z.number().int().min(0) });

/**
 * `GET /api/ready`: 200 when the dependencies this process cannot serve without answer (the
 * database, media storage), 503 otherwise (a load balancer sends it no traffic). Redis, when
 * REDIS_URL is set, is checked and reported but not required: while it is down the rate limits
 * are counted in each process (ADR 0085).
 */
export const Readiness = z.object({
  status: z.enum(["ready", "unready"]),
  checks: z.object({
    database: ReadinessCheck,
    redis: ReadinessCheck.optional(),
    storage: ReadinessCheck,
  }),
});
export type Readiness = z.infer<typeof Readiness>;
