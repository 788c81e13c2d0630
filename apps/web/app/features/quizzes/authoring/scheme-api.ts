import { SchemeTestAnswer, SchemeTestBody } from "@tq/contract/quiz-schemes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo } from "react";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { api } from "../../../lib/api.ts";

export const SCHEME_PATHS = {
  test: "/api/quizzes/schemes/test",
} as const;

export interface SchemeTestInput {
  rules: string;
  maxMarks: number;
  answer: string;
}

/** Marks a sample answer by keyword rules (staff; rate-limited per account). */
export const testScheme = (body: SchemeTestInput, signal?: AbortSignal) =>
  api.post(SCHEME_PATHS.test, SchemeTestAnswer, body, signal ? { signal } : {});

/** A tester answer with the input it is for (the highlights index that answer's text). */
export interface MarkedSample {
  input: SchemeTestInput;
  answer: SchemeTestAnswer;
}

/** One tester answer per exact input: typing back to an earlier text asks the server nothing. */
export function schemeTestQuery(input: SchemeTestInput) {
  return queryOptions({
    queryKey: ["quizzes", "scheme-test", input.rules, input.maxMarks, input.answer],
    queryFn: async ({ signal }): Promise<MarkedSample> => ({ input, answer: await testScheme(input, signal) }),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    // A refused input (400) or a spent limit (429) will not pass by asking again at once.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export interface SchemeTestState {
  /** The last answer (kept on screen while a newer input is marked); null before the first. */
  result: MarkedSample | null;
  /** The answer on screen is for an older input than the one typed. */
  stale: boolean;
  loading: boolean;
  /** Why the current input cannot be marked: the shared schema's message, or the server's. */
  error: string | null;
  /** The field the schema refused, when it is one. */
  invalidField: keyof SchemeTestInput | null;
}

/**
 * The live tester's marks for what is typed: checked by the contract's schema first (so a
 * bad maximum or an over-long answer is explained without a call), then asked once the input
 * has not changed for `delayMs`.
 */
export function useSchemeTest(input: SchemeTestInput, delayMs = 400): SchemeTestState {
  const { rules, maxMarks, answer } = input;
  const current = useMemo(() => ({ rules, maxMarks, answer }), [rules, maxMarks, answer]);
  const [debounced] = useDebouncedValue(current, delayMs);
  const checked = SchemeTestBody.safeParse(current);
  const ready = checked.success && answer.trim() !== "" && rules.trim() !== "";
  const query = useQuery({
    ...schemeTestQuery(debounced),
    enabled: ready && debounced === current,
    placeholderData: keepPreviousData,
  });
  const issue = checked.success ? null : checked.error.issues[0];
  const field = issue?.path[0];
  return {
    result: ready ? (query.data ?? null) : null,
    stale: query.isPlaceholderData || debounced !== current,
    loading: ready && (query.isFetching || debounced !== current),
    error: issue ? issue.message : query.isError ? errorMessage(query.error) : null,
    invalidField: field === "rules" || field === "maxMarks" || field === "answer" ? field : null,
  };
}
