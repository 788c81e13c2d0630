import type { ResponseValue } from "@tq/contract/quiz-questions";
import { describe, expect, it } from "vitest";
import { gradeAttempt, gradeQuestion, type GradingOptions } from "../../../src/modules/quizzes/grading/grade.ts";
import { readNumber, withinTolerance } from "../../../src/modules/quizzes/grading/numeric.ts";
import { multipleQ, numericQ, schemeQ, singleQ, trueFalseQ, twoTierQ } from "./grading-factory.ts";

const PLAIN: GradingOptions = { negativeMarking: false, requiresReview: false };
const NEGATIVE: GradingOptions = { negativeMarking: true, requiresReview: false };
const REVIEW: GradingOptions = { negativeMarking: false, requiresReview: true };

describe("single choice", () => {
  const q = singleQ([
    { id: 1, correct: false },
    { id: 2, correct: true },
  ]);
  it("gives the marks for the right option only", () => {
    expect(gradeQuestion(q, { type: "single", optionId: 2 }, PLAIN)).toEqual({
      score: 2,
      maxScore: 2,
      status: "graded",
      correct: true,
      matchedRules: [],
      tiers: null,
    });
    expect(gradeQuestion(q, { type: "single", optionId: 1 }, PLAIN)).toMatchObject({ score: 0, correct: false });
    expect(gradeQuestion(q, { type: "single", optionId: 99 }, PLAIN)).toMatchObject({ score: 0, correct: false });
  });
  it("deducts negative marks for a wrong answer, never for an empty one", () => {
    expect(gradeQuestion(q, { type: "single", optionId: 1 }, NEGATIVE).score).toBe(-0.5);
    expect(gradeQuestion(q, { type: "single", optionId: null }, NEGATIVE)).toMatchObject({ score: 0, correct: null });
    expect(gradeQuestion(q, null, NEGATIVE)).toMatchObject({ score: 0, correct: null });
    expect(gradeQuestion(q, { type: "single", optionId: 2 }, NEGATIVE).score).toBe(2);
  });
});

describe("multiple select", () => {
  const list = [
    { id: 1, correct: true },
    { id: 2, correct: true },
    { id: 3, correct: true },
    { id: 4, correct: false },
  ];
  const pick = (...optionIds: number[]): ResponseValue => ({ type: "multiple", optionIds });
  it("without partial credit: all or nothing", () => {
    const q = multipleQ(list, { partialCredit: "none" });
    expect(gradeQuestion(q, pick(1, 2, 3), PLAIN)).toMatchObject({ score: 3, correct: true });
    expect(gradeQuestion(q, pick(1, 2), PLAIN)).toMatchObject({ score: 0, correct: false });
    expect(gradeQuestion(q, pick(1, 2, 3, 4), PLAIN)).toMatchObject({ score: 0, correct: false });
  });
  it("proportional: correct picks over correct options, wrong picks cost nothing", () => {
    const q = multipleQ(list, { partialCredit: "proportional" });
    expect(gradeQuestion(q, pick(1), PLAIN).score).toBe(1);
    expect(gradeQuestion(q, pick(1, 2), PLAIN).score).toBe(2);
    expect(gradeQuestion(q, pick(1, 2, 4), PLAIN)).toMatchObject({ score: 2, correct: false });
    expect(gradeQuestion(q, pick(2, 2, 2), PLAIN).score).toBe(1);
  });
  it("right minus wrong: each wrong pick cancels a right one, floored at 0", () => {
    const q = multipleQ(list, { partialCredit: "rightMinusWrong" });
    expect(gradeQuestion(q, pick(1, 2, 4), PLAIN).score).toBe(1);
    expect(gradeQuestion(q, pick(1, 4), PLAIN).score).toBe(0);
    expect(gradeQuestion(q, pick(4), PLAIN).score).toBe(0);
    expect(gradeQuestion(q, pick(1, 2, 3), PLAIN)).toMatchObject({ score: 3, correct: true });
  });
  it("rounds shares to two decimals", () => {
    const q = multipleQ(list, { marks: 1 });
    expect(gradeQuestion(q, pick(1), PLAIN).score).toBe(0.33);
    expect(gradeQuestion(q, pick(1, 2), PLAIN).score).toBe(0.67);
  });
  it("applies negative marks only when the answer earns nothing", () => {
    const q = multipleQ(list, { partialCredit: "rightMinusWrong" });
    expect(gradeQuestion(q, pick(4), NEGATIVE).score).toBe(-1);
    expect(gradeQuestion(q, pick(1, 2, 4), NEGATIVE).score).toBe(1);
    expect(gradeQuestion(q, pick(), NEGATIVE)).toMatchObject({ score: 0, correct: null });
  });
});

