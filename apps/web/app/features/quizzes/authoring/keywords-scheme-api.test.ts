import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { SchemeTestAnswer } from "@tq/contract/quiz-schemes";
import { createElement, type ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-error.ts";
import { api } from "../../../lib/api.ts";
import { useSchemeTest, type SchemeTestInput } from "./scheme-api.ts";

vi.mock("../../../lib/api.ts", () => ({ api: { post: vi.fn() } }));
const post = vi.mocked(api.post);

const marked = (score: number): SchemeTestAnswer => ({
  score,
  maxScore: 2,
  matchedRules: [{ line: 1, points: score, matched: "Osmosis", start: 0, end: 7 }],
  errors: [],
});

function render(initial: SchemeTestInput) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return renderHook(({ input }) => useSchemeTest(input, 50), { wrapper, initialProps: { input: initial } });
}

const INPUT: SchemeTestInput = { rules: "2: osmosis", maxMarks: 2, answer: "Osmosis moves water." };

beforeEach(() => {
  post.mockReset();
  post.mockResolvedValue(marked(2));
});

describe("useSchemeTest", () => {
  it("asks the server once the input settles, and keeps the input the answer is for", async () => {
    const { result } = render(INPUT);
    expect(result.current).toMatchObject({ result: null, loading: true, error: null });
    await waitFor(() => expect(result.current.result).not.toBeNull());
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[2]).toEqual(INPUT);
    expect(result.current).toMatchObject({
      result: { input: INPUT, answer: marked(2) },
      stale: false,
      loading: false,
      error: null,
    });
  });

  it("explains an invalid field with the shared schema's message, without a call", async () => {
    const { result } = render({ ...INPUT, maxMarks: 2000 });
    expect(result.current).toMatchObject({ error: "At most 1000 marks.", invalidField: "maxMarks", result: null });
    await new Promise((r) => setTimeout(r, 120));
    expect(post).not.toHaveBeenCalled();
  });

  it("asks nothing while the rules or the answer are blank", async () => {
    const { result } = render({ ...INPUT, answer: "  " });
    await new Promise((r) => setTimeout(r, 120));
    expect(post).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ result: null, loading: false, error: null });
  });

  it("keeps the last answer, marked stale, while a newer input waits, then shows the newer one", async () => {
    const { result, rerender } = render(INPUT);
    await waitFor(() => expect(result.current.result).not.toBeNull());
    post.mockResolvedValueOnce(marked(0));
    const next = { ...INPUT, answer: "Diffusion." };
    rerender({ input: next });
    expect(result.current).toMatchObject({ result: { input: INPUT }, stale: true, loading: true });
    await waitFor(() => expect(result.current.result?.input).toEqual(next));
    expect(result.current).toMatchObject({ stale: false, loading: false });
  });

  it("shows the server's message when the call fails, without retrying a refusal", async () => {
    post.mockRejectedValue(new ApiError(429, "rate_limited", "Too many attempts. Try again in 3 minutes."));
    const { result } = render(INPUT);
    await waitFor(() => expect(result.current.error).toBe("Too many attempts. Try again in 3 minutes."));
    expect(result.current.invalidField).toBeNull();
    expect(post).toHaveBeenCalledTimes(1);
  });
});
