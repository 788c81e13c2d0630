import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AuthoringQuiz,
  AuthoringSection,
  AuthoringSelector,
  SectionList,
  SelectorList,
} from "@tq/contract/quizzes";
import { errorOf } from "../../support/helpers.ts";
import { buildQuiz, OUTSIDERS, quizWorld } from "../quiz-factory.ts";

let w: Awaited<ReturnType<typeof quizWorld>>;
let subjectQuiz: AuthoringQuiz;
let drawSection: AuthoringSection;
beforeAll(async () => {
  w = await quizWorld();
  // Chapter 2: a published quiz at the advanced level, difficulty 4 (8 questions), and a draft one (never drawn).
  for (const status of ["published", "draft"] as const) {
    await buildQuiz(w.t.database, {
      courseId: w.tree.course.id,
      subjectId: w.tree.subject.id,
      chapterId: w.tree.chapters.ch2.id,
      levelId: w.tree.levels.advanced.id,
      difficulty: 4,
      status,
    });
  }
  subjectQuiz = (
    await w.call("POST", `/api/quizzes/subjects/${w.tree.subject.id}`, "owner", { title: "End of term" })
  ).json() as AuthoringQuiz;
  const res = await w.call("POST", `/api/quizzes/${subjectQuiz.id}/sections`, "owner", { title: "Drawn" });
  drawSection = res.json() as AuthoringSection;
});
afterAll(() => w.t.close());

describe("sections", () => {
  it("adds sections last, renames them, sanitizes their instructions", async () => {
    const res = await w.call("POST", `/api/quizzes/${subjectQuiz.id}/sections`, "assistant", {
      title: "Fixed",
      instructionsHtml: "<p>Show $x$</p><iframe></iframe>",
    });
    expect(res.statusCode).toBe(201);
    const section = res.json() as AuthoringSection;
    expect(section).toMatchObject({ title: "Fixed", position: 2, questions: [], selectors: [] });
    expect(section.instructionsHtml).toBe("<p>Show $x$</p>");
    expect(section.instructionsRendered).toContain("katex");
    const renamed = await w.call("PATCH", `/api/quizzes/sections/${section.id}`, "world", { title: "Fixed part" });
    expect(renamed.json()).toMatchObject({ title: "Fixed part", instructionsHtml: "<p>Show $x$</p>" });
  });

  it("reorders sections and refuses a wrong id set (400)", async () => {
    const quiz = (await w.call("GET", `/api/quizzes/${subjectQuiz.id}`, "owner")).json() as AuthoringQuiz;
    const ids = quiz.sections.map((s) => s.id).reverse();
    const res = await w.call("PUT", `/api/quizzes/${subjectQuiz.id}/sections/order`, "owner", { ids });
    expect((res.json() as SectionList).sections.map((s) => s.id)).toEqual(ids);
    const bad = await w.call("PUT", `/api/quizzes/${subjectQuiz.id}/sections/order`, "owner", {
      ids: [...ids, w.built.sections.partA],
    });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses to delete a section with questions (409), deletes an empty one", async () => {
    const refused = await w.call("DELETE", `/api/quizzes/sections/${w.built.sections.partB}`, "owner");
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toMatch(/has 1 question: delete or move it first/);
    const spare = await w.call("POST", `/api/quizzes/${w.built.quizId}/sections`, "owner", { title: "Spare" });
    const id = (spare.json() as AuthoringSection).id;
    expect((await w.call("DELETE", `/api/quizzes/sections/${id}`, "owner")).statusCode).toBe(200);
    const quiz = (await w.call("GET", `/api/quizzes/${w.built.quizId}`, "owner")).json() as AuthoringQuiz;
    expect(quiz.sections.map((s) => s.position)).toEqual([1, 2]);
  });
});