describe("true / false", () => {
  const q = trueFalseQ(false);
  it("marks the right value", () => {
    expect(gradeQuestion(q, { type: "truefalse", value: false }, PLAIN)).toMatchObject({ score: 1, correct: true });
    expect(gradeQuestion(q, { type: "truefalse", value: true }, NEGATIVE)).toMatchObject({
      score: -0.25,
      correct: false,
    });
    expect(gradeQuestion(q, { type: "truefalse", value: null }, NEGATIVE)).toMatchObject({ score: 0, correct: null });
  });
});

describe("numeric", () => {
  const typed = (text: string): ResponseValue => ({ type: "numeric", text });
  it("reads the number as typed: comma or point, exponent, spaces, the unit", () => {
    const q = numericQ(3500, { unit: "m/s" });
    for (const text of ["3500", " 3500 ", "3,5e3", "3.5E3", "3500 m/s", "3500m/s", "3500 M/S", "+3500.0"]) {
      expect(gradeQuestion(q, typed(text), PLAIN).score, text).toBe(2);
    }
    expect(gradeQuestion(numericQ(-0.5), typed("−.5"), PLAIN).score).toBe(2);
  });
  it("accepts values within the tolerance, inclusive, safe from floating point", () => {
    const q = numericQ(0.3, { tolerance: 0.1 });
    expect(gradeQuestion(q, typed("0.4"), PLAIN).correct).toBe(true);
    expect(gradeQuestion(q, typed("0.2"), PLAIN).correct).toBe(true);
    expect(gradeQuestion(q, typed("0.41"), PLAIN).correct).toBe(false);
    expect(gradeQuestion(numericQ(0.1 + 0.2), typed("0.3"), PLAIN).correct).toBe(true);
    expect(gradeQuestion(numericQ(1e-12), typed("1.1e-12"), PLAIN).correct).toBe(false);
  });
  it("treats text that is not a number as wrong, and blank text as no answer", () => {
    const q = numericQ(12, { unit: "kg" });
    expect(gradeQuestion(q, typed("twelve"), NEGATIVE)).toMatchObject({ score: -0.5, correct: false });
    expect(gradeQuestion(q, typed("12 g"), PLAIN).correct).toBe(false);
    expect(gradeQuestion(q, typed("1,200.5"), PLAIN).correct).toBe(false);
    expect(gradeQuestion(q, typed("   "), NEGATIVE)).toMatchObject({ score: 0, correct: null });
  });
  it("readNumber and withinTolerance", () => {
    expect(readNumber("1e999", "")).toEqual({ kind: "invalid" });
    expect(readNumber("kg", "kg")).toEqual({ kind: "invalid" });
    expect(readNumber("", "kg")).toEqual({ kind: "empty" });
    expect(readNumber("5.", "")).toEqual({ kind: "number", value: 5 });
    expect(withinTolerance(10, 10, 0)).toBe(true);
    expect(withinTolerance(10.000001, 10, 0)).toBe(false);
  });
});

describe("short text and subjective, by the scheme", () => {
  const rules = "2: photosynthesis\n1: chlorophyll\n-1: respiration";
  const text = (t: string, type: "short" | "subjective" = "subjective"): ResponseValue => ({ type, text: t });
  it("marks by the rules and lists the matched ones", () => {
    const result = gradeQuestion(schemeQ("subjective", rules), text("Photosynthesis uses chlorophyll."), PLAIN);
    expect(result).toMatchObject({ score: 3, maxScore: 5, status: "graded", correct: false, tiers: null });
    expect(result.matchedRules.map((r) => [r.line, r.points, r.matched])).toEqual([
      [1, 2, "Photosynthesis"],
      [2, 1, "chlorophyll"],
    ]);
    const short = gradeQuestion(schemeQ("short", "3: mitochondria", 3), text("Mitochondria", "short"), PLAIN);
    expect(short).toMatchObject({ score: 3, correct: true });
  });
  it("is provisional when the quiz requires review", () => {
    expect(gradeQuestion(schemeQ("subjective", rules), text("photosynthesis"), REVIEW)).toMatchObject({
      score: 2,
      status: "provisional",
    });
  });
  it("is pending when the scheme has no rules yet", () => {
    for (const empty of ["", "# only a comment\n\n", "not a rule"]) {
      expect(gradeQuestion(schemeQ("short", empty), text("anything"), PLAIN)).toMatchObject({
        score: 0,
        status: "pending",
        correct: null,
      });
    }
  });
  it("gives a blank answer 0, final, without negative marks", () => {
    expect(gradeQuestion(schemeQ("subjective", rules), text("  "), { ...NEGATIVE, requiresReview: true })).toEqual({
      score: 0,
      maxScore: 5,
      status: "graded",
      correct: null,
      matchedRules: [],
      tiers: null,
    });
    expect(gradeQuestion(schemeQ("subjective", rules), null, REVIEW).status).toBe("graded");
  });
  it("never deducts negative marks (they are for objective answers)", () => {
    expect(gradeQuestion(schemeQ("subjective", rules), text("no idea"), NEGATIVE).score).toBe(0);
  });
});

