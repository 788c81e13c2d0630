import type { ResponseValue } from "@tq/contract/quiz-questions";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gradeQuestion, type GradableQuestion } from "../../../src/modules/quizzes/grading/grade.ts";
import { markByScheme } from "../../../src/modules/quizzes/grading/keywords.ts";
import { normalizeText } from "../../../src/modules/quizzes/grading/normalize.ts";
import { multipleQ, numericQ, schemeQ, singleQ, trueFalseQ, twoTierQ } from "./grading-factory.ts";

/** Marks with two decimals, as the contract allows them. */
const marks = (min = 0, max = 100) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);
const twoDecimals = (n: number) => Number(n.toFixed(2)) === n;
const options = fc.record({ negativeMarking: fc.boolean(), requiresReview: fc.boolean() });
const id = fc.integer({ min: 1, max: 12 });

/** Options 1..n, with at least one correct, each with sub-options 100+…, one of them correct. */
const optionList = fc.integer({ min: 2, max: 8 }).chain((n) =>
  fc.array(fc.boolean(), { minLength: n, maxLength: n }).map((flags) => {
    const right = flags.some(Boolean) ? flags : [true, ...flags.slice(1)];
    return right.map((correct, i) => ({
      id: i + 1,
      correct,
      subOptions: [
        { id: 100 + i * 10, correct: true },
        { id: 101 + i * 10, correct: false },
      ],
    }));
  }),
);

type Case = [GradableQuestion, ResponseValue | null];
const pair = (q: GradableQuestion, r: ResponseValue | null): Case => [q, r];

/** Any objective question with any (type-matching) response, empty ones included. */
const objectiveCase: fc.Arbitrary<Case> = fc.oneof(
  fc
    .tuple(optionList, marks(), marks(0, 5), fc.option(id))
    .map(([list, m, neg, optionId]) =>
      pair(singleQ(list, { marks: m, negativeMarks: neg }), { type: "single", optionId }),
    ),
  fc
    .tuple(
      optionList,
      marks(),
      marks(0, 5),
      fc.constantFrom("none", "proportional", "rightMinusWrong" as const),
      fc.array(id, { maxLength: 12 }),
    )
    .map(([list, m, neg, partialCredit, optionIds]) =>
      pair(multipleQ(list, { marks: m, negativeMarks: neg, partialCredit }), { type: "multiple", optionIds }),
    ),
  fc
    .tuple(fc.boolean(), marks(), marks(0, 5), fc.option(fc.boolean()))
    .map(([answer, m, neg, value]) =>
      pair(trueFalseQ(answer, { marks: m, negativeMarks: neg }), { type: "truefalse", value }),
    ),
  fc
    .tuple(
      fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      fc.double({ min: 0, max: 10, noNaN: true }),
      marks(),
      fc.string(),
    )
    .map(([answer, tolerance, m, text]) => pair(numericQ(answer, { marks: m, tolerance }), { type: "numeric", text })),
  fc
    .tuple(
      optionList,
      marks(0, 50),
      marks(0, 50),
      marks(0, 5),
      fc.option(id),
      fc.option(fc.integer({ min: 100, max: 181 })),
    )
    .map(([list, a, b, neg, optionId, subOptionId]) =>
      pair(twoTierQ(list, { marks: Math.max(a, b), firstTierMarks: Math.min(a, b), negativeMarks: neg }), {
        type: "twotier",
        optionId,
        subOptionId,
      }),
    ),
);

const isEmpty = (r: ResponseValue | null) =>
  r === null ||
  (r.type === "single" && r.optionId === null) ||
  (r.type === "multiple" && r.optionIds.length === 0) ||
  (r.type === "truefalse" && r.value === null) ||
  (r.type === "numeric" && r.text.trim() === "") ||
  (r.type === "twotier" && r.optionId === null);

