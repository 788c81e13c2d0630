import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttemptView } from "@tq/contract/quiz-attempts";
import type { AvailableQuizzes, ChapterPublishedQuizzes, QuizIntro } from "@tq/contract/quiz-catalog";
import { eq } from "drizzle-orm";
import { courses, quizzes } from "../../../src/db/schema/index.ts";
import { mayTakeQuiz, newSubscriptionMemo } from "../../../src/modules/quizzes/taking/attempt-access.ts";
import { presentSessionUser } from "../../../src/modules/users/presenter.ts";
import { buildUser } from "../../support/helpers.ts";
import { buildQuiz, quizWorld } from "../quiz-factory.ts";

let w: Awaited<ReturnType<typeof quizWorld>>;
beforeAll(async () => {
  w = await quizWorld();
});
afterAll(() => w.t.close());

const place = () => ({ courseId: w.tree.course.id, subjectId: w.tree.subject.id, chapterId: w.tree.chapters.ch1.id });
const available = async (who: Parameters<typeof w.call>[2] = "student") =>
  (await w.call("GET", "/api/quizzes/available", who)).json() as AvailableQuizzes;
const quizzesOf = (list: AvailableQuizzes) =>
  list.courses.flatMap((c) => c.subjects.flatMap((s) => [...s.quizzes, ...s.chapters.flatMap((ch) => ch.quizzes)]));

describe("GET /api/quizzes/available", () => {
  it("lists the published quizzes by course, subject and chapter with the chapter's first tutorial", async () => {
    const draft = await buildQuiz(w.t.database, { ...place(), status: "draft", title: "Draft quiz" });
    const mock = await buildQuiz(w.t.database, { ...place(), kind: "subject", chapterId: null, title: "Mock exam" });
    const list = await available();
    const course = list.courses.find((c) => c.id === w.tree.course.id);
    const subject = course?.subjects.find((s) => s.id === w.tree.subject.id);
    expect(subject?.quizzes.map((q) => q.id)).toEqual([mock.quizId]);
    const chapter = subject?.chapters.find((c) => c.id === w.tree.chapters.ch1.id);
    expect(chapter?.quizzes.map((q) => q.id)).toContain(w.built.quizId);
    // The chapter's first published tutorial by position: "First law" (position 1).
    expect(chapter?.firstTutorial).toMatchObject({ tutorialId: w.tree.tutorials.preview.id, title: "First law" });
    expect(quizzesOf(list).map((q) => q.id)).not.toContain(draft.quizId);
  });

  it("counts the caller's exam attempts, the one in progress and the best released score", async () => {
    const built = await buildQuiz(w.t.database, { ...place(), title: "Counted", settings: { attemptsAllowed: 2 } });
    const before = quizzesOf(await available()).find((q) => q.id === built.quizId);
    expect(before).toMatchObject({ attemptsUsed: 0, attemptsLeft: 2, inProgress: false, bestPercent: null });
    const view = (
      await w.call("POST", `/api/quizzes/${built.quizId}/attempts`, "student", { mode: "exam" })
    ).json() as AttemptView;
    expect(quizzesOf(await available()).find((q) => q.id === built.quizId)).toMatchObject({
      attemptsUsed: 1,
      attemptsLeft: 1,
      inProgress: true,
    });
    await w.call("PUT", `/api/attempts/${view.id}/answers/3`, "student", {
      response: { type: "truefalse", value: false },
      clientSeq: 1,
    });
    await w.call("POST", `/api/attempts/${view.id}/submit`, "student");
    const after = quizzesOf(await available()).find((q) => q.id === built.quizId);
    expect(after?.inProgress).toBe(false);
    expect(after?.bestPercent).toBeGreaterThan(0);
  });

  it("gives staff, who do not take quizzes, an empty list, and refuses anonymous callers", async () => {
    expect((await available("owner")).courses).toEqual([]);
    expect((await w.call("GET", "/api/quizzes/available", null)).statusCode).toBe(401);
  });
});

