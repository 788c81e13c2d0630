// Moodle XML import and export (ADR 0018): a Moodle export of 44 items, round trips (and
// GIFT → XML), every contract type exported, hostile XML (DOCTYPE, entities), broken files, caps.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_QUESTION_BANK_BYTES } from "@tq/contract/quiz-interchange";
import { QuestionInput } from "@tq/contract/quiz-questions";
import { parseGift } from "../../../src/modules/quizzes/interchange/gift.ts";
import { parseMoodleXml, toMoodleXml } from "../../../src/modules/quizzes/interchange/moodle-xml.ts";
import {
  bank,
  byTitle,
  everyType,
  giftFixture,
  moodleXmlFixture,
} from "../../support/fixtures/question-banks/samples.ts";

const quiz = (questions: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions}\n</quiz>\n`;

describe("the Moodle XML fixture", () => {
  const imported = bank(parseMoodleXml(moodleXmlFixture()));

  it("imports every supported question, each valid for the contract", () => {
    expect(imported.questions).toHaveLength(41);
    for (const q of imported.questions) expect(QuestionInput.safeParse(q).success, q.title).toBe(true);
    const types = new Set(imported.questions.map((q) => q.type));
    expect([...types].sort()).toEqual(["multiple", "numeric", "short", "single", "subjective", "truefalse"]);
  });

  it("reports the unsupported types with their position and line", () => {
    expect(imported.skipped).toEqual([
      { index: 42, line: 1589, title: "OLD-01 Match the units", reason: "Matching questions are not supported." },
      {
        index: 43,
        line: 1618,
        title: "OLD-02 Cloze gravity",
        reason: "Embedded answers (Cloze) questions are not supported.",
      },
      {
        index: 44,
        line: 1633,
        title: "OLD-03 Section instructions",
        reason: "Description (not a question) questions are not supported.",
      },
    ]);
  });

  it("maps grades, fractions, units, grader information and formats", () => {
    const q = (title: string) => byTitle(imported.questions, title);
    expect(q("WAV-04 Snell's law").marks).toBe(2);
    expect(q("WAV-01 Wave speed").stemHtml).toContain("frequency $f = 50\\,\\mathrm{Hz}$");
    expect(q("WAV-02 Transverse waves")).toMatchObject({ type: "multiple", partialCredit: "none" });
    expect(q("STA-02 Measures of spread")).toMatchObject({ type: "multiple", partialCredit: "proportional" });
    expect(q("CAL-07 Stationary points")).toMatchObject({ type: "multiple", partialCredit: "rightMinusWrong" });
    expect(q("WAV-07 Critical angle")).toMatchObject({ type: "numeric", answer: 41.8, tolerance: 0.1, marks: 2 });
    expect(q("HEA-02 Absolute zero")).toMatchObject({ answer: -273.15, tolerance: 0.5, unit: "°C" });
    expect(q("CAL-08 Integral name")).toMatchObject({
      scheme: { rules: "1: constant of integration | integration constant\n0.5: C" },
    });
    expect(q("HEA-06 Sea breeze")).toMatchObject({
      type: "subjective",
      marks: 4,
      scheme: { modelAnswerHtml: expect.stringContaining("Land heats faster"), rules: "" },
    });
    expect(q("STA-08 Bar or histogram").stemHtml).toBe("<p>Which graph suits <em>continuous</em> data best?</p>");
    expect(q("STA-10 Probability range").stemHtml).toBe("<p>Is 0 &lt; P(A) &lt; 1 possible for an event A?</p>");
    expect(q("WAV-05 Sound in vacuum")).toMatchObject({ answer: false });
  });

  it("notes what it dropped: penalties and categories once, per-question losses with their line", () => {
    const messages = imported.notes.map((n) => n.message);
    expect(imported.notes.filter((n) => n.index === null)).toHaveLength(2);
    expect(messages.some((m) => m.startsWith("Moodle's penalty"))).toBe(true);
    const about = (title: string) => imported.notes.filter((n) => n.title === title).map((n) => n.message);
    expect(about("STA-11 Box plot")).toEqual(["1 embedded file was not imported (upload images again)."]);
    expect(about("HEA-01 Specific heat")).toEqual(["Only the unit “J” is kept; the other units were dropped."]);
    expect(about("STA-05 Middle value")).toEqual(["Moodle matched its answers with case; keyword rules ignore case."]);
    expect(imported.notes.find((n) => n.title === "WAV-07 Critical angle")).toMatchObject({ index: 7, line: 296 });
  });

  it("round-trips: parse → export → parse gives the same questions", () => {
    const again = bank(parseMoodleXml(toMoodleXml(imported.questions)));
    expect(again.skipped).toEqual([]);
    expect(again.questions).toEqual(imported.questions);
  });

  it("carries a GIFT bank over unchanged (GIFT → Moodle XML → questions)", () => {
    const gift = bank(parseGift(giftFixture())).questions;
    expect(bank(parseMoodleXml(toMoodleXml(gift))).questions).toEqual(gift);
  });
});

describe("Moodle XML export of every contract type", () => {
  const xml = toMoodleXml(everyType);
  const back = bank(parseMoodleXml(xml)).questions;

  it("reads back with what Moodle XML holds: marks, units, grader information", () => {
    expect(back.map((q) => [q.type, q.marks])).toEqual([
      ["single", 2],
      ["multiple", 3],
      ["multiple", 1],
      ["truefalse", 1],
      ["numeric", 2],
      ["short", 2],
      ["subjective", 6],
      ["single", 2],
    ]);
    expect(back[0]).toMatchObject({ options: everyType[0]?.type === "single" && everyType[0].options });
    expect(back[1]).toMatchObject({ partialCredit: "rightMinusWrong" });
    expect(back[2]).toMatchObject({ partialCredit: "none" });
    // Moodle requires a name: an untitled question is named after its text.
    expect(back[3]?.title).toBe("$e^{i\\pi} + 1 = 0$");
    expect(back[4]).toMatchObject({ answer: 9.9, tolerance: 0.05, unit: "m/s" });
    expect(back[5]).toMatchObject({ scheme: { rules: "2: carbon dioxide | CO2\n1: carbon" } });
    expect(back[6]).toMatchObject({ scheme: { modelAnswerHtml: "<p>Energy is neither created nor destroyed…</p>" } });
  });

  it("names in comments what Moodle XML cannot hold", () => {
    expect(xml).toContain("<!-- 4. True / false. Not in Moodle XML: negative marks (0.5). -->");
    expect(xml).toContain("the deduction on rule line 4; the regular expression /c[o0]2/; the model answer");
    expect(xml).toContain("Not in Moodle XML: the keyword rules (the model answer is the grader information).");
    expect(xml).toContain("the reasons (second tier) and the tier marks: written as single choice");
  });

  it("keeps any text intact through CDATA and escaping (property)", () => {
    const text = fc
      .string({ unit: fc.constantFrom("a", " ", "<", ">", "&", "]", "]]>", "$", "\\", '"', "é", "--", "\u0007") })
      .filter((s) => s.trim() !== "");
    fc.assert(
      fc.property(text, text, (stem, title) => {
        const q = { type: "truefalse" as const, stemHtml: `<p>${stem}</p>`, marks: 1, answer: false, title };
        const [read] = bank(parseMoodleXml(toMoodleXml([q]))).questions;
        expect(read?.stemHtml).toBe(`<p>${stem.replaceAll("\u0007", "")}</p>`);
        expect(read?.title).toBe(title.replaceAll("\u0007", "").replace(/\s+/g, " ").trim() || undefined);
      }),
      { numRuns: 300 },
    );
  });
});

describe("hostile and malformed Moodle XML", () => {
  it("refuses a DOCTYPE with entities (billion laughs, external entities)", () => {
    const laughs = `<?xml version="1.0"?>\n<!DOCTYPE quiz [\n <!ENTITY lol "lol">\n <!ENTITY lol2 "&lol;&lol;&lol;&lol;">\n]>\n<quiz><question type="essay"><name><text>&lol2;</text></name></question></quiz>`;
    expect(parseMoodleXml(laughs)).toEqual({
      ok: false,
      error: { message: "Files with a DOCTYPE or entity declarations are refused.", line: 2 },
    });
    const external = `<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><quiz>&xxe;</quiz>`;
    expect(parseMoodleXml(external)).toMatchObject({ ok: false, error: { line: 1 } });
  });

  it("reads DOCTYPE-like text inside CDATA as text", () => {
    const xml = quiz(
      `<question type="essay"><name><text>E</text></name><questiontext format="html"><text><![CDATA[<p>Never write <!DOCTYPE x> &amp; stay calm</p>]]></text></questiontext></question>`,
    );
    expect(bank(parseMoodleXml(xml)).questions[0]?.stemHtml).toBe("<p>Never write <!DOCTYPE x> &amp; stay calm</p>");
  });

  it("answers broken XML with the validator's message and line", () => {
    const result = parseMoodleXml(quiz(`<question type="essay">\n<name><text>x</name>\n</question>`));
    expect(result).toMatchObject({ ok: false, error: { line: 4 } });
    expect(!result.ok && result.error.message).toMatch(/^The XML is not well-formed: /);
    expect(parseMoodleXml("<html><body/></html>")).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining("<quiz>") },
    });
    expect(parseMoodleXml("not xml at all")).toMatchObject({ ok: false });
  });

  it("skips questions it cannot read, with a reason", () => {
    const xml = quiz(
      [
        `<question type="multichoice"><name><text>One answer</text></name><questiontext format="html"><text>Q</text></questiontext><answer fraction="100"><text>a</text></answer></question>`,
        `<question type="numerical"><name><text>NaN</text></name><questiontext format="html"><text>Q</text></questiontext><answer fraction="100"><text>abc</text></answer></question>`,
        `<question type="truefalse"><name><text>No false</text></name><questiontext format="html"><text>Q</text></questiontext><answer fraction="100"><text>true</text></answer></question>`,
        `<question type="essay"><name><text>Big grade</text></name><questiontext format="html"><text>Q</text></questiontext><defaultgrade>5000</defaultgrade></question>`,
        `<question><name><text>No type</text></name></question>`,
      ].join("\n"),
    );
    expect(bank(parseMoodleXml(xml)).skipped.map((s) => [s.title, s.line, s.reason])).toEqual([
      ["One answer", 3, "A multiple-choice question needs at least two answers."],
      ["NaN", 4, "“abc” is not a number."],
      ["No false", 5, "A true/false question needs a “true” and a “false” answer."],
      ["Big grade", 6, "At most 1000 marks. (marks)"],
      ["No type", 7, "Untyped questions are not supported."],
    ]);
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        expect(typeof parseMoodleXml(`<quiz>${s}</quiz>`).ok).toBe("boolean");
        expect(typeof parseMoodleXml(s).ok).toBe("boolean");
      }),
      { numRuns: 500 },
    );
  });

  it("refuses files over the size cap before parsing", () => {
    const big = quiz(`<!-- ${"x".repeat(MAX_QUESTION_BANK_BYTES)} -->`);
    expect(parseMoodleXml(big)).toEqual({
      ok: false,
      error: { message: "The file is larger than 5 MB: split it into smaller files.", line: null },
    });
  });
});
