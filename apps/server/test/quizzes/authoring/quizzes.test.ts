import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { AuthoringQuiz, QuizList } from "@tq/contract/quizzes";
import { auditLog, quizzes } from "../../../src/db/schema/index.ts";
import type { Who } from "../../authoring/authoring-factory.ts";
import { errorOf } from "../../support/helpers.ts";
import { OUTSIDERS, quizWorld } from "../quiz-factory.ts";

let w: Awaited<ReturnType<typeof quizWorld>>;
let chapterUrl: string;
let subjectUrl: string;
beforeAll(async () => {
  w = await quizWorld();
  chapterUrl = `/api/quizzes/chapters/${w.tree.chapters.ch1.id}`;
  subjectUrl = `/api/quizzes/subjects/${w.tree.subject.id}`;
});
afterAll(() => w.t.close());

async function create(url: string, who: Who, body: object = { title: "Warm-up" }) {
  const res = await w.call("POST", url, who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AuthoringQuiz;
}

describe("chapter quizzes", () => {
  it("lists a chapter's quizzes with the names around them", async () => {
    const res = await w.call("GET", chapterUrl, "assistant");
    expect(res.statusCode).toBe(200);
    const list = res.json() as QuizList;
    expect(list.course).toEqual({ id: w.tree.course.id, title: w.tree.course.title });
    expect(list.chapter).toMatchObject({ id: w.tree.chapters.ch1.id, number: 1 });
    expect(list.quizzes).toHaveLength(1);
    expect(list.quizzes[0]).toMatchObject({ kind: "chapter", status: "published", sectionCount: 2, questionCount: 8 });
  });

  it("creates a draft quiz last, with settings and sanitized, rendered instructions", async () => {
    const quiz = await create(chapterUrl, "owner", {
      title: "  Newton quiz ",
      instructionsHtml: '<p onclick="x()">Use $g = 9.8$</p><script>alert(1)</script>',
      timeLimitMinutes: 20,
      attemptsAllowed: 3,
      passPercent: 60,
      availableFrom: "2030-01-01T08:00:00Z",
      availableUntil: "2030-01-02T08:00:00Z",
      shuffleOptions: true,
      releasePolicy: "after_marking",
      requiresReview: true,
    });
    expect(quiz).toMatchObject({
      kind: "chapter",
      title: "Newton quiz",
      status: "draft",
      position: 2,
      chapterId: w.tree.chapters.ch1.id,
      subjectId: w.tree.subject.id,
      courseId: w.tree.course.id,
      timeLimitMinutes: 20,
      attemptsAllowed: 3,
      passPercent: 60,
      shuffleOptions: true,
      shuffleQuestions: false,
      releasePolicy: "after_marking",
      requiresReview: true,
      sections: [],
      availableFrom: "2030-01-01T08:00:00.000Z",
    });
    expect(quiz.instructionsHtml).toBe("<p>Use $g = 9.8$</p>");
    expect(quiz.instructionsRendered).toContain("katex");
    expect(quiz.levels.map((l) => l.name)).toEqual(["Foundation", "Advanced"]);
    expect(quiz.chapters.map((c) => c.number)).toEqual([1, 2]);
    const [logged] = await w.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "quiz.create"), eq(auditLog.targetId, String(quiz.id))));
    expect(logged?.actorId).toBe(w.people.owner.id);
  });

  it("validates the settings with field messages", async () => {
    const bad = await w.call("POST", chapterUrl, "owner", { title: "", passPercent: 120, timeLimitMinutes: 0 });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      title: "Enter the quiz's title.",
      passPercent: "The pass mark is between 0 and 100%.",
      timeLimitMinutes: "A time limit is at least 1 minute.",
    });
    const window = await w.call("POST", chapterUrl, "owner", {
      title: "Backwards",
      availableFrom: "2030-01-02T00:00:00Z",
      availableUntil: "2030-01-01T00:00:00Z",
    });
    expect(errorOf(window).fields?.availableUntil).toBe("The quiz must open before it closes.");
  });

  it("updates settings, refuses a stale revision (409) and a window closing before it opens", async () => {
    const quiz = await create(chapterUrl, "assistant", { title: "Settings", availableFrom: "2030-05-01T00:00:00Z" });
    const url = `/api/quizzes/${quiz.id}`;
    const ok = await w.call("PATCH", url, "world", { passPercent: 70, attemptsAllowed: null, baseRevision: 1 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ passPercent: 70, attemptsAllowed: null, revision: 2, title: "Settings" });
    const stale = await w.call("PATCH", url, "owner", { passPercent: 40, baseRevision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe("conflict");
    const closing = await w.call("PATCH", url, "owner", { availableUntil: "2030-04-01T00:00:00Z" });
    expect(closing.statusCode).toBe(400);
    expect(errorOf(closing).fields?.availableUntil).toMatch(/open before it closes/);
  });

  it("reorders a chapter's quizzes and refuses a wrong id set (400)", async () => {
    const list = (await w.call("GET", chapterUrl, "owner")).json() as QuizList;
    const ids = list.quizzes.map((q) => q.id);
    const reversed = [...ids].reverse();
    const res = await w.call("PUT", `${chapterUrl}/order`, "owner", { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect((res.json() as QuizList).quizzes.map((q) => q.id)).toEqual(reversed);
    for (const bad of [ids.slice(1), [...ids, 999_999]]) {
      const refused = await w.call("PUT", `${chapterUrl}/order`, "owner", { ids: bad });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).fields?.ids).toMatch(/exactly once/);
    }
  });

  it("deletes a quiz (bumping what students see) and answers 404 after", async () => {
    const quiz = await create(chapterUrl, "owner", { title: "Doomed" });
    const before = w.t.app.ctx.publicVersion.value;
    const res = await w.call("DELETE", `/api/quizzes/${quiz.id}`, "assistant");
    expect(res.statusCode).toBe(200);
    expect(w.t.app.ctx.publicVersion.value).toBeGreaterThan(before);
    expect((await w.call("GET", `/api/quizzes/${quiz.id}`, "owner")).statusCode).toBe(404);
    expect((await w.call("DELETE", `/api/quizzes/${quiz.id}`, "owner")).statusCode).toBe(404);
  });
});

