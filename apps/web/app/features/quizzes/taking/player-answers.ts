import type { SavedAnswer } from "@tq/contract/quiz-attempts";
import type { QuestionType, ResponseValue } from "@tq/contract/quiz-questions";

/** The player's answers: a question's response (or none yet) and its flag, by question key. */
export interface PlayerAnswer {
  response: ResponseValue | null;
  flagged: boolean;
}

/** A response of the type that says "nothing chosen": what a flag-only save carries. */
export function emptyResponse(type: QuestionType): ResponseValue {
  switch (type) {
    case "single":
      return { type, optionId: null };
    case "multiple":
      return { type, optionIds: [] };
    case "truefalse":
      return { type, value: null };
    case "twotier":
      return { type, optionId: null, subOptionId: null };
    case "numeric":
    case "short":
    case "subjective":
      return { type, text: "" };
  }
}

/** Whether the student has given an answer (a two-tier question needs its option; the reason may follow). */
export function isAnswered(response: ResponseValue | null): boolean {
  if (!response) return false;
  switch (response.type) {
    case "single":
    case "twotier":
      return response.optionId !== null;
    case "multiple":
      return response.optionIds.length > 0;
    case "truefalse":
      return response.value !== null;
    default:
      return response.text.trim() !== "";
  }
}

export function answersFrom(saved: readonly SavedAnswer[]): Map<number, PlayerAnswer> {
  return new Map(saved.map((a) => [a.questionKey, { response: a.response, flagged: a.flagged }]));
}

/** The highest sequence already stored: a resumed attempt's saves count on from it. */
export function lastSeq(saved: readonly SavedAnswer[]): number {
  return saved.reduce((max, a) => Math.max(max, a.clientSeq), 0);
}

/** The question to show after a reload: `#q=<key>` when it names one of the attempt's questions. */
export function keyFromHash(hash: string, keys: readonly number[]): number | null {
  const match = /^#q=(\d+)$/.exec(hash);
  const key = match ? Number(match[1]) : NaN;
  return keys.includes(key) ? key : null;
}
