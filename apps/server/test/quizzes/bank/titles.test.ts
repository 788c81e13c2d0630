import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthoringQuestion } from "@tq/contract/quiz-authoring";
import type { QuestionBankImportResult } from "@tq/contract/quiz-interchange";
import type { AuthoringQuiz } from "@tq/contract/quizzes";
import type { QuestionBankParse } from "../../../src/modules/quizzes/interchange/bank.ts";
import { parseGift } from "../../../src/modules/quizzes/interchange/gift.ts";
import { parseMoodleXml } from "../../../src/modules/quizzes/interchange/moodle-xml.ts";
import { insertSection } from "../../../src/modules/quizzes/authoring/section-repo.ts";
import { giftFixture, moodleXmlFixture } from "../../support/fixtures/question-banks/samples.ts";
import { bankUpload } from "./quizzes-bank-matrix-entries.ts";
import { bearer } from "../../support/helpers.ts";
import { buildQuiz, quizWorld } from "../quiz-factory.ts";

/** Question banks name their questions (GIFT ::title::, Moodle <name>): the name is kept and exported (ADR 0024). */

let w: Awaited<ReturnType<typeof quizWorld>>;
/** A quiz of its own, so its export holds only what these tests put in. */
let quizId: number;
beforeAll(async () => {
  w = await quizWorld();
  quizId = (
    await buildQuiz(w.t.database, {
      courseId: w.tree.course.id,
      subjectId: w.tree.subject.id,
      chapterId: w.tree.chapters.ch2.id,
      title: "Named questions",
    })
  ).quizId;
});
afterAll(() => w.t.close());

const freshSection = (title: string, quiz = w.built.quizId) =>
  insertSection(w.t.database.db, { quizId: quiz, title, instructionsHtml: "", instructionsRendered: "" });

async function importInto(sectionId: number, text: string, filename: string): Promise<QuestionBankImportResult> {
  const body = bankUpload(text, filename);
  const res = await w.t.app.inject({
    method: "POST",
    url: `/api/quizzes/sections/${sectionId}/import`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(w.tokens.owner) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function questionsOf(sectionId: number, quiz = w.built.quizId): Promise<AuthoringQuestion[]> {
  const res = await w.call("GET", `/api/quizzes/${quiz}`, "owner");
  const section = (res.json() as AuthoringQuiz).sections.find((s) => s.id === sectionId);
  if (!section) throw new Error("no such section");
  return section.questions;
}

const titlesOf = (parse: QuestionBankParse) => {
  if (!parse.ok) throw new Error(parse.error.message);
  return parse.questions.map((q) => q.title ?? null);
};

const GIFT = `::Boiling point:: Water boils at 100 °C at sea level. {T}

::Speed of light (km/s):: How fast is light, in km/s? {#300000:1000}

Untitled: 2 + 2 = ? {=4 ~5}
`;

describe("question titles from a bank", () => {
  it.each([
    ["GIFT", "mathematics-physics.gift.txt", giftFixture, parseGift],
    ["Moodle XML", "physics-mathematics.moodle.xml", moodleXmlFixture, parseMoodleXml],
  ] as const)("are stored from a realistic %s file", async (_, name, read, parse) => {
    const section = await freshSection(`Titles ${name}`);
    await importInto(section, read(), name);
    const expected = titlesOf(parse(read()));
    expect(expected.filter((t) => t !== null).length).toBeGreaterThan(10);
    expect((await questionsOf(section)).map((q) => q.title)).toEqual(expected);
  });

  it("survive an edit and a duplicate; questions written here have none", async () => {
    const section = await freshSection("Edited");
    await importInto(section, GIFT, "bank.txt");
    const [boiling, , untitled] = await questionsOf(section);
    expect(boiling?.title).toBe("Boiling point");
    expect(untitled?.title).toBeNull();
    if (boiling?.type !== "truefalse") throw new Error("expected the true/false question");
    const { id, revision, sectionId: _s, quizId: _q, position: _p, updatedAt: _u, title: _t, ...rest } = boiling;
    const { stemRendered: _sr, explanationRendered: _er, ...input } = rest;
    const saved = await w.call("PUT", `/api/quizzes/questions/${id}`, "owner", {
      ...input,
      stemHtml: "<p>Water boils at 100 °C at sea level (1 atm).</p>",
      baseRevision: revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as AuthoringQuestion).title).toBe("Boiling point");
    const copy = await w.call("POST", `/api/quizzes/questions/${id}/duplicate`, "owner");
    expect(copy.statusCode, copy.body).toBe(201);
    expect((copy.json() as AuthoringQuestion).title).toBe("Boiling point");
    const written = (await questionsOf(w.built.sections.partA)).map((q) => q.title);
    expect(written.every((t) => t === null)).toBe(true);
  });

  it("are given, changed and cleared in the editor; an update without one keeps it", async () => {
    const section = await freshSection("Named here");
    const created = await w.call("POST", "/api/quizzes/questions", "owner", {
      sectionId: section,
      title: "  Freezing point  ",
      type: "truefalse",
      stemHtml: "<p>Water freezes at 0 °C at sea level.</p>",
      marks: 1,
      answer: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const q = created.json() as AuthoringQuestion;
    expect(q.title).toBe("Freezing point");
    const put = (revision: number, extra: Record<string, unknown>) =>
      w.call("PUT", `/api/quizzes/questions/${q.id}`, "owner", {
        type: "truefalse",
        stemHtml: "<p>Water freezes at 0 °C at sea level.</p>",
        marks: 1,
        answer: true,
        baseRevision: revision,
        ...extra,
      });
    const renamed = await put(q.revision, { title: "Ice" });
    expect((renamed.json() as AuthoringQuestion).title).toBe("Ice");
    const kept = await put(q.revision + 1, {});
    expect((kept.json() as AuthoringQuestion).title).toBe("Ice");
    const cleared = await put(q.revision + 2, { title: "" });
    expect((cleared.json() as AuthoringQuestion).title).toBeNull();
    const tooLong = await put(q.revision + 3, { title: "x".repeat(256) });
    expect(tooLong.statusCode).toBe(400);
  });

  it.each(["gift", "moodlexml"] as const)("go out in a %s export and come back in", async (format) => {
    const section = await freshSection(`Named ${format}`, quizId);
    await importInto(section, GIFT, "bank.txt");
    const file = await w.call("GET", `/api/quizzes/${quizId}/export?format=${format}`, "owner");
    expect(file.statusCode, file.body).toBe(200);
    if (format === "gift") {
      expect(file.body).toContain("::Boiling point::");
      expect(file.body).toContain("::Speed of light (km/s)::");
    } else {
      expect(file.body).toMatch(/<name>\s*<text>Boiling point<\/text>\s*<\/name>/);
    }
    const back = await freshSection(`Back ${format}`);
    await importInto(back, file.body, format === "gift" ? "bank.txt" : "bank.xml");
    const titles = (await questionsOf(back)).map((q) => q.title);
    const own = (await questionsOf(section, quizId)).length;
    expect(titles.slice(-own, -1)).toEqual(["Boiling point", "Speed of light (km/s)"]);
  });
});
