import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError } from "./errors.ts";

/**
 * Named limits for sign-in and recovery: per address and per account (issue #2). The two
 * login limits count FAILED sign-ins only, so a school whose pupils share one address is
 * never locked out by its own successful sign-ins.
 */
const LIMITS = {
  loginIp: { points: 50, duration: 15 * 60 },
  loginAccount: { points: 10, duration: 15 * 60 },
  registerIp: { points: 10, duration: 60 * 60 },
  recoveryIp: { points: 10, duration: 60 * 60 },
  recoveryAccount: { points: 3, duration: 60 * 60 },
  emailCheckIp: { points: 60, duration: 10 * 60 },
  contactIp: { points: 5, duration: 60 * 60 },
  passwordChangeAccount: { points: 10, duration: 15 * 60 },
  // New (uncached) TikZ renders: visitors and non-staff per address, staff per account (ADR 0009).
  diagramRenderIp: { points: 20, duration: 10 * 60 },
  diagramRenderAccount: { points: 300, duration: 10 * 60 },
  // Image uploads (logos, pictures in tutorials): each one costs a decode and a re-encode.
  mediaUploadAccount: { points: 60, duration: 10 * 60 },
  // Rich-content previews (sanitizing costs up to ~1.5 s of CPU for 200 KB): visitors per
  // address, signed-in users per account (a debounced live preview asks about once a second).
  previewIp: { points: 200, duration: 10 * 60 },
  previewAccount: { points: 600, duration: 10 * 60 },
  // Tutorial comments: a person asks and answers, a script floods (issue #3).
  commentAccount: { points: 10, duration: 60 },
  // The keyword-rule tester: a debounced live tester asks about once a second while one types.
  schemeTestAccount: { points: 600, duration: 10 * 60 },
  // The public check of a verification code ("Check Assessment"): a person checks a few, a script guesses.
  verifyCodeIp: { points: 30, duration: 10 * 60 },
  // Question-bank imports: each one sanitizes and renders up to a thousand questions (issue #4).
  bankImportAccount: { points: 20, duration: 10 * 60 },
  // Requests carrying a token that is unknown or expired: a browser with an old token makes a
  // few before it signs in again; a script inventing tokens to dodge the per-session API limit makes many.
  badTokenIp: { points: 300, duration: 10 * 60 },
} as const;
export type LimitName = keyof typeof LIMITS;

export interface RateLimits {
  /** Counts one attempt; throws a 429 AppError once the limit is spent. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Gives back one attempt counted by consume (a sign-in that succeeded). */
  refund(name: LimitName, key: string): Promise<void>;
  reset(name: LimitName, key: string): Promise<void>;
}

/** In-process by default; shared through Redis across instances when REDIS_URL is set. */
export function createRateLimits(redis: Redis | undefined, scale = 1): RateLimits {
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  for (const [name, l] of Object.entries(LIMITS) as [LimitName, (typeof LIMITS)[LimitName]][]) {
    const opts = { keyPrefix: `rl:${name}`, points: Math.max(1, Math.round(l.points * scale)), duration: l.duration };
    limiters.set(name, redis ? new RateLimiterRedis({ storeClient: redis, ...opts }) : new RateLimiterMemory(opts));
  }
  const get = (name: LimitName) => limiters.get(name) as RateLimiterAbstract;
  const tooMany = (res: RateLimiterRes) => {
    const minutes = Math.max(1, Math.ceil(res.msBeforeNext / 60_000));
    return new AppError(
      429,
      "rate_limited",
      `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    );
  };
  return {
    async consume(name, key) {
      try {
        await get(name).consume(key);
      } catch (res) {
        if (res instanceof RateLimiterRes) throw tooMany(res);
        throw res;
      }
    },
    async refund(name, key) {
      await get(name).reward(key, 1);
    },
    async reset(name, key) {
      await get(name).delete(key);
    },
  };
}

/**
 * The key of the global API limit: the session's token (hashed: keys end up in Redis) when the
 * request carries one, else the address. Reads the headers the way tokenOf does, without its
 * two-token check (the auth hook answers that).
 */
export function apiRateKey(request: FastifyRequest): string {
  const auth = request.headers.authorization;
  const bearer = typeof auth === "string" && /^Bearer\s+/i.test(auth) ? auth.replace(/^Bearer\s+/i, "").trim() : "";
  const raw = request.headers["x-access-token"];
  const token = bearer || (typeof raw === "string" ? raw.trim() : "");
  if (!token) return `ip:${request.ip}`;
  return `t:${createHash("sha256").update(token).digest("base64url").slice(0, 22)}`;
}
