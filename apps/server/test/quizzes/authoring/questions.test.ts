import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthoringQuestion, MarkingScheme, SubOptionList } from "@tq/contract/quiz-authoring";
import type { AuthoringQuiz } from "@tq/contract/quizzes";
import type { Who } from "../../authoring/authoring-factory.ts";
import { errorOf } from "../../support/helpers.ts";
import { ALL_TYPES, OUTSIDERS, quizWorld, sampleQuestion } from "../quiz-factory.ts";

let w: Awaited<ReturnType<typeof quizWorld>>;
let partA: number;
let partB: number;
beforeAll(async () => {
  w = await quizWorld();
  partA = w.built.sections.partA;
  partB = w.built.sections.partB;
});
afterAll(() => w.t.close());

const q = (id: number) => `/api/quizzes/questions/${id}`;

async function create(body: object, who: Who = "owner") {
  const res = await w.call("POST", "/api/quizzes/questions", who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AuthoringQuestion;
}

async function sectionIds(sectionId: number) {
  const quiz = (await w.call("GET", `/api/quizzes/${w.built.quizId}`, "owner")).json() as AuthoringQuiz;
  return quiz.sections.find((s) => s.id === sectionId)?.questions.map((x) => x.id) ?? [];
}

describe("questions of every type", () => {
  it("stores each type and answers it in the shape it was sent (answer key included)", async () => {
    for (const type of ALL_TYPES) {
      const sent = sampleQuestion(type, w.tree.levels.advanced.id, 4);
      const got = await create({ sectionId: partB, ...sent }, "assistant");
      expect(got).toMatchObject({
        type,
        sectionId: partB,
        quizId: w.built.quizId,
        revision: 1,
        levelId: w.tree.levels.advanced.id,
        difficulty: 4,
      });
      expect(got.marks).toBe(sent.marks);
      expect(got.stemRendered).toContain("<p>");
      if (got.type === "single" || got.type === "multiple" || got.type === "twotier") {
        expect(got.options.map((o) => o.correct)).toEqual(
          (sent as { options: { correct: boolean }[] }).options.map((o) => o.correct),
        );
      }
      if (got.type === "numeric") expect(got).toMatchObject({ answer: 2, tolerance: 0.05, unit: "m/s²" });
      if (got.type === "truefalse") expect(got.answer).toBe(false);
      if (got.type === "short") expect(got.scheme.rules).toBe("2: newton | newtons | N");
      if (got.type === "twotier") {
        expect(got.firstTierMarks).toBe(1);
        expect(got.options[1]?.subOptions.map((s) => s.correct)).toEqual([true, false]);
      }
      const read = await w.call("GET", q(got.id), "world");
      expect(read.json()).toEqual(got);
    }
  });

  it("sanitizes HTML and renders math", async () => {
    const got = await create({
      sectionId: partB,
      type: "truefalse",
      stemHtml: '<p>Is $\\frac{1}{2} = 0.5$?<img src="x" onerror="alert(1)"></p>',
      marks: 1,
      answer: true,
      explanationHtml: "<p>Yes: $0.5$.</p><script>bad()</script>",
    });
    expect(got.stemHtml).not.toMatch(/onerror|<script/);
    expect(got.stemRendered).toContain("katex");
    expect(got.explanationHtml).toBe("<p>Yes: $0.5$.</p>");
  });
});

describe("validation beyond the shape", () => {
  const base = { stemHtml: "<p>Pick.</p>", marks: 2 };
  const opts = (...correct: boolean[]) => correct.map((c, i) => ({ html: `Option ${i}`, correct: c }));
  const cases: [string, object, string, RegExp][] = [
    ["single with two correct", { type: "single", options: opts(true, true) }, "options", /exactly one option/],
    ["single with none correct", { type: "single", options: opts(false, false) }, "options", /exactly one option/],
    ["multiple with none correct", { type: "multiple", options: opts(false, false) }, "options", /at least one/],
    [
      "two-tier with two correct options",
      { type: "twotier", firstTierMarks: 1, options: opts(true, true) },
      "options",
      /exactly one option/,
    ],
    [
      "two-tier first tier above the marks",
      { type: "twotier", firstTierMarks: 3, options: opts(true, false) },
      "firstTierMarks",
      /more than the whole question/,
    ],
    [
      "two-tier reasons with two correct",
      {
        type: "twotier",
        firstTierMarks: 1,
        options: [
          {
            html: "A",
            correct: true,
            subOptions: [
              { html: "r1", correct: true },
              { html: "r2", correct: true },
            ],
          },
          { html: "B", correct: false },
        ],
      },
      "options.0.subOptions",
      /Option A: Mark exactly one reason/,
    ],
    [
      "numeric with a negative tolerance",
      { type: "numeric", answer: 3, tolerance: -1 },
      "tolerance",
      /cannot be negative/,
    ],
    [
      "a wrong answer costing more than the question",
      { type: "truefalse", answer: true, negativeMarks: 3 },
      "negativeMarks",
      /cannot cost more/,
    ],
    ["an empty stem", { type: "truefalse", answer: true, stemHtml: "  " }, "stemHtml", /Write the question/],
  ];
  for (const [name, body, field, message] of cases) {
    it(`refuses ${name} (400, field ${field})`, async () => {
      const res = await w.call("POST", "/api/quizzes/questions", "owner", { sectionId: partB, ...base, ...body });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.[field]).toMatch(message);
    });
  }

  it("refuses a level of another subject", async () => {
    const res = await w.call("POST", "/api/quizzes/questions", "owner", {
      sectionId: partB,
      ...sampleQuestion("truefalse", w.elsewhere.levels.foundation.id),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.levelId).toBe("Choose one of this subject's levels.");
  });
});

describe("editing", () => {
  it("replaces a question from its revision, keeping option ids, and refuses a stale one (409)", async () => {
    const original = await create({ sectionId: partB, ...sampleQuestion("single") });
    if (original.type !== "single") throw new Error("expected single");
    const [a, b, c] = original.options;
    const body = {
      ...sampleQuestion("single"),
      stemHtml: "<p>Changed stem</p>",
      options: [
        { id: c?.id, html: "Third first", correct: true },
        { id: a?.id, html: "First", correct: false },
      ],
      baseRevision: 1,
    };
    const saved = await w.call("PUT", q(original.id), "assistant", body);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json() as AuthoringQuestion;
    if (after.type !== "single") throw new Error("expected single");
    expect(after.revision).toBe(2);
    expect(after.options.map((o) => o.id)).toEqual([c?.id, a?.id]);
    expect(after.options.map((o) => o.html)).toEqual(["Third first", "First"]);
    expect(after.options.some((o) => o.id === b?.id)).toBe(false);

    const stale = await w.call("PUT", q(original.id), "owner", { ...body, stemHtml: "<p>Mine</p>" });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toMatch(/Someone saved this question/);

    const foreign = await w.call("PUT", q(original.id), "owner", {
      ...body,
      baseRevision: 2,
      options: [
        { id: w.built.questions.single + 100_000, html: "x", correct: true },
        { html: "y", correct: false },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).fields).toHaveProperty("options.0.id");
  });

  it("changes a question's type (the old answer key goes)", async () => {
    const original = await create({ sectionId: partB, ...sampleQuestion("short") });
    const res = await w.call("PUT", q(original.id), "owner", { ...sampleQuestion("numeric"), baseRevision: 1 });
    expect(res.json()).toMatchObject({ type: "numeric", answer: 2 });
    expect((await w.call("GET", `${q(original.id)}/scheme`, "owner")).statusCode).toBe(409);
  });

  it("reorders a section's questions and refuses a wrong id set (400)", async () => {
    const ids = await sectionIds(partA);
    const reversed = [...ids].reverse();
    const res = await w.call("PUT", `/api/quizzes/sections/${partA}/questions/order`, "assistant", { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(await sectionIds(partA)).toEqual(reversed);
    const bad = await w.call("PUT", `/api/quizzes/sections/${partA}/questions/order`, "owner", { ids: ids.slice(1) });
    expect(bad.statusCode).toBe(400);
    const foreign = await w.call("PUT", `/api/quizzes/sections/${partA}/questions/order`, "owner", {
      ids: [...ids.slice(1), w.built.extra],
    });
    expect(foreign.statusCode).toBe(400);
  });

  it("moves a question to another section of the same quiz, and refuses another quiz's section", async () => {
    const id = (await sectionIds(partA))[0] ?? 0;
    const res = await w.call("POST", `${q(id)}/move`, "owner", { sectionId: partB });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sectionId: partB });
    expect((await sectionIds(partB)).at(-1)).toBe(id);
    const positions = (
      (await w.call("GET", `/api/quizzes/${w.built.quizId}`, "owner")).json() as AuthoringQuiz
    ).sections
      .find((s) => s.id === partA)
      ?.questions.map((x) => x.position);
    expect(positions).toEqual(positions?.map((_, i) => i + 1));
    const other = await w.call("POST", `/api/quizzes/${w.built.quizId}/sections`, "owner", { title: "Other" });
    expect(other.statusCode).toBe(201);
    const quiz2 = await w.call("POST", `/api/quizzes/subjects/${w.tree.subject.id}`, "owner", { title: "Elsewhere" });
    const s2 = await w.call("POST", `/api/quizzes/${(quiz2.json() as AuthoringQuiz).id}/sections`, "owner", {
      title: "S",
    });
    const refused = await w.call("POST", `${q(id)}/move`, "owner", { sectionId: (s2.json() as { id: number }).id });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields?.sectionId).toMatch(/same quiz/);
  });

  it("duplicates a question right after the original, with its options, reasons and scheme", async () => {
    const before = await sectionIds(partA);
    const id = w.built.questions.twotier;
    const res = await w.call("POST", `${q(id)}/duplicate`, "world");
    expect(res.statusCode).toBe(201);
    const copy = res.json() as AuthoringQuestion;
    const original = (await w.call("GET", q(id), "owner")).json() as AuthoringQuestion;
    expect(copy.id).not.toBe(id);
    const after = await sectionIds(partA);
    expect(after).toEqual(before.flatMap((x) => (x === id ? [x, copy.id] : [x])));
    if (copy.type !== "twotier" || original.type !== "twotier") throw new Error("expected two-tier");
    expect(copy.options.map((o) => o.subOptions.map((s) => s.html))).toEqual(
      original.options.map((o) => o.subOptions.map((s) => s.html)),
    );
    expect(copy.options[0]?.id).not.toBe(original.options[0]?.id);
  });

  it("deletes a question and closes the gap", async () => {
    const ids = await sectionIds(partA);
    const res = await w.call("DELETE", q(ids[1] ?? 0), "assistant");
    expect(res.statusCode).toBe(200);
    expect(await sectionIds(partA)).toEqual([ids[0], ...ids.slice(2)]);
    expect((await w.call("GET", q(ids[1] ?? 0), "owner")).statusCode).toBe(404);
  });
});

describe("sub-options (two-tier reasons)", () => {
  it("lists and replaces one option's reasons, bumping the question's revision", async () => {
    const question = (await w.call("GET", q(w.built.questions.twotier), "owner")).json() as AuthoringQuestion;
    if (question.type !== "twotier") throw new Error("expected two-tier");
    const option = question.options[1];
    const url = `/api/quizzes/options/${option?.id}/sub-options`;
    const list = (await w.call("GET", url, "assistant")).json() as SubOptionList;
    expect(list.option).toMatchObject({ letter: "B", correct: true });
    expect(list.subOptions.map((s) => s.correct)).toEqual([true, false]);
    const keep = list.subOptions[0];
    const res = await w.call("PUT", url, "assistant", {
      baseRevision: question.revision,
      subOptions: [
        { html: "air resistance", correct: false },
        { id: keep?.id, html: "gravity never stops acting", correct: true },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as SubOptionList;
    expect(saved.subOptions.map((s) => s.html)).toEqual(["air resistance", "gravity never stops acting"]);
    expect(saved.subOptions[1]?.id).toBe(keep?.id);
    expect(saved.question.revision).toBe(question.revision + 1);
    const stale = await w.call("PUT", url, "owner", { baseRevision: question.revision, subOptions: [] });
    expect(stale.statusCode).toBe(409);
    const twoRight = await w.call("PUT", url, "owner", {
      subOptions: [
        { html: "a", correct: true },
        { html: "b", correct: true },
      ],
    });
    expect(twoRight.statusCode).toBe(400);
    expect(errorOf(twoRight).fields?.subOptions).toMatch(/exactly one reason/);
  });

  it("refuses reasons on an option of another type (409) and unknown options (404)", async () => {
    const single = (await w.call("GET", q(w.built.questions.single), "owner")).json() as AuthoringQuestion;
    if (single.type !== "single") throw new Error("expected single");
    const res = await w.call("GET", `/api/quizzes/options/${single.options[0]?.id}/sub-options`, "owner");
    expect(res.statusCode).toBe(409);
    expect((await w.call("GET", "/api/quizzes/options/999999/sub-options", "owner")).statusCode).toBe(404);
  });
});

describe("marking schemes", () => {
  it("reads and stores a scheme (model answer sanitized, rules as written)", async () => {
    const url = `${q(w.built.questions.subjective)}/scheme`;
    const got = (await w.call("GET", url, "assistant")).json() as MarkingScheme;
    expect(got).toMatchObject({ type: "subjective", maxMarks: 4 });
    const res = await w.call("PUT", url, "assistant", {
      modelAnswerHtml: "<p>Inertia: $\\sum F = 0$</p><script>x</script>",
      rules: "3: inertia\n-1: /forces? cause motion/",
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as MarkingScheme;
    expect(saved.modelAnswerHtml).toBe("<p>Inertia: $\\sum F = 0$</p>");
    expect(saved.modelAnswerRendered).toContain("katex");
    expect(saved.rules).toBe("3: inertia\n-1: /forces? cause motion/");
    expect((await w.call("GET", `${q(w.built.questions.numeric)}/scheme`, "owner")).statusCode).toBe(409);
  });
});

describe("who may author questions", () => {
  it("refuses outsiders on every question route", async () => {
    const id = (await create({ sectionId: partB, ...sampleQuestion("single") })).id;
    const short = (await create({ sectionId: partB, ...sampleQuestion("short") })).id;
    const twotier = await create({ sectionId: partB, ...sampleQuestion("twotier") });
    const optionId = twotier.type === "twotier" ? twotier.options[0]?.id : 0;
    const calls = [
      ["POST", "/api/quizzes/questions", { sectionId: partB, ...sampleQuestion("truefalse") }],
      ["GET", q(id), undefined],
      ["PUT", q(id), { ...sampleQuestion("single"), baseRevision: 1 }],
      ["DELETE", q(id), undefined],
      ["POST", `${q(id)}/duplicate`, undefined],
      ["POST", `${q(id)}/move`, { sectionId: partB }],
      ["PUT", `/api/quizzes/sections/${partA}/questions/order`, { ids: await sectionIds(partA) }],
      ["GET", `/api/quizzes/options/${optionId}/sub-options`, undefined],
      ["PUT", `/api/quizzes/options/${optionId}/sub-options`, { subOptions: [] }],
      ["GET", `${q(short)}/scheme`, undefined],
      ["PUT", `${q(short)}/scheme`, { rules: "1: x" }],
    ] as const;
    for (const [method, url, body] of calls) {
      for (const [who, status] of OUTSIDERS) {
        const res = await w.call(method, url, who, body);
        expect(res.statusCode, `${method} ${url} as ${who}`).toBe(status);
      }
    }
  });

  it("answers 404 for unknown questions and sections", async () => {
    expect((await w.call("GET", q(999_999), "owner")).statusCode).toBe(404);
    const res = await w.call("POST", "/api/quizzes/questions", "owner", {
      sectionId: 999_999,
      ...sampleQuestion("truefalse"),
    });
    expect(res.statusCode).toBe(404);
  });
});