describe("subject quizzes", () => {
  it("creates, lists and reorders a subject's quizzes (chapter quizzes are not among them)", async () => {
    const a = await create(subjectUrl, "owner", { title: "Mock exam A" });
    const b = await create(subjectUrl, "world", { title: "Mock exam B" });
    expect(a).toMatchObject({ kind: "subject", chapterId: null, chapter: null, position: 1 });
    expect(b.position).toBe(2);
    const list = (await w.call("GET", subjectUrl, "assistant")).json() as QuizList;
    expect(list.chapter).toBeNull();
    expect(list.quizzes.map((q) => q.id)).toEqual([a.id, b.id]);
    const res = await w.call("PUT", `${subjectUrl}/order`, "assistant", { ids: [b.id, a.id] });
    expect((res.json() as QuizList).quizzes.map((q) => q.title)).toEqual(["Mock exam B", "Mock exam A"]);
  });
});

describe("publishing", () => {
  it("refuses (409) a quiz without sections, with an empty section, or with an unanswerable question", async () => {
    const quiz = await create(chapterUrl, "owner", { title: "Unready" });
    const status = `/api/quizzes/${quiz.id}/status`;
    const none = await w.call("PUT", status, "owner", { status: "published" });
    expect(none.statusCode).toBe(409);
    expect(errorOf(none).message).toMatch(/Add a section/);

    const section = await w.call("POST", `/api/quizzes/${quiz.id}/sections`, "owner", { title: "Only part" });
    const sectionId = (section.json() as { id: number }).id;
    const empty = await w.call("PUT", status, "owner", { status: "published" });
    expect(errorOf(empty).message).toMatch(/Section "Only part" has no questions/);
    expect(errorOf(empty).fields).toHaveProperty(`sections.${sectionId}`);

    const short = await w.call("POST", "/api/quizzes/questions", "owner", {
      sectionId,
      type: "short",
      stemHtml: "<p>Name the unit of force.</p>",
      marks: 1,
      scheme: { modelAnswerHtml: "<p>newton</p>", rules: "# to do" },
    });
    expect(short.statusCode).toBe(201);
    const unmarkable = await w.call("PUT", status, "owner", { status: "published" });
    expect(unmarkable.statusCode).toBe(409);
    expect(errorOf(unmarkable).message).toMatch(/Question 1 of "Only part" has no keyword rules/);

    const questionId = (short.json() as { id: number }).id;
    await w.call("PUT", `/api/quizzes/questions/${questionId}/scheme`, "owner", {
      modelAnswerHtml: "<p>newton</p>",
      rules: "1: newton*",
    });
    const before = w.t.app.ctx.publicVersion.value;
    const published = await w.call("PUT", status, "owner", { status: "published" });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: "published" });
    expect((published.json() as AuthoringQuiz).publishedAt).not.toBeNull();
    expect(w.t.app.ctx.publicVersion.value).toBeGreaterThan(before);
    const draft = await w.call("PUT", status, "assistant", { status: "draft" });
    expect(draft.json()).toMatchObject({ status: "draft", publishedAt: null });
  });

  it("publishes the factory quiz (every type, answer keys complete)", async () => {
    await w.t.database.db.update(quizzes).set({ status: "draft" }).where(eq(quizzes.id, w.built.quizId));
    const res = await w.call("PUT", `/api/quizzes/${w.built.quizId}/status`, "world", { status: "published" });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("who may author quizzes", () => {
  it("refuses everyone but the owner, the course's assistants and the world director", async () => {
    const quizUrl = `/api/quizzes/${w.built.quizId}`;
    const calls = [
      ["GET", chapterUrl, undefined],
      ["POST", chapterUrl, { title: "Intruder" }],
      ["GET", subjectUrl, undefined],
      ["GET", quizUrl, undefined],
      ["PATCH", quizUrl, { title: "Hijacked" }],
      ["PUT", `${quizUrl}/status`, { status: "draft" }],
      ["DELETE", quizUrl, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      for (const [who, status] of OUTSIDERS) {
        const res = await w.call(method, url, who, body);
        expect(res.statusCode, `${method} ${url} as ${who}`).toBe(status);
      }
    }
    expect((await w.call("GET", quizUrl, "owner")).json()).toMatchObject({ title: "Forces check" });
  });

  it("answers 404 for unknown chapters, subjects and quizzes", async () => {
    for (const url of ["/api/quizzes/chapters/999999", "/api/quizzes/subjects/999999", "/api/quizzes/999999"]) {
      const res = await w.call("GET", url, "owner");
      expect(res.statusCode, url).toBe(404);
    }
  });
});
