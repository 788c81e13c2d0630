import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AuthoringQuestion } from "@tq/contract/quiz-authoring";
import { MAX_QUESTION_BANK_BYTES, type QuestionBankImportResult } from "@tq/contract/quiz-interchange";
import type { AuthoringQuiz } from "@tq/contract/quizzes";
import { auditLog } from "../../../src/db/schema/index.ts";
import type { QuestionBankParse } from "../../../src/modules/quizzes/interchange/bank.ts";
import { parseGift } from "../../../src/modules/quizzes/interchange/gift.ts";
import { parseMoodleXml } from "../../../src/modules/quizzes/interchange/moodle-xml.ts";
import { insertSection } from "../../../src/modules/quizzes/authoring/section-repo.ts";
import type { Who } from "../../authoring/authoring-factory.ts";
import { giftFixture, moodleXmlFixture } from "../../support/fixtures/question-banks/samples.ts";
import { bankUpload } from "./quizzes-bank-matrix-entries.ts";
import { bearer, errorOf } from "../../support/helpers.ts";
import { ALL_TYPES, OUTSIDERS, buildQuiz, quizWorld } from "../quiz-factory.ts";

let w: Awaited<ReturnType<typeof quizWorld>>;
/** The quiz exported (imports go into sections of w.built's quiz, so this one stays as built). */
let exported: Awaited<ReturnType<typeof buildQuiz>>;
beforeAll(async () => {
  w = await quizWorld();
  exported = await buildQuiz(w.t.database, {
    courseId: w.tree.course.id,
    subjectId: w.tree.subject.id,
    chapterId: w.tree.chapters.ch1.id,
    title: "Énergie & forces: check",
  });
});
afterAll(() => w.t.close());

/** A fresh empty section of the owner's quiz (each import lands in its own). */
async function freshSection(title = "Imported"): Promise<number> {
  return insertSection(w.t.database.db, {
    quizId: w.built.quizId,
    title,
    instructionsHtml: "",
    instructionsRendered: "",
  });
}

function upload(sectionId: number, body: ReturnType<typeof bankUpload>, who: Who | null = "owner") {
  return w.t.app.inject({
    method: "POST",
    url: `/api/quizzes/sections/${sectionId}/import`,
    payload: body.payload,
    headers: { ...body.headers, ...(who ? bearer(w.tokens[who]) : {}) },
  });
}

async function imported(sectionId: number, text: string, filename: string, fields?: Record<string, string>) {
  const res = await upload(sectionId, bankUpload(text, filename, fields));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as QuestionBankImportResult;
}

async function sectionQuestions(sectionId: number, quizId = w.built.quizId): Promise<AuthoringQuestion[]> {
  const res = await w.call("GET", `/api/quizzes/${quizId}`, "owner");
  const quiz = res.json() as AuthoringQuiz;
  const section = quiz.sections.find((s) => s.id === sectionId);
  if (!section) throw new Error("no such section");
  return section.questions;
}

function bank(parse: QuestionBankParse) {
  if (!parse.ok) throw new Error(parse.error.message);
  return parse;
}

