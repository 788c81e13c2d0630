import type { MatchedRule } from "@tq/contract/quiz-questions";
import { describe, expect, it } from "vitest";
import { highlightSegments, pointsLabel } from "./keyword-highlight.tsx";

const rule = (line: number, points: number, start?: number, end?: number): MatchedRule => ({
  line,
  points,
  matched: "",
  ...(start !== undefined ? { start } : {}),
  ...(end !== undefined ? { end } : {}),
});

const view = (text: string, rules: MatchedRule[]) =>
  highlightSegments(text, rules).map((s) => [s.text, s.rules.map((r) => r.line)]);

describe("highlightSegments", () => {
  it("leaves an answer without matches whole", () => {
    expect(view("no matches here", [])).toEqual([["no matches here", []]]);
  });

  it("cuts out each rule's words", () => {
    expect(view("cells make energy", [rule(1, 2, 0, 5), rule(2, 1, 11, 17)])).toEqual([
      ["cells", [1]],
      [" make ", []],
      ["energy", [2]],
    ]);
  });

  it("shows overlapping matches with every rule that covers each piece", () => {
    expect(view("light energy", [rule(1, 2, 0, 12), rule(2, -1, 6, 12)])).toEqual([
      ["light ", [1]],
      ["energy", [1, 2]],
    ]);
  });

  it("ignores rules without a span or with one outside the text", () => {
    expect(view("short", [rule(1, 1), rule(2, 1, 3, 99), rule(3, 1, 2, 2)])).toEqual([["short", []]]);
  });

  it("keeps an empty answer empty", () => {
    expect(highlightSegments("", [])).toEqual([]);
  });
});

describe("pointsLabel", () => {
  it("signs the points", () => {
    expect(pointsLabel(2)).toBe("+2");
    expect(pointsLabel(-1.5)).toBe("−1.5");
  });
});
