import { afterEach, describe, expect, it, vi } from "vitest";
import { IDLE_FALLBACK_MS, runWhenIdle } from "./idle.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("runWhenIdle", () => {
  it("uses requestIdleCallback when the browser has it", () => {
    const callback = vi.fn();
    const requestIdleCallback = vi.fn((cb: () => void) => {
      cb();
      return 1;
    });
    runWhenIdle(callback, { requestIdleCallback, setTimeout: vi.fn(), clearTimeout: vi.fn() });
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("falls back to a 50 ms timer without it (spec §9)", () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    runWhenIdle(callback, { setTimeout: (cb, ms) => setTimeout(cb, ms), clearTimeout: (h) => clearTimeout(h) });
    expect(IDLE_FALLBACK_MS).toBe(50);
    vi.advanceTimersByTime(49);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("can be cancelled before it runs", () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    const cancel = runWhenIdle(callback, {
      setTimeout: (cb, ms) => setTimeout(cb, ms),
      clearTimeout: (h) => clearTimeout(h),
    });
    cancel();
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
  });
});
