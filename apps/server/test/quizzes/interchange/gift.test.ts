// GIFT import and export (ADR 0018): a teacher's bank of 47 items, round trips, the skip
// report with line numbers, every contract type exported, malformed files and the size caps.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_QUESTION_BANK_BYTES, MAX_QUESTIONS_PER_BANK, type ImportedQuestion } from "@tq/contract/quiz-interchange";
import { QuestionInput } from "@tq/contract/quiz-questions";
import { parseGift, toGift } from "../../../src/modules/quizzes/interchange/gift.ts";
import { GIFT_REASONS } from "../../../src/modules/quizzes/interchange/gift-answer-block.ts";
import { bank, byTitle, everyType, giftFixture } from "../../support/fixtures/question-banks/samples.ts";

describe("the GIFT fixture", () => {
  const imported = bank(parseGift(giftFixture()));

  it("imports every supported question, each valid for the contract", () => {
    expect(imported.questions).toHaveLength(44);
    for (const q of imported.questions) expect(QuestionInput.safeParse(q).success, q.title).toBe(true);
    const types = new Set(imported.questions.map((q) => q.type));
    expect([...types].sort()).toEqual(["multiple", "numeric", "short", "single", "subjective", "truefalse"]);
  });

  it("reports the unsupported kinds with their position and line", () => {
    expect(imported.skipped).toEqual([
      { index: 45, line: 182, title: "OLD-01 Matching units", reason: GIFT_REASONS.matching },
      expect.objectContaining({ index: 46, line: 188, title: "OLD-02 Missing word" }),
      expect.objectContaining({ index: 47, line: 190, title: "OLD-03 Instructions" }),
    ]);
    expect(imported.skipped[1]?.reason).toMatch(/missing-word/);
    expect(imported.skipped[2]?.reason).toMatch(/description/);
  });

  it("reads escapes, LaTeX and formats as Moodle does", () => {
    const sum = byTitle(imported.questions, "ALG-03 Sum of roots");
    expect(sum.type === "single" && sum.options[1]).toEqual({ html: "$\\frac{7}{3}$", correct: true, subOptions: [] });
    expect(byTitle(imported.questions, "ALG-04 Factorise").stemHtml).toBe("<p>Factorise completely: $x^3 - 4x$.</p>");
    // `\\neq` is how a GIFT file writes LaTeX's \neq (`\n` is a line break).
    expect(byTitle(imported.questions, "ALG-11 Negative exponents").stemHtml).toContain("$a \\neq 0$");
    expect(byTitle(imported.questions, "PHY-10 Power").stemHtml).toBe(
      "<p>Power is measured in watts; 1 W = 1 J/s. A 60 W bulb uses how many joules in one minute?</p>",
    );
    expect(byTitle(imported.questions, "GEO-10 Vectors").stemHtml).toContain("**a** = (2, 1)");
  });

  it("maps weights, feedback and answers to our types", () => {
    const partial = (title: string) => {
      const q = byTitle(imported.questions, title);
      return q.type === "multiple" ? q.partialCredit : q.type;
    };
    expect(partial("ALG-05 Primes")).toBe("proportional");
    expect(partial("ALG-06 Irrational numbers")).toBe("rightMinusWrong");
    expect(partial("ALG-07 Identities")).toBe("none");
    expect(byTitle(imported.questions, "ALG-14 Interval answer")).toMatchObject({ answer: 0.415, tolerance: 0.075 });
    expect(byTitle(imported.questions, "ALG-13 Square root")).toMatchObject({ answer: 1.41, tolerance: 0.005 });
    expect(byTitle(imported.questions, "ALG-15 Word for x")).toMatchObject({
      type: "short",
      scheme: { modelAnswerHtml: "<p>gradient</p>", rules: "1: gradient | slope\n0.5: steepness" },
    });
    expect(byTitle(imported.questions, "ALG-09 Log rule")).toMatchObject({
      answer: false,
      explanationHtml: expect.stringContaining("<strong>False:</strong> Well spotted."),
    });
    const essay = byTitle(imported.questions, "GEO-08 Similar triangles");
    expect(essay).toMatchObject({ type: "subjective", explanationHtml: expect.stringContaining("same ratio") });
    const notes = imported.notes.map((n) => n.message);
    expect(notes).toContain("Categories ($CATEGORY lines) are ignored: questions go where you import them.");
    expect(imported.notes.find((n) => n.title === "ALG-01 Roots of a quadratic")).toMatchObject({ index: 1, line: 8 });
  });

  it("round-trips: parse → export → parse gives the same questions", () => {
    const again = bank(parseGift(toGift(imported.questions)));
    expect(again.skipped).toEqual([]);
    expect(again.questions).toEqual(imported.questions);
  });
});

const plainTrueFalse: ImportedQuestion = {
  type: "truefalse",
  stemHtml: "",
  marks: 1,
  negativeMarks: 0,
  explanationHtml: "",
  levelId: null,
  difficulty: 1,
  answer: true,
};

