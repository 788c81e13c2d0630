import { act, renderHook } from "@testing-library/react";
import type { PreviewAnswer } from "@tq/contract/content";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-error.ts";
import { fetchPreview } from "../api.ts";
import { usePreview } from "./use-preview.ts";

vi.mock("../api.ts", () => ({ fetchPreview: vi.fn() }));
const fetchMock = vi.mocked(fetchPreview);
const answer = (html: string): PreviewAnswer => ({ html: `<p>${html}</p>`, diagramErrors: [] });

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  fetchMock.mockImplementation((html) => Promise.resolve(answer(html)));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("usePreview", () => {
  it("asks the server once typing pauses for 400 ms, for the latest source only", async () => {
    const { result, rerender } = renderHook(({ html }) => usePreview(html), { initialProps: { html: "a" } });
    expect(result.current).toEqual({ result: null, loading: true, error: null });
    await act(() => vi.advanceTimersByTimeAsync(300));
    rerender({ html: "ab" });
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("ab");
    expect(result.current).toEqual({ result: answer("ab"), loading: false, error: null });
  });

  it("keeps the last good result on screen while a newer source loads, and after a failure", async () => {
    const { result, rerender } = renderHook(({ html }) => usePreview(html), { initialProps: { html: "one" } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    rerender({ html: "two" });
    expect(result.current).toEqual({ result: answer("one"), loading: true, error: null });
    fetchMock.mockRejectedValueOnce(new ApiError(429, "rate_limited", "Too many attempts."));
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(result.current).toEqual({ result: answer("one"), loading: false, error: "Too many attempts." });
  });

  it("drops the answer of a source replaced while it was loading", async () => {
    let release: (value: PreviewAnswer) => void = () => undefined;
    fetchMock.mockImplementationOnce(
      (_html, signal) =>
        new Promise((resolve, reject) => {
          release = resolve;
          signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const { result, rerender } = renderHook(({ html }) => usePreview(html), { initialProps: { html: "old" } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    rerender({ html: "new" });
    release(answer("old"));
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(result.current).toEqual({ result: answer("new"), loading: false, error: null });
  });

  it("asks nothing for an empty source or when disabled", async () => {
    const { result, rerender } = renderHook(({ html, enabled }) => usePreview(html, { enabled }), {
      initialProps: { html: "  ", enabled: true },
    });
    expect(result.current).toEqual({ result: null, loading: false, error: null });
    rerender({ html: "x", enabled: false });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
