import { renderHook } from "@testing-library/react";
import type { TikzExampleList } from "@tq/contract/content";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNDRAWN_REFRESH_MS, UNDRAWN_REFRESH_ROUNDS, useRefreshWhileUndrawn } from "./use-refresh-while-undrawn.ts";

const example = (id: number, svgUrl: string | null) => ({ id, title: `E${id}`, description: "", source: "", svgUrl });
const drawn: TikzExampleList = [example(1, "/diagrams/a.svg"), example(2, "/diagrams/b.svg")];
const half: TikzExampleList = [example(1, "/diagrams/a.svg"), example(2, null)];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useRefreshWhileUndrawn", () => {
  it("asks again every few seconds while an example is not drawn, and stops once all are", () => {
    const refresh = vi.fn();
    const { rerender } = renderHook(({ list }) => useRefreshWhileUndrawn(list, refresh), {
      initialProps: { list: half },
    });
    vi.advanceTimersByTime(UNDRAWN_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    rerender({ list: [...half] }); // the answer: still one to draw
    vi.advanceTimersByTime(UNDRAWN_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    rerender({ list: drawn });
    vi.advanceTimersByTime(UNDRAWN_REFRESH_MS * 5);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("never asks when everything is drawn or the gallery did not load", () => {
    const refresh = vi.fn();
    renderHook(() => useRefreshWhileUndrawn(drawn, refresh));
    renderHook(() => useRefreshWhileUndrawn(null, refresh));
    vi.advanceTimersByTime(UNDRAWN_REFRESH_MS * 5);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("gives up after a bounded number of rounds (an example TeX cannot draw)", () => {
    const refresh = vi.fn();
    const { rerender } = renderHook(({ list }) => useRefreshWhileUndrawn(list, refresh), {
      initialProps: { list: half },
    });
    for (let i = 0; i < UNDRAWN_REFRESH_ROUNDS + 5; i++) {
      vi.advanceTimersByTime(UNDRAWN_REFRESH_MS);
      rerender({ list: [...half] });
    }
    expect(refresh).toHaveBeenCalledTimes(UNDRAWN_REFRESH_ROUNDS);
  });
});
