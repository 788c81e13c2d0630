import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";

/**
 * The store of @fastify/rate-limit's request limits (the API-wide one and the sign-in route's)
 * when REDIS_URL is set (ADR 0085). The plugin's own Redis store answers every request with a 500
 * while Redis does not answer; this one counts in Redis through rate-limiter-flexible, whose
 * insurance limiter counts in this process's memory while Redis is down, the same way the named
 * limits do (lib/rate-limits.ts). An outage lets a client make at most one allowance per process,
 * never an unlimited number, and never costs a user an answer.
 */
export function requestLimitStore(redis: Redis): FastifyRateLimitStoreCtor {
  // One limiter per window length (the plugin passes the window with each count), per prefix.
  const limiters = new Map<string, RateLimiterRedis>();
  const limiter = (prefix: string, windowMs: number) => {
    const id = `${prefix}|${windowMs}`;
    let found = limiters.get(id);
    if (!found) {
      // points only matter to consume(); penalty() just counts, and the plugin compares with max.
      const opts = {
        keyPrefix: `rq:${prefix}:${windowMs}`,
        points: 1,
        duration: Math.max(1, Math.ceil(windowMs / 1000)),
      };
      found = new RateLimiterRedis({
        storeClient: redis,
        ...opts,
        // Straight to memory while disconnected, instead of waiting for ioredis's reconnects.
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(opts),
      });
      limiters.set(id, found);
    }
    return found;
  };

  return class RequestLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    // The plugin constructs the API-wide store with its options; child() makes the routes' own.
    constructor(_options?: unknown, prefix = "api") {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      limiter(this.prefix, timeWindow)
        .penalty(key, 1)
        .then((res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }))
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    }

    // A route with its own limit (sign-in) counts apart from the API-wide one.
    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      return new RequestLimitStore(undefined, `${String(routeOptions.method)}${routeOptions.url}`);
    }
  };
}

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];
