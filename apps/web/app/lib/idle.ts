/** The spec's idle-callback fallback budget (spec §9). */
export const IDLE_FALLBACK_MS = 50;

interface IdleHost {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/**
 * Runs non-urgent work (preloading) when the browser is idle, or after 50 ms where
 * requestIdleCallback does not exist (Safari). Returns a cancel function.
 */
export function runWhenIdle(callback: () => void, host: IdleHost = globalThis as unknown as IdleHost): () => void {
  if (typeof host.requestIdleCallback === "function") {
    const handle = host.requestIdleCallback(callback);
    return () => host.cancelIdleCallback?.(handle);
  }
  const handle = host.setTimeout(callback, IDLE_FALLBACK_MS);
  return () => host.clearTimeout(handle as never);
}