describe("two-tier", () => {
  const q = twoTierQ([
    {
      id: 1,
      correct: true,
      subOptions: [
        { id: 11, correct: false },
        { id: 12, correct: true },
      ],
    },
    { id: 2, correct: false, subOptions: [{ id: 21, correct: true }] },
  ]);
  const answer = (optionId: number | null, subOptionId: number | null): ResponseValue => ({
    type: "twotier",
    optionId,
    subOptionId,
  });
  it("gives each tier its marks", () => {
    expect(gradeQuestion(q, answer(1, 12), PLAIN)).toMatchObject({
      score: 4,
      correct: true,
      tiers: { first: 2.5, second: 1.5 },
    });
    expect(gradeQuestion(q, answer(1, 11), PLAIN)).toMatchObject({
      score: 2.5,
      correct: false,
      tiers: { first: 2.5, second: 0 },
    });
    expect(gradeQuestion(q, answer(1, null), PLAIN)).toMatchObject({ score: 2.5, tiers: { first: 2.5, second: 0 } });
  });
  it("gives no second-tier marks under a wrong option, nor for another option's reason", () => {
    expect(gradeQuestion(q, answer(2, 21), PLAIN)).toMatchObject({ score: 0, tiers: { first: 0, second: 0 } });
    expect(gradeQuestion(q, answer(1, 21), PLAIN)).toMatchObject({ score: 2.5, tiers: { first: 2.5, second: 0 } });
  });
  it("deducts negative marks for a wrong option, not for no answer", () => {
    expect(gradeQuestion(q, answer(2, 21), NEGATIVE).score).toBe(-1);
    expect(gradeQuestion(q, answer(1, 11), NEGATIVE).score).toBe(2.5);
    expect(gradeQuestion(q, answer(null, null), NEGATIVE)).toMatchObject({ score: 0, correct: null });
  });
});

describe("a response of another type", () => {
  it("answers nothing (no marks, no deduction)", () => {
    const q = singleQ([{ id: 1, correct: true }]);
    expect(gradeQuestion(q, { type: "truefalse", value: true }, NEGATIVE)).toMatchObject({ score: 0, correct: null });
  });
});

describe("a whole attempt", () => {
  const questions = [
    {
      id: 10,
      ...singleQ([
        { id: 1, correct: true },
        { id: 2, correct: false },
      ]),
    },
    { id: 11, ...trueFalseQ(true) },
    { id: 12, ...schemeQ("subjective", "2: osmosis", 2) },
  ];
  it("totals the scores, with the maximum, the percentage and the provisional flag", () => {
    const responses = new Map<number, ResponseValue>([
      [10, { type: "single", optionId: 1 }],
      [11, { type: "truefalse", value: false }],
      [12, { type: "subjective", text: "Osmosis." }],
    ]);
    const graded = gradeAttempt(questions, responses, { negativeMarking: true, requiresReview: true });
    expect(graded).toMatchObject({ total: 3.75, max: 5, percent: 75, provisional: true });
    expect(graded.results.map((r) => [r.questionId, r.score, r.status])).toEqual([
      [10, 2, "graded"],
      [11, -0.25, "graded"],
      [12, 2, "provisional"],
    ]);
  });
  it("counts a missing response as unanswered and is final when nothing waits for a marker", () => {
    const graded = gradeAttempt(questions, new Map(), NEGATIVE);
    expect(graded).toMatchObject({ total: 0, max: 5, percent: 0, provisional: false });
  });
  it("is provisional while a scheme is pending, and may go below 0 with negative marking", () => {
    const pending = [
      { id: 1, ...schemeQ("short", "") },
      { id: 2, ...trueFalseQ(true) },
    ];
    const graded = gradeAttempt(
      pending,
      new Map<number, ResponseValue>([
        [1, { type: "short", text: "x" }],
        [2, { type: "truefalse", value: false }],
      ]),
      NEGATIVE,
    );
    expect(graded).toMatchObject({ total: -0.25, max: 6, percent: -4.17, provisional: true });
  });
  it("gives 0 percent for a quiz worth nothing", () => {
    expect(gradeAttempt([], new Map(), PLAIN)).toEqual({
      total: 0,
      max: 0,
      percent: 0,
      provisional: false,
      results: [],
    });
  });
});
