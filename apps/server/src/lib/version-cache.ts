import type { AppContext } from "../context.ts";

/**
 * Memoizes public, user-independent answers until `ctx.publicVersion` changes. Anything
 * that changes courses, prices, countries or settings must call `ctx.publicVersion.bump()`.
 */
export function versionCache<T>(maxKeys = 300) {
  const byCtx = new WeakMap<AppContext, { version: number; values: Map<string, T> }>();
  return async (ctx: AppContext, key: string, compute: () => Promise<T>): Promise<T> => {
    let entry = byCtx.get(ctx);
    if (!entry || entry.version !== ctx.publicVersion.value) {
      entry = { version: ctx.publicVersion.value, values: new Map() };
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