describe("grading properties", () => {
  it("a score is always within [−negative marks, max] and has at most two decimals", () => {
    fc.assert(
      fc.property(objectiveCase, options, ([q, r], o) => {
        const { score, maxScore } = gradeQuestion(q, r, o);
        expect(score).toBeGreaterThanOrEqual(o.negativeMarking ? -q.negativeMarks : 0);
        expect(score).toBeLessThanOrEqual(maxScore);
        expect(twoDecimals(score)).toBe(true);
      }),
    );
  });

  it("an empty answer never gets negative marks", () => {
    fc.assert(
      fc.property(objectiveCase, ([q, r]) => {
        fc.pre(isEmpty(r));
        expect(gradeQuestion(q, r, { negativeMarking: true, requiresReview: false }).score).toBe(0);
      }),
    );
  });

  it("a perfect answer gets the maximum", () => {
    fc.assert(
      fc.property(optionList, marks(), marks(0, 5), options, (list, m, neg, o) => {
        const right = list.filter((x) => x.correct);
        const first = right[0];
        if (!first) throw new Error("optionList always has a correct option");
        const cases: [GradableQuestion, ResponseValue][] = [
          [singleQ(list, { marks: m, negativeMarks: neg }), { type: "single", optionId: first.id }],
          ...(["none", "proportional", "rightMinusWrong"] as const).map(
            (partialCredit): [GradableQuestion, ResponseValue] => [
              multipleQ(list, { marks: m, partialCredit }),
              { type: "multiple", optionIds: right.map((x) => x.id) },
            ],
          ),
          [twoTierQ(list, { marks: m, firstTierMarks: m / 2 }), twoTierPerfect(first)],
          [trueFalseQ(false, { marks: m }), { type: "truefalse", value: false }],
          [numericQ(m * 7.3, { marks: m }), { type: "numeric", text: String(m * 7.3) }],
        ];
        for (const [q, r] of cases) {
          expect(gradeQuestion(q, r, o)).toMatchObject({ score: m, correct: true });
        }
      }),
    );
  });

  it("proportional credit never falls when a correct option is added to the picks", () => {
    fc.assert(
      fc.property(optionList, fc.array(id, { maxLength: 8 }), marks(), (list, picks, m) => {
        const q = multipleQ(list, { marks: m, partialCredit: "proportional" });
        const grade = (optionIds: number[]) =>
          gradeQuestion(q, { type: "multiple", optionIds }, { negativeMarking: false, requiresReview: false }).score;
        for (const extra of list.filter((o) => o.correct)) {
          expect(grade([...picks, extra.id])).toBeGreaterThanOrEqual(grade(picks));
        }
      }),
    );
  });
});

function twoTierPerfect(option: { id: number; subOptions: { id: number; correct: boolean }[] }): ResponseValue {
  const reason = option.subOptions.find((s) => s.correct);
  return { type: "twotier", optionId: option.id, subOptionId: reason?.id ?? null };
}

/** A rule: points (may be negative) and a few words from a small vocabulary, so answers hit them. */
const WORDS = ["cell", "wall", "osmosis", "light", "energy", "atp", "root", "leaf"];
const ruleArb = fc.record({
  cents: fc.integer({ min: -500, max: 500 }).filter((c) => c !== 0),
  words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 2 }),
  wildcard: fc.boolean(),
});
const ruleLine = (r: { cents: number; words: string[]; wildcard: boolean }) =>
  `${r.cents < 0 ? "-" : ""}${Math.abs(r.cents) / 100}: ${r.words.join(" ")}${r.wildcard ? "*" : ""}`;
const answerArb = fc
  .array(fc.constantFrom(...WORDS, "and", "THE", "Énergie,", "wall!"), { maxLength: 20 })
  .map((w) => w.join(" "));

describe("keyword rule properties", () => {
  it("the total is clamped to [0, max] with two decimals", () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 10 }), answerArb, marks(0, 20), (rules, answer, max) => {
        const { score } = markByScheme(rules.map(ruleLine).join("\n"), answer, max);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(max);
        expect(twoDecimals(score)).toBe(true);
      }),
    );
  });

  it("the order of the rules does not change the total", () => {
    fc.assert(
      fc.property(
        fc
          .array(ruleArb, { maxLength: 10 })
          .chain((rules) => fc.tuple(fc.constant(rules), fc.shuffledSubarray(rules, { minLength: rules.length }))),
        answerArb,
        marks(0, 20),
        ([rules, shuffled], answer, max) => {
          const a = markByScheme(rules.map(ruleLine).join("\n"), answer, max).score;
          const b = markByScheme(shuffled.map(ruleLine).join("\n"), answer, max).score;
          expect(b).toBe(a);
        },
      ),
    );
  });

  it("a scheme question's score stays within [0, max] whatever the options", () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 6 }), answerArb, marks(0, 20), options, (rules, text, m, o) => {
        const { score } = gradeQuestion(
          schemeQ("subjective", rules.map(ruleLine).join("\n"), m),
          { type: "subjective", text },
          o,
        );
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(m);
      }),
    );
  });

  it("normalization is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (s) => {
        const once = normalizeText(s);
        expect(normalizeText(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it("a normalized text matches itself as a phrase rule", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 30 }), (s) => {
        const phrase = normalizeText(s);
        fc.pre(phrase !== "");
        expect(markByScheme(`1: ${phrase}`, s, 1).score).toBe(1);
      }),
    );
  });

  it("regular expressions return quickly on adversarial input (RE2: no backtracking)", () => {
    const evil = `${"a".repeat(10_000)}!`;
    const started = performance.now();
    for (const rule of ["/(a+)+$/", "/(a|a)*b/", "/(a*)*c/", "/^(a|aa)+$/", "/(.*a){20}x/"]) {
      expect(markByScheme(`1: ${rule}`, evil, 1).score).toBe(0);
    }
    // A sanity bound, not a benchmark: backtracking engines take longer than the universe's age here.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
