import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { TooManyRequests } from "./errors.ts";

interface Limit {
  points: number;
  /** Seconds; each key's window starts at its first point. */
  duration: number;
  /** Points kept back for callers that pass `useReserve`. */
  reserve?: number;
}

/**
 * Named limits: per address, per account, or per both. The sign-in limits (ADR 0054) count FAILED
 * password checks only (a success gives its point back), so a school whose pupils share one
 * address is never stopped by its own sign-ins, and none of them is keyed by the address alone.
 */
const LIMITS = {
  // One account from one address: the tight limit, so a guesser stops themselves, and only there.
  loginAccountAddress: { points: 10, duration: 15 * 60 },
  // One account from a device that signed in to it before (a device proof): the owner's own allowance.
  loginDevice: { points: 10, duration: 15 * 60 },
  // One account, every failure: 50 a window of an hour, so never more than 100 in any hour (ASVS
  // 2.2.1). Clients without a device proof stop at 40: the last 10 are kept for the owner's devices.
  loginAccount: { points: 50, duration: 60 * 60, reserve: 10 },
  // Password checks (Argon2id, ~30 ms of CPU each) per address from clients without a device
  // proof: a guard for the CPU, sized for a school signing in at once, not a lockout.
  loginChecksIp: { points: 1200, duration: 60 },
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
} as const satisfies Record<string, Limit>;
export type LimitName = keyof typeof LIMITS;

export interface ConsumeOptions {
  /** The 429's message, given the wait ("12 minutes"). */
  message?: (wait: string) => string;
  /** May spend the points the limit keeps in reserve. */
  useReserve?: boolean;
}

export interface RateLimits {
  /**
   * Counts one attempt; once the limit is spent, gives the point back (a refused attempt is not an
   * attempt) and throws a 429 with Retry-After.
   */
  consume(name: LimitName, key: string, options?: ConsumeOptions): Promise<void>;
  /** consume, answering how many attempts are left to this caller. */
  spend(name: LimitName, key: string, options?: ConsumeOptions): Promise<number>;
  /** Gives back one attempt counted by consume (a sign-in that succeeded). */
  refund(name: LimitName, key: string): Promise<void>;
  reset(name: LimitName, key: string): Promise<void>;
  /** The factor every limit was multiplied by (1 in production). */
  readonly scale: number;
}

const scaled = (points: number, scale: number) => Math.max(1, Math.round(points * scale));

/** In-process by default; shared through Redis across instances when REDIS_URL is set. */
export function createRateLimits(redis: Redis | undefined, scale = 1): RateLimits {
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  for (const [name, l] of Object.entries(LIMITS) as [LimitName, Limit][]) {
    const opts = { keyPrefix: `rl:${name}`, points: scaled(l.points, scale), duration: l.duration };
    // While Redis does not answer, each process counts in its own memory (ADR 0085): a guesser
    // gets one allowance per process for the outage, a user never gets a 500.
    const memory = new RateLimiterMemory(opts);
    limiters.set(
      name,
      redis
        ? new RateLimiterRedis({ storeClient: redis, ...opts, rejectIfRedisNotReady: true, insuranceLimiter: memory })
        : memory,
    );
  }
  const get = (name: LimitName) => limiters.get(name) as RateLimiterAbstract;
  const reserveOf = (name: LimitName) => {
    const l: Limit = LIMITS[name];
    // Rounded down: a small scale (tests) must not keep back every point.
    return Math.min(Math.floor((l.reserve ?? 0) * scale), get(name).points - 1);
  };
  const spend: RateLimits["spend"] = async (name, key, options = {}) => {
    const limiter = get(name);
    const allowed = limiter.points - (options.useReserve ? 0 : reserveOf(name));
    let res: RateLimiterRes;
    try {
      res = await limiter.consume(key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      res = err;
    }
    if (res.consumedPoints <= allowed) return allowed - res.consumedPoints;
    await limiter.reward(key, 1);
    throw tooMany(res.msBeforeNext, options.message);
  };
  return {
    scale,
    spend,
    async consume(name, key, options) {
      await spend(name, key, options);
    },
    async refund(name, key) {
      await get(name).reward(key, 1);
    },
    async reset(name, key) {
      await get(name).delete(key);
    },
  };
}

function tooMany(msBeforeNext: number, message = (wait: string) => `Too many attempts. Try again in ${wait}.`) {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  const wait = `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return new TooManyRequests(message(wait), Math.max(1, Math.ceil(msBeforeNext / 1000)));
}

/** A key that names an account or an address without writing either into Redis. */
export function opaqueKey(...parts: string[]): string {
  return createHash("sha256").update(parts.join("\n")).digest("base64url").slice(0, 22);
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
  return `t:${opaqueKey(token)}`;
}
