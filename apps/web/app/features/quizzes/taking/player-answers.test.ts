import { describe, expect, it } from "vitest";
import { QUESTION_TYPES } from "@tq/contract/quiz-questions";
import { answersFrom, emptyResponse, isAnswered, keyFromHash, lastSeq } from "./player-answers.ts";

describe("player answers", () => {
  it("gives every type an empty response that counts as unanswered", () => {
    for (const type of QUESTION_TYPES) {
      const empty = emptyResponse(type);
      expect(empty.type).toBe(type);
      expect(isAnswered(empty)).toBe(false);
    }
    expect(isAnswered(null)).toBe(false);
  });

  it("counts answers by type", () => {
    expect(isAnswered({ type: "single", optionId: 3 })).toBe(true);
    expect(isAnswered({ type: "multiple", optionIds: [1] })).toBe(true);
    expect(isAnswered({ type: "truefalse", value: false })).toBe(true);
    expect(isAnswered({ type: "numeric", text: "  " })).toBe(false);
    expect(isAnswered({ type: "twotier", optionId: 2, subOptionId: null })).toBe(true);
  });

  it("restores saved answers and their highest sequence", () => {
    const saved = [
      {
        questionKey: 2,
        response: { type: "short" as const, text: "newton" },
        clientSeq: 5,
        flagged: true,
        savedAt: "",
      },
      { questionKey: 1, response: null, clientSeq: 9, flagged: false, savedAt: "" },
    ];
    expect(answersFrom(saved).get(2)).toEqual({ response: { type: "short", text: "newton" }, flagged: true });
    expect(lastSeq(saved)).toBe(9);
    expect(lastSeq([])).toBe(0);
  });

  it("reads the question from the hash only when it is one of the attempt's", () => {
    expect(keyFromHash("#q=3", [1, 2, 3])).toBe(3);
    expect(keyFromHash("#q=7", [1, 2, 3])).toBeNull();
    expect(keyFromHash("", [1])).toBeNull();
  });
});
