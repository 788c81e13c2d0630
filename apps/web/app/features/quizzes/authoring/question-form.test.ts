import type { AuthoringQuestion } from "@tq/contract/quiz-authoring";
import { describe, expect, it } from "vitest";
import { checkQuestion, correctSummary, editorErrors, valuesOf } from "./question-form.ts";

const meta = {
  id: 7,
  sectionId: 1,
  quizId: 1,
  position: 1,
  revision: 3,
  updatedAt: "2026-01-01T00:00:00.000Z",
  title: null,
  stemHtml: "<p>Pick one</p>",
  stemRendered: "<p>Pick one</p>",
  marks: 2,
  negativeMarks: 0,
  explanationHtml: "",
  explanationRendered: "",
  levelId: null,
  difficulty: 2,
};
const option = (id: number, correct: boolean) => ({
  id,
  position: id,
  html: `<p>${id}</p>`,
  rendered: `<p>${id}</p>`,
  correct,
  subOptions: [],
});

describe("question form", () => {
  it("sends a saved single-choice question back as it was loaded", () => {
    const q: AuthoringQuestion = { type: "single", ...meta, options: [option(1, false), option(2, true)] };
    const checked = checkQuestion(valuesOf(q));
    expect(checked).toMatchObject({
      ok: true,
      input: {
        type: "single",
        marks: 2,
        difficulty: 2,
        options: [
          { id: 1, correct: false },
          { id: 2, correct: true },
        ],
      },
    });
    expect(correctSummary(q)).toBe("Correct: B");
  });

  it("names the fields a new question still needs, by their paths", () => {
    const checked = checkQuestion(valuesOf(null, "single"));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.stemHtml).toBe("Write the question.");
  });

  it("asks for exactly one correct option", () => {
    const values = valuesOf(null, "single");
    values.stemHtml = "<p>Q</p>";
    const checked = checkQuestion(values);
    expect(checked).toEqual({ ok: false, errors: { options: "Mark exactly one option as correct." } });
  });

  it("shows a numeric answer's error under the numeric field", () => {
    const values = { ...valuesOf(null), type: "numeric" as const, stemHtml: "<p>Q</p>" };
    const checked = checkQuestion(values);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.numericAnswer).toBe("Enter the correct value.");
    expect(editorErrors("single", { answer: "x" })).toEqual({ answer: "x" });
  });
});
