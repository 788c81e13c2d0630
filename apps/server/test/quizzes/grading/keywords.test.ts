import { describe, expect, it } from "vitest";
import { ANSWER_SCAN_LIMIT, markByScheme } from "../../../src/modules/quizzes/grading/keywords.ts";
import { normalizeText } from "../../../src/modules/quizzes/grading/normalize.ts";
import { parseRules, RULE_LIMITS } from "../../../src/modules/quizzes/grading/rules.ts";

/** The lines of the rules that matched. */
const lines = (rules: string, answer: string, max = 10) =>
  markByScheme(rules, answer, max).matchedRules.map((r) => r.line);
const score = (rules: string, answer: string, max = 10) => markByScheme(rules, answer, max).score;

describe("normalizing text", () => {
  it("ignores case, accents, punctuation and extra spaces", () => {
    expect(normalizeText("  Photosynthèse,   the LIGHT-reaction!\n\tÇa va? ")).toBe(
      "photosynthese the light reaction ca va",
    );
  });

  it("folds compatibility forms and final sigma", () => {
    expect(normalizeText("ﬁne H₂O x² ΟΔΟΣ οδος")).toBe("fine h2o x2 οδοσ οδοσ");
  });

  it("keeps letters and digits of any script", () => {
    expect(normalizeText("光合作用 — 2024")).toBe("光合作用 2024");
  });
});

