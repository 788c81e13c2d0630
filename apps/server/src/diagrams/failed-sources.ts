import { LRUCache } from "lru-cache";
import { AppError } from "../lib/errors.ts";

/** How long, and for how many sources, a failure is answered without drawing again (ADR 0060). */
export const FAILURE_MEMORY = { ttlMs: 10 * 60_000, size: 1_000 };

interface Failure {
  status: number;
  code: AppError["code"];
  message: string;
  fields: Record<string, string> | undefined;
}

/**
 * The sources that could not be drawn (TeX's error, a timeout, a crash, an unsafe drawing), by
 * hash: asked again within `ttlMs`, the same error is answered at once, so a source that loops
 * holds a worker once, not once per request. Bounded (least recently used go first) so a flood of
 * different bad sources cannot grow it. Only failures of the source itself are remembered, never
 * the service's passing ones (busy, restarting).
 */
export class FailedSources {
  private readonly failures: LRUCache<string, Failure>;

  constructor(options: { ttlMs: number; size: number } = FAILURE_MEMORY) {
    // No autopurge: an expired entry is dropped when asked for, so no timer keeps the process up.
    this.failures = new LRUCache({ max: options.size, ttl: options.ttlMs });
  }

  remember(hash: string, error: AppError): void {
    this.failures.set(hash, { status: error.status, code: error.code, message: error.message, fields: error.fields });
  }

  /** The remembered failure as a fresh error to throw, or null. */
  recall(hash: string): AppError | null {
    const f = this.failures.get(hash);
    return f ? new AppError(f.status, f.code, f.message, f.fields) : null;
  }
}