describe("importing a question bank", () => {
  it.each([
    ["GIFT", "mathematics-physics.gift.txt", giftFixture, parseGift],
    ["Moodle XML", "physics-mathematics.moodle.xml", moodleXmlFixture, parseMoodleXml],
  ] as const)("stores every valid question of a realistic %s file, in file order", async (_, name, read, parse) => {
    const section = await freshSection();
    const text = read();
    const expected = bank(parse(text));
    const report = await imported(section, text, name);
    expect(report.imported).toBe(expected.questions.length);
    expect(report.questionIds).toHaveLength(expected.questions.length);
    expect(report.skipped).toEqual(expected.skipped);
    expect(report.notes).toEqual(expected.notes);
    const stored = await sectionQuestions(section);
    expect(stored.map((q) => q.id)).toEqual(report.questionIds);
    expect(stored.map((q) => q.type)).toEqual(expected.questions.map((q) => q.type));
    expect(stored.map((q) => q.marks)).toEqual(expected.questions.map((q) => q.marks));
    // Stored as an author's question is: sanitized source, math rendered for readers.
    expect(stored.every((q) => q.stemRendered.length > 0)).toBe(true);
    expect(stored.some((q) => q.stemRendered.includes("katex"))).toBe(true);
  });

  it("reads the format field before guessing, and refuses an unknown one", async () => {
    const section = await freshSection();
    const gift = "::Q:: Water boils at 100 °C at sea level. {T}";
    expect((await imported(section, gift, "bank.txt", { format: "gift" })).imported).toBe(1);
    const asXml = await upload(section, bankUpload(gift, "bank.txt", { format: "moodlexml" }));
    expect(asXml.statusCode).toBe(400);
    expect(errorOf(asXml).fields?.file).toBeTruthy();
    const unknown = await upload(section, bankUpload(gift, "bank.txt", { format: "aiken" }));
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).fields).toEqual({ format: "Choose GIFT or Moodle XML." });
  });

  it("reports a question the store refuses, sanitizes what it keeps, and logs the import", async () => {
    const section = await freshSection();
    const gift = [
      "::Good:: [html]<p>Is $2 + 2 = 4$?<script>alert(1)</script></p> {TRUE}",
      "",
      "// Two right answers: valid GIFT, but a single-choice question has one right option.",
      "::Two right:: Pick the primes. {=2 =3 ~4}",
      "",
      "::Matching:: Match. {=a -> 1 =b -> 2 =c -> 3}",
    ].join("\n");
    const report = await imported(section, gift, "bank.txt");
    expect(report.imported).toBe(1);
    expect(report.skipped.map((s) => [s.index, s.line, s.title])).toEqual([
      [2, 4, "Two right"],
      [3, 6, "Matching"],
    ]);
    expect(report.skipped[0]?.reason).toBe("Mark exactly one option as correct.");
    const [stored] = await sectionQuestions(section);
    expect(stored?.stemHtml).not.toContain("script");
    expect(stored?.stemRendered).toContain("katex");
    const logs = await w.t.database.db.select().from(auditLog).where(eq(auditLog.action, "question.import"));
    expect(logs.some((l) => l.targetId === String(section) || Number(l.targetId) === section)).toBe(true);
  });

  it("imports maths as teachers write it, and says where questions run together (issue #12)", async () => {
    const section = await freshSection();
    const gift = [
      "// LaTeX as teachers write it: braces inside formulas need no backslash.",
      "::Fractions::What is $\\frac{6}{3}$? {=2 ~3 ~18}",
      "",
      "::Roots::For \\(x^{2} = 4\\) and $x > 0$: {=$x = 2$ ~$x = -2$}",
      "",
      "::First::2 + 2? {=4 ~5}",
      "::Second::3 + 3? {=6 ~7}",
    ].join("\n");
    const report = await imported(section, gift, "maths.gift");
    expect(report.imported).toBe(2);
    expect(report.skipped).toEqual([
      {
        index: 3,
        title: "First",
        line: 6,
        reason:
          "Another question starts on line 7 with no blank line before it: add a blank line between questions (GIFT reads everything up to a blank line as one question).",
      },
    ]);
    const [fractions, roots] = await sectionQuestions(section);
    expect(fractions).toMatchObject({ stemHtml: "<p>What is $\\frac{6}{3}$?</p>" });
    expect(fractions?.stemRendered).toContain('<span class="mfrac">');
    expect(roots?.type === "single" && roots.options.map((o) => o.html)).toEqual(["<p>$x = 2$</p>", "<p>$x = -2$</p>"]);

    // Exported and read again, the formula is the same text.
    const file = (await w.call("GET", `/api/quizzes/${w.built.quizId}/export?format=gift`, "owner")).body;
    const again = bank(parseGift(file)).questions.find((q) => q.title === "Fractions");
    expect(again?.stemHtml).toBe("<p>What is $\\frac{6}{3}$?</p>");
  });

  it.each([
    [
      "broken XML",
      '<?xml version="1.0"?>\n<quiz>\n<question type="essay">\n</quiz>',
      /^Line \d+: The XML is not well-formed/,
    ],
    [
      "a DOCTYPE",
      '<?xml version="1.0"?>\n<!DOCTYPE quiz [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<quiz>&x;</quiz>',
      /^Line 2: Files with a DOCTYPE or entity declarations are refused\.$/,
    ],
    ["an empty file", "  \n\n", /^The file is empty\.$/],
    ["a file without questions", "// only a comment\n", /^No questions were found/],
    ["a file that is not XML", "<html><body>Not a bank</body></html>", /root element must be <quiz>/],
  ])("answers %s with a 400 on the file", async (_, text, message) => {
    const res = await upload(await freshSection(), bankUpload(text, "bank.xml"));
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).fields?.file).toMatch(message);
  });

  it("refuses an upload that is not multipart, or a file in another field", async () => {
    const section = await freshSection();
    const json = await w.call("POST", `/api/quizzes/sections/${section}/import`, "owner", { file: "x" });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json).fields?.file).toBeTruthy();
    const other = await upload(section, bankUpload("Q {T}", "bank.txt", {}, "bank"));
    expect(other.statusCode).toBe(400);
    expect(errorOf(other).fields?.file).toBeTruthy();
    const huge = await upload(section, bankUpload("x".repeat(MAX_QUESTION_BANK_BYTES + 1), "bank.txt"));
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).fields?.file).toMatch(/larger than 5 MB/);
    const notUtf8 = await upload(section, bankUpload(Buffer.from("Café {T}", "latin1"), "bank.txt"));
    expect(errorOf(notUtf8).fields?.file).toMatch(/not UTF-8/);
    expect(await sectionQuestions(section)).toEqual([]);
  });

  it("lets the course's teaching assistant import; outsiders get 403, anonymous 401, a missing section 404", async () => {
    const section = await freshSection();
    const body = () => bankUpload("Mass is a vector. {F}", "bank.txt");
    expect((await upload(section, body(), "assistant")).statusCode).toBe(200);
    expect((await upload(section, body(), "world")).statusCode).toBe(200);
    for (const [who, status] of OUTSIDERS) {
      const res = await upload(section, body(), who);
      expect(res.statusCode, `${who}`).toBe(status);
    }
    expect((await upload(2_000_000, body())).statusCode).toBe(404);
    expect(await sectionQuestions(section)).toHaveLength(2);
  });
});