describe("GIFT export of every contract type", () => {
  const text = toGift(everyType);
  const back = bank(parseGift(text)).questions;

  it("writes each question so that it reads back with what GIFT holds", () => {
    expect(back.map((q) => q.type)).toEqual([
      "single",
      "multiple",
      "multiple",
      "truefalse",
      "numeric",
      "short",
      "subjective",
      "single",
    ]);
    expect(back[0]).toMatchObject({
      title: "Quadratic: vertex",
      options: everyType[0]?.type === "single" && everyType[0].options,
    });
    expect(back[1]).toMatchObject({
      partialCredit: "rightMinusWrong",
      options: [{}, {}, {}, { html: "%50% of the speed" }],
    });
    expect(back[2]).toMatchObject({ partialCredit: "none" });
    expect(back[3]).toMatchObject({ answer: true, stemHtml: "<p>$e^{i\\pi} + 1 = 0$</p>" });
    expect(back[3]?.title).toBeUndefined();
    expect(back[4]).toMatchObject({ answer: 9.9, tolerance: 0.05, unit: "" });
    expect(back[5]).toMatchObject({ scheme: { rules: "1: carbon dioxide | CO2\n0.5: carbon" } });
    expect(back[7]).toMatchObject({ title: "Two-tier: heating ice", options: [{ correct: true }, { correct: false }] });
    // GIFT has no marks: everything comes back as 1.
    expect(back.every((q) => q.marks === 1)).toBe(true);
  });

  it("names in comments what GIFT cannot hold", () => {
    expect(text).toContain("// 5. Numeric, 2 marks.\n// Not in GIFT: the unit “m/s”.");
    expect(text).toContain("the deduction on rule line 4; the regular expression /c[o0]2/; the model answer");
    expect(text).toContain("Not in GIFT: the marking scheme (model answer and keyword rules).");
    expect(text).toContain("Not in GIFT: the reasons (second tier) and the tier marks: written as single choice.");
    expect(text).toContain("Not in GIFT: negative marks (0.5).");
  });

  it("writes an invalid question as a comment instead of failing", () => {
    const out = toGift([{ type: "truefalse", stemHtml: " ", marks: 1, answer: true }]);
    expect(out).toContain("// Question 1 was not exported: Write the question. (question text).");
    expect(bank(parseGift(out)).questions).toEqual([]);
  });

  it("keeps any stem text through escaping (property)", () => {
    const text = fc
      .string({
        unit: fc.constantFrom(
          "a",
          "Z",
          "1",
          " ",
          "~",
          "=",
          "#",
          "{",
          "}",
          ":",
          "\\",
          "n",
          "\n",
          "[",
          "%",
          "$",
          "-",
          ">",
          "/",
        ),
      })
      .filter((s) => s.trim() !== "");
    fc.assert(
      fc.property(text, (s) => {
        const q: ImportedQuestion = { ...plainTrueFalse, stemHtml: `<p>${s}</p>` };
        expect(bank(parseGift(toGift([q]))).questions).toEqual([q]);
      }),
      { numRuns: 300 },
    );
  });
});

describe("malformed GIFT", () => {
  it("skips unclosed and stray braces with the line of the brace", () => {
    const source = "// header\n\n::A::Fine?{T}\n\n::B::Unclosed\nbrace {=x\n~y\n\n::C::Stray } brace\n\n::D::{T}";
    const result = bank(parseGift(source));
    expect(result.questions.map((q) => q.title)).toEqual(["A"]);
    expect(result.skipped).toEqual([
      { index: 2, title: "B", line: 6, reason: GIFT_REASONS.unclosed },
      { index: 3, title: "C", line: 9, reason: GIFT_REASONS.strayClose },
      { index: 4, title: "D", line: 11, reason: "Write the question. (question text)" },
    ]);
  });

  it("skips answers it cannot read, with a reason", () => {
    const result = bank(parseGift("Q1{#abc}\n\nQ2{~only one}\n\nQ3{~%-50%a ~b}\n\nQ4{#=5:1 =%50%6}\n\nQ5 {x} and {y}"));
    expect(result.skipped.map((s) => [s.index, s.reason])).toEqual([
      [1, "“abc” is not a number (write 3.5, 3.5:0.1 or 3..4)."],
      [2, GIFT_REASONS.oneChoice],
      [3, GIFT_REASONS.noneRight],
      [5, GIFT_REASONS.several],
    ]);
    expect(result.questions[0]).toMatchObject({ type: "numeric", answer: 5, tolerance: 1 });
    expect(result.notes.map((n) => n.message)).toContain(
      "Only one accepted answer is kept (5 ± 1); the others were dropped.",
    );
  });

  it("never throws, whatever the bytes", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const result = parseGift(s);
        expect(result.ok).toBe(true);
      }),
      { numRuns: 500 },
    );
    expect(parseGift("").ok).toBe(true);
    expect(parseGift("\uE07B\uE07D {T}").ok).toBe(true);
  });

  it("refuses files over the size and question caps", () => {
    const big = parseGift(`Q{T}\n\n${"x".repeat(MAX_QUESTION_BANK_BYTES)}`);
    expect(big).toEqual({ ok: false, error: { message: expect.stringContaining("larger than 5 MB"), line: null } });
    const many = parseGift(Array.from({ length: MAX_QUESTIONS_PER_BANK + 1 }, (_, i) => `Q${i}{T}`).join("\n\n"));
    expect(many).toEqual({
      ok: false,
      error: { message: expect.stringContaining("more than 1000 questions"), line: null },
    });
  });
});