describe("selectors and their pools", () => {
  const make = async (body: object) => {
    const res = await w.call("POST", `/api/quizzes/sections/${drawSection.id}/selectors`, "owner", body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AuthoringSelector;
  };

  it("counts the published chapter quizzes' questions that fit (chapters, levels, difficulty)", async () => {
    const { ch1, ch2 } = w.tree.chapters;
    const { foundation, advanced } = w.tree.levels;
    expect((await make({ count: 5 })).poolSize).toBe(16);
    expect((await make({ count: 5, chapterIds: [ch1.id] })).poolSize).toBe(8);
    expect((await make({ count: 5, chapterIds: [ch2.id], levelIds: [advanced.id] })).poolSize).toBe(8);
    expect((await make({ count: 5, levelIds: [foundation.id], difficultyMin: 3 })).poolSize).toBe(0);
    expect((await make({ count: 5, difficultyMin: 3, difficultyMax: 5 })).poolSize).toBe(8);
    const list = (
      await w.call("GET", `/api/quizzes/sections/${drawSection.id}/selectors`, "assistant")
    ).json() as SelectorList;
    expect(list.selectors.map((s) => s.poolSize)).toEqual([16, 8, 8, 0, 8]);
    const one = list.selectors[1];
    const pool = await w.call("GET", `/api/quizzes/selectors/${one?.id}/pool`, "world");
    expect(pool.json()).toEqual({ poolSize: 8 });
    const preview = await w.call("POST", `/api/quizzes/sections/${drawSection.id}/pool`, "owner", {
      count: 1,
      chapterIds: [ch1.id, ch2.id],
      difficultyMax: 2,
    });
    expect(preview.json()).toEqual({ poolSize: 8 });
  });

  it("validates selectors: the subject's own chapters and levels, a sane range, a count", async () => {
    const url = `/api/quizzes/sections/${drawSection.id}/selectors`;
    const foreign = await w.call("POST", url, "owner", { count: 2, chapterIds: [w.elsewhere.chapters.ch1.id] });
    expect(errorOf(foreign).fields?.chapterIds).toBe("Choose chapters of this quiz's subject.");
    const level = await w.call("POST", url, "owner", { count: 2, levelIds: [w.elsewhere.levels.advanced.id] });
    expect(errorOf(level).fields?.levelIds).toBe("Choose levels of this quiz's subject.");
    const range = await w.call("POST", url, "owner", { count: 2, difficultyMin: 4, difficultyMax: 2 });
    expect(errorOf(range).fields?.difficultyMax).toMatch(/cannot be below/);
    const count = await w.call("POST", url, "owner", { count: 0 });
    expect(errorOf(count).fields?.count).toBe("Draw at least 1 question.");
  });

  it("updates a selector (its pool follows) and deletes it", async () => {
    const selector = await make({ count: 3, chapterIds: [w.tree.chapters.ch1.id] });
    const url = `/api/quizzes/selectors/${selector.id}`;
    const res = await w.call("PATCH", url, "assistant", { chapterIds: [], difficultyMin: 4 });
    expect(res.json()).toMatchObject({ chapterIds: [], difficultyMin: 4, difficultyMax: 5, poolSize: 8, count: 3 });
    const range = await w.call("PATCH", url, "assistant", { difficultyMax: 3 });
    expect(range.statusCode).toBe(400);
    expect((await w.call("DELETE", url, "owner")).statusCode).toBe(200);
    expect((await w.call("GET", `${url}/pool`, "owner")).statusCode).toBe(404);
  });

  it("refuses selectors in a chapter quiz (409)", async () => {
    const res = await w.call("POST", `/api/quizzes/sections/${w.built.sections.partA}/selectors`, "owner", {
      count: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toMatch(/Only subject quizzes/);
  });

  it("publishes a subject quiz only when every selector's pool is big enough", async () => {
    const quiz = (
      await w.call("POST", `/api/quizzes/subjects/${w.tree.subject.id}`, "owner", { title: "Drawn only" })
    ).json() as AuthoringQuiz;
    const section = (
      await w.call("POST", `/api/quizzes/${quiz.id}/sections`, "owner", { title: "Draw" })
    ).json() as AuthoringSection;
    const selector = (
      await w.call("POST", `/api/quizzes/sections/${section.id}/selectors`, "owner", { count: 20 })
    ).json() as AuthoringSelector;
    const refused = await w.call("PUT", `/api/quizzes/${quiz.id}/status`, "owner", { status: "published" });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toMatch(/draws 20 questions but only 16 fit it/);
    await w.call("PATCH", `/api/quizzes/selectors/${selector.id}`, "owner", { count: 16 });
    const ok = await w.call("PUT", `/api/quizzes/${quiz.id}/status`, "owner", { status: "published" });
    expect(ok.statusCode).toBe(200);
    const read = ok.json() as AuthoringQuiz;
    expect(read.sections[0]?.selectors[0]?.poolSize).toBe(16);
  });
});

describe("who may author sections and selectors", () => {
  it("refuses outsiders on every section and selector route", async () => {
    const selector = (
      await w.call("POST", `/api/quizzes/sections/${drawSection.id}/selectors`, "owner", { count: 1 })
    ).json() as AuthoringSelector;
    const calls = [
      ["POST", `/api/quizzes/${subjectQuiz.id}/sections`, { title: "x" }],
      ["PATCH", `/api/quizzes/sections/${drawSection.id}`, { title: "x" }],
      ["DELETE", `/api/quizzes/sections/${drawSection.id}`, undefined],
      ["PUT", `/api/quizzes/${subjectQuiz.id}/sections/order`, { ids: [drawSection.id] }],
      ["GET", `/api/quizzes/sections/${drawSection.id}/selectors`, undefined],
      ["POST", `/api/quizzes/sections/${drawSection.id}/selectors`, { count: 1 }],
      ["POST", `/api/quizzes/sections/${drawSection.id}/pool`, { count: 1 }],
      ["PATCH", `/api/quizzes/selectors/${selector.id}`, { count: 2 }],
      ["DELETE", `/api/quizzes/selectors/${selector.id}`, undefined],
      ["GET", `/api/quizzes/selectors/${selector.id}/pool`, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      for (const [who, status] of OUTSIDERS) {
        const res = await w.call(method, url, who, body);
        expect(res.statusCode, `${method} ${url} as ${who}`).toBe(status);
      }
    }
  });

  it("answers 404 for unknown sections and selectors", async () => {
    for (const [method, url] of [
      ["PATCH", "/api/quizzes/sections/999999"],
      ["GET", "/api/quizzes/selectors/999999/pool"],
      ["DELETE", "/api/quizzes/selectors/999999"],
    ] as const) {
      const res = await w.call(method, url, "owner", method === "PATCH" ? { title: "x" } : undefined);
      expect(res.statusCode, url).toBe(404);
    }
  });
});