describe("GET /api/quizzes/chapters/:chapterId/published", () => {
  it("lists the chapter's published quizzes with their question counts, publicly", async () => {
    const res = await w.call("GET", `/api/quizzes/chapters/${w.tree.chapters.ch1.id}/published`, null);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ChapterPublishedQuizzes;
    expect(body.courseId).toBe(w.tree.course.id);
    const quiz = body.quizzes.find((q) => q.id === w.built.quizId);
    // buildQuiz: one question of each of the seven types plus one in Part B.
    expect(quiz?.questionCount).toBe(8);
    expect(body.quizzes.every((q) => q.title !== "Draft quiz")).toBe(true);
  });

  it("answers 404 for an unknown chapter", async () => {
    expect((await w.call("GET", "/api/quizzes/chapters/999999/published", null)).statusCode).toBe(404);
  });
});

describe("GET /api/quizzes/:quizId/intro", () => {
  it("shows a published quiz's intro to anyone, with where it belongs", async () => {
    const res = await w.call("GET", `/api/quizzes/${w.built.quizId}/intro`, null);
    expect(res.statusCode).toBe(200);
    const intro = res.json() as QuizIntro;
    expect(intro).toMatchObject({
      title: "Forces check",
      kind: "chapter",
      instructionsHtml: "<p>Answer every question.</p>",
      passPercent: 50,
      questionCount: 8,
      chapter: { id: w.tree.chapters.ch1.id },
      firstTutorial: { tutorialId: w.tree.tutorials.preview.id },
    });
  });

  it("hides a draft quiz (404)", async () => {
    const draft = await buildQuiz(w.t.database, { ...place(), status: "draft" });
    expect((await w.call("GET", `/api/quizzes/${draft.quizId}/intro`, "student")).statusCode).toBe(404);
  });
});

describe("GET /api/quizzes/available?subjectId= (subjectquizzesstudent)", () => {
  it("keeps one subject: its own quizzes and its chapters'", async () => {
    const mock = await buildQuiz(w.t.database, { ...place(), kind: "subject", chapterId: null, title: "Subject mock" });
    const res = await w.call("GET", `/api/quizzes/available?subjectId=${w.tree.subject.id}`, "student");
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as AvailableQuizzes;
    expect(list.courses.flatMap((c) => c.subjects.map((s) => s.id))).toEqual([w.tree.subject.id]);
    const ids = quizzesOf(list).map((q) => q.id);
    expect(ids).toEqual(expect.arrayContaining([mock.quizId, w.built.quizId]));
    // Another subject (the other teacher's course) keeps none of them.
    const other = (
      await w.call("GET", `/api/quizzes/available?subjectId=${w.elsewhere.subject.id}`, "student")
    ).json() as AvailableQuizzes;
    expect(quizzesOf(other).map((q) => q.id)).not.toContain(w.built.quizId);
    expect((await w.call("GET", "/api/quizzes/available?subjectId=abc", "student")).statusCode).toBe(400);
    expect((await w.call("GET", "/api/quizzes/available?subjectId=0", "student")).statusCode).toBe(400);
  });
});

describe("mayTakeQuiz's per-request memo (GET /api/quizzes/available asks once per course)", () => {
  it("answers a course from the memo, and asks the database (once) only when it is not there", async () => {
    const [quiz] = await w.t.database.db.select().from(quizzes).where(eq(quizzes.id, w.built.quizId));
    const [course] = await w.t.database.db.select().from(courses).where(eq(courses.id, w.tree.course.id));
    if (!quiz || !course) throw new Error("no quiz");
    // A student without a subscription: the database says no.
    const stranger = await buildUser(w.t.database);
    const session = {
      user: { ...presentSessionUser(stranger, 0), status: "active" },
      tokenId: 0,
      realUserId: stranger.id,
    };
    const ctx = { db: w.t.database.db };
    expect(await mayTakeQuiz(ctx, session, quiz, course)).toBe(false);
    // A memo already holding the course's answer is believed: no second question for that course.
    const memo = newSubscriptionMemo();
    memo.set(course.id, Promise.resolve(true));
    expect(await mayTakeQuiz(ctx, session, quiz, course, memo)).toBe(true);
    // An empty memo is filled with the one answer for the course.
    const fresh = newSubscriptionMemo();
    expect(await mayTakeQuiz(ctx, session, quiz, course, fresh)).toBe(false);
    expect([...fresh.keys()]).toEqual([course.id]);
  });
});
