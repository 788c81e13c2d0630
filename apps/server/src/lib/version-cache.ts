import type { AppContext } from "../context.ts";

/** A safety net: other processes' changes reach this one's caches by notification (ADR 0081), or after this time at worst. */
export const PUBLIC_CACHE_TTL_MS = 60_000;

/**
 * Memoizes public, user-independent answers until `ctx.publicVersion` changes (changes made
 * here, or in another process and heard through the database: ADR 0081), for at most a minute. Anything that
 * changes courses, prices, countries or settings is recorded with `recordChange` (record-change.ts),
 * which bumps `ctx.publicVersion` after the commit.
 */
export function versionCache<T>(maxKeys = 300) {
  const byCtx = new WeakMap<AppContext, { version: number; at: number; values: Map<string, T> }>();
  return async (ctx: AppContext, key: string, compute: () => Promise<T>): Promise<T> => {
    let entry = byCtx.get(ctx);
    if (!entry || entry.version !== ctx.publicVersion.value || Date.now() - entry.at > PUBLIC_CACHE_TTL_MS) {
      entry = { version: ctx.publicVersion.value, at: Date.now(), values: new Map() };
      byCtx.set(ctx, entry);
    }
    const hit = entry.values.get(key);
    if (hit !== undefined) return hit;
    const version = entry.version;
    const value = await compute();
    // A change made while computing must not be cached under the new version.
    if (ctx.publicVersion.value === version && entry.values.size < maxKeys) entry.values.set(key, value);
    return value;
  };
}