describe("exporting a quiz", () => {
  const exportOf = (format: string, who: Who | null = "owner", quizId = exported.quizId) =>
    w.call("GET", `/api/quizzes/${quizId}/export?format=${format}`, who);

  it("answers a GIFT file named after the quiz, answer keys included", async () => {
    const res = await exportOf("gift");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="energie-forces-check.txt"');
    const parsed = bank(parseGift(res.body));
    expect(parsed.questions).toHaveLength(ALL_TYPES.length + 1);
    // The numeric answer and the true/false key travel with the file.
    expect(res.body).toContain("{#2:0.05");
    expect(res.body).toContain("{FALSE");
  });

  it("answers a Moodle XML file", async () => {
    const res = await exportOf("moodlexml", "assistant");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="energie-forces-check.xml"');
    expect(res.body.startsWith("<?xml")).toBe(true);
    expect(bank(parseMoodleXml(res.body)).questions).toHaveLength(ALL_TYPES.length + 1);
  });

  it.each(["gift", "moodlexml"] as const)("round-trips through %s into another section", async (format) => {
    const original = [
      ...(await sectionQuestions(exported.sections.partA, exported.quizId)),
      ...(await sectionQuestions(exported.sections.partB, exported.quizId)),
    ];
    const file = (await exportOf(format)).body;
    const section = await freshSection(`Re-imported ${format}`);
    const report = await imported(section, file, format === "gift" ? "bank.txt" : "bank.xml");
    expect(report.imported).toBe(original.length);
    expect(report.skipped).toEqual([]);
    const back = await sectionQuestions(section);
    expect(back.map((q) => q.stemHtml)).toEqual(original.map((q) => q.stemHtml));
    // Two-tier questions come back as single choice (their first tier): neither format has reasons.
    expect(back.map((q) => q.type)).toEqual(original.map((q) => (q.type === "twotier" ? "single" : q.type)));
    if (format === "moodlexml") expect(back.map((q) => q.marks)).toEqual(original.map((q) => q.marks));
    for (const [i, q] of original.entries()) {
      const b = back[i];
      if (q.type === "truefalse" && b?.type === "truefalse") expect(b.answer).toBe(q.answer);
      if (q.type === "numeric" && b?.type === "numeric")
        expect([b.answer, b.tolerance]).toEqual([q.answer, q.tolerance]);
      if ((q.type === "single" || q.type === "multiple" || q.type === "twotier") && "options" in (b ?? {})) {
        const options = (b as { options: { html: string; correct: boolean }[] }).options;
        expect(options.map((o) => [o.html, o.correct])).toEqual(q.options.map((o) => [o.html, o.correct]));
      }
      // A short answer's scheme is its answers; an essay's model answer only has a place in Moodle XML.
      // (GIFT has no marks: the rules keep their phrases, their marks scale to the 1 mark Moodle gives.)
      const phrases = (rules: string) => rules.replace(/^[\d.]+:/gm, "");
      if (q.type === "short" && b?.type === "short") expect(phrases(b.scheme.rules)).toBe(phrases(q.scheme.rules));
      if (format === "moodlexml" && q.type === "subjective" && b?.type === "subjective") {
        expect(b.scheme.modelAnswerHtml).toBe(q.scheme.modelAnswerHtml);
      }
    }
  });

  it("refuses an unknown format, outsiders, anonymous callers and a missing quiz", async () => {
    expect((await exportOf("aiken")).statusCode).toBe(400);
    expect((await w.call("GET", `/api/quizzes/${exported.quizId}/export`, "owner")).statusCode).toBe(400);
    for (const [who, status] of OUTSIDERS) expect((await exportOf("gift", who)).statusCode, `${who}`).toBe(status);
    expect((await exportOf("gift", "owner", 2_000_000)).statusCode).toBe(404);
  });
});