describe("parsing rules", () => {
  it("reads points, alternatives, deductions, and skips comments and blank lines", () => {
    const { rules, errors } = parseRules("# the scheme\n\n2: cell wall | membrane\n-1.5: mitochondria\n+0.25: nucleus");
    expect(errors).toEqual([]);
    expect(rules.map((r) => [r.line, r.cents, r.alternatives.map((a) => a.source)])).toEqual([
      [3, 200, ["cell wall", "membrane"]],
      [4, -150, ["mitochondria"]],
      [5, 25, ["nucleus"]],
    ]);
  });

  it("accepts a decimal comma in the points", () => {
    expect(parseRules("1,5: x").rules[0]?.cents).toBe(150);
  });

  it("reports each bad line with its number and keeps the good ones", () => {
    const { rules, errors } = parseRules(
      [
        "photosynthesis",
        "two: light",
        "2:",
        "1: a || b",
        "0: x",
        "1.234: x",
        "1: !!!",
        "1: /(/",
        "1: /a*/",
        "1: ok",
      ].join("\n"),
    );
    expect(rules.map((r) => r.line)).toEqual([10]);
    expect(errors.map((e) => e.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(errors[0]?.message).toMatch(/points: phrase/);
    expect(errors[1]?.message).toMatch(/starts with its points/);
    expect(errors[2]?.message).toMatch(/after the colon/);
    expect(errors[3]?.message).toMatch(/alternative is empty/);
    expect(errors[4]?.message).toMatch(/some points/);
    expect(errors[5]?.message).toMatch(/two decimals/);
    expect(errors[6]?.message).toMatch(/no letters or digits/);
    expect(errors[7]?.message).toBe("The regular expression /(/ is not valid: missing closing ): `(`.");
    expect(errors[8]?.message).toMatch(/matches even an empty answer/);
  });

  it("reports an unclosed regular expression", () => {
    expect(parseRules("1: /abc").errors[0]?.message).toMatch(/ends with \//);
  });

  it("limits the points of one rule", () => {
    expect(parseRules("1001: x").errors[0]?.message).toMatch(/at most 1000 points/);
  });

  it("limits the number of rules and of alternatives", () => {
    const many = Array.from({ length: RULE_LIMITS.rules + 2 }, (_, i) => `1: word${i}`).join("\n");
    const parsed = parseRules(many);
    expect(parsed.rules).toHaveLength(RULE_LIMITS.rules);
    expect(parsed.errors.map((e) => e.line)).toEqual([RULE_LIMITS.rules + 1, RULE_LIMITS.rules + 2]);

    const wide = Array.from({ length: 3 }, () => `1: ${Array.from({ length: 200 }, (_, i) => `w${i}`).join(" | ")}`);
    const capped = parseRules(wide.join("\n"));
    expect(capped.rules.map((r) => r.line)).toEqual([1, 2]);
    expect(capped.errors[0]?.message).toMatch(/at most 500 alternatives/);
  });

  it("reads | inside a regular expression as part of it, and a / inside before the end", () => {
    const { rules, errors } = parseRules("1: /cat|dog/ | bird\n1: /km/h/");
    expect(errors).toEqual([]);
    expect(rules[0]?.alternatives.map((a) => a.source)).toEqual(["/cat|dog/", "bird"]);
    expect(rules[1]?.alternatives.map((a) => a.source)).toEqual(["/km/h/"]);
  });
});

describe("matching", () => {
  it("gives a rule's points when any alternative appears, ignoring case, accents and punctuation", () => {
    expect(score("2: carbon dioxide | CO2", "It needs co₂ and water.")).toBe(2);
    expect(score("2: carbon dioxide | CO2", "It needs CARBON-dioxide.")).toBe(2);
    expect(score("2: élan vital", "ELAN, vital")).toBe(2);
    expect(score("2: carbon dioxide", "It needs carbon monoxide.")).toBe(0);
  });

  it("matches whole words only unless a wildcard says otherwise", () => {
    expect(score("1: cell", "cellulose")).toBe(0);
    expect(score("1: cell*", "cellulose")).toBe(1);
    expect(score("1: *synth*", "photosynthesis")).toBe(1);
    expect(score("1: photo*is", "photosynthesis")).toBe(1);
    expect(score("1: photo*is", "photograph")).toBe(0);
  });

  it("keeps a wildcard inside one word", () => {
    expect(score("1: light*energy", "light gives energy")).toBe(0);
    // A lone * stands for one whole word.
    expect(score("1: light * energy", "light gives energy")).toBe(1);
    expect(score("1: light * energy", "light energy")).toBe(0);
  });

  it("counts a rule once, however many alternatives and occurrences match", () => {
    const mark = markByScheme("3: osmosis | diffusion", "Osmosis is diffusion; osmosis again.", 10);
    expect(mark.score).toBe(3);
    expect(mark.matchedRules).toHaveLength(1);
  });

  it("deducts for a negative rule, once", () => {
    expect(score("3: mitosis\n-1: meiosis", "mitosis, not meiosis (meiosis!)")).toBe(2);
  });

  it("clamps the total to [0, max]", () => {
    expect(score("-2: wrong", "wrong")).toBe(0);
    expect(score("4: a1\n4: b1", "a1 b1", 5)).toBe(5);
    expect(score("1: a1", "a1", 0)).toBe(0);
  });

  it("adds points without floating-point drift", () => {
    expect(score("0.1: a1\n0.2: b1\n0.3: c1", "a1 b1 c1")).toBe(0.6);
  });

  it("runs regular expressions on the text with accents removed and spaces collapsed, ignoring case", () => {
    expect(score("1: /\\d+(\\.\\d+)? ?m\\/s/", "v = 9.8   M/S")).toBe(1);
    expect(score("1: /cafe/", "un CAFÉ")).toBe(1);
    expect(score("1: /^photo/", "Photons")).toBe(1);
    expect(score("1: /\\bion\\b/", "onion")).toBe(0);
  });

  it("never gives points for an empty regex match", () => {
    expect(score("1: /\\b/", "word")).toBe(0);
  });

  it("reports the answer's own words that matched and where they are", () => {
    const answer = "Les PLANTES font la photosynthèse.";
    const [rule] = markByScheme("2: photosynth*", answer, 5).matchedRules;
    expect(rule).toEqual({ line: 1, points: 2, matched: "photosynthèse", start: 20, end: 33 });
    expect(answer.slice(rule?.start, rule?.end)).toBe("photosynthèse");
    const [phrase] = markByScheme("1: plantes font", answer, 5).matchedRules;
    expect(phrase?.matched).toBe("PLANTES font");
    const [regex] = markByScheme("-1: /la\\s+photo/", answer, 5).matchedRules;
    expect(regex).toMatchObject({ points: -1, matched: "la photo" });
  });

  it("maps matches after characters outside the Basic Multilingual Plane", () => {
    const answer = "😀 𝒜 cell 😀 wall";
    const [rule] = markByScheme("1: cell wall", answer, 5).matchedRules;
    expect(rule?.matched).toBe("cell 😀 wall");
  });

  it("lists matched rules by line and still marks with the readable rules when some are wrong", () => {
    const mark = markByScheme("1: beta\nnot a rule\n2: alpha", "alpha beta", 10);
    expect(mark.matchedRules.map((r) => r.line)).toEqual([1, 3]);
    expect(mark.score).toBe(3);
    expect(mark.errors).toEqual([{ line: 2, message: expect.any(String) }]);
    expect(mark.ruleCount).toBe(2);
  });

  it("examines only the first ANSWER_SCAN_LIMIT characters", () => {
    const answer = `${"x ".repeat(ANSWER_SCAN_LIMIT / 2)}late`;
    expect(lines("1: late | /late/", answer)).toEqual([]);
    expect(lines("1: x", answer)).toEqual([1]);
  });
});
