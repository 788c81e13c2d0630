import type { Readiness } from "@tq/contract/health";
import type { AppContext } from "../../context.ts";
import { pingDatabase } from "./health-repo.ts";

/** A dependency that takes longer than this is as good as down for a load balancer's probe. */
const CHECK_TIMEOUT_MS = 2_000;

type Check = Readiness["checks"]["database"];

async function timed(name: string, probe: () => Promise<unknown>, warn: (msg: string) => void): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (err) {
    warn(`readiness: ${name} is unreachable: ${err instanceof Error ? err.message : String(err)}`);
    return { ok: false, ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

/** Checks, side by side, what requests use; ready when the database and media storage answer. */
export async function readiness(ctx: AppContext, warn: (msg: string) => void): Promise<Readiness> {
  const redis = ctx.redis;
  const [database, redisCheck, storage] = await Promise.all([
    timed("the database", () => pingDatabase(ctx.db), warn),
    redis ? timed("Redis", () => redis.ping(), warn) : undefined,
    timed("media storage", () => ctx.storage.check(), warn),
  ]);
  const checks = { database, storage, ...(redisCheck ? { redis: redisCheck } : {}) };
  // Redis is reported, not required (ADR 0085): while it is down every process counts its limits
  // in its own memory, so taking every process out of the rotation would only close the site.
  const ready = database.ok && storage.ok;
  return { status: ready ? "ready" : "unready", checks };
}
