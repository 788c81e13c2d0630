import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import type { AnswerSaved, AttemptView, MyAttempts } from "@tq/contract/quiz-attempts";
import { questions, quizAttempts, quizFrozenQuestions } from "../../../src/db/schema/index.ts";
import { sweepExpiredAttempts } from "../../../src/modules/quizzes/taking/attempt-sweep.ts";
import { insertSelector } from "../../../src/modules/quizzes/authoring/section-repo.ts";
import { errorOf } from "../../support/helpers.ts";
import { buildQuiz, quizWorld } from "../quiz-factory.ts";

let w: Awaited<ReturnType<typeof quizWorld>>;
beforeAll(async () => {
  w = await quizWorld();
});
afterAll(() => w.t.close());

const db = () => w.t.database.db;
const place = () => ({ courseId: w.tree.course.id, subjectId: w.tree.subject.id, chapterId: w.tree.chapters.ch1.id });
const start = (quizId: number, who: Parameters<typeof w.call>[2] = "student", mode = "exam") =>
  w.call("POST", `/api/quizzes/${quizId}/attempts`, who, { mode });
const save = (attemptId: number, key: number, payload: object, who: Parameters<typeof w.call>[2] = "student") =>
  w.call("PUT", `/api/attempts/${attemptId}/answers/${key}`, who, payload);
const tf = (value: boolean, clientSeq: number, flagged?: boolean) => ({
  response: { type: "truefalse", value },
  clientSeq,
  ...(flagged === undefined ? {} : { flagged }),
});
/** A fresh quiz of this test's own (so attempts, limits and windows do not mix). */
const quizWith = async (settings: Parameters<typeof buildQuiz>[1]["settings"] = {}, status?: "draft" | "published") =>
  (await buildQuiz(w.t.database, { ...place(), settings, status })).quizId;
const pastDeadline = (attemptId: number) =>
  db()
    .update(quizAttempts)
    .set({ deadlineAt: new Date(Date.now() - 1000) })
    .where(eq(quizAttempts.id, attemptId));

describe("starting and resuming", () => {
  it("starts an exam without answer keys, and a second start resumes it", async () => {
    const res = await start(w.built.quizId);
    expect(res.statusCode).toBe(201);
    const view = res.json() as AttemptView;
    expect(view.mode).toBe("exam");
    expect(view.status).toBe("in_progress");
    expect(view.questions.map((q) => q.type)).toEqual([
      "single",
      "multiple",
      "truefalse",
      "numeric",
      "short",
      "subjective",
      "twotier",
      "single",
    ]);
    expect(view.questions.every((q) => q.answerKey === null && q.explanationHtml === null)).toBe(true);
    expect(view.questions[0]?.options).toHaveLength(3);
    expect(JSON.stringify(view)).not.toContain('"correct"');
    expect(view.secondsLeft).toBeNull();
    const again = await start(w.built.quizId);
    expect(again.statusCode).toBe(200);
    expect((again.json() as AttemptView).id).toBe(view.id);
  });

  it("previews for the course's staff with the answer keys, and refuses the preview to others", async () => {
    const res = await start(w.built.quizId, "owner", "preview");
    expect(res.statusCode).toBe(201);
    const view = res.json() as AttemptView;
    expect(view.questions[0]?.answerKey?.correctOptionIds).toHaveLength(1);
    expect(view.questions[2]?.answerKey?.answer).toBe(false);
    expect((await start(w.built.quizId, "student", "preview")).statusCode).toBe(403);
    expect((await start(w.built.quizId, "otherTeacher", "preview")).statusCode).toBe(403);
    expect((await start(w.built.quizId, "owner", "exam")).statusCode).toBe(403);
    expect((await start(w.built.quizId, null)).statusCode).toBe(401);
  });

  it("hides an unpublished quiz from students (404) but lets its staff preview it", async () => {
    const draft = await quizWith({}, "draft");
    expect((await start(draft)).statusCode).toBe(404);
    expect((await start(draft, "assistant", "preview")).statusCode).toBe(201);
  });

  it("refuses outside the availability window with the dates (409)", async () => {
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    const early = await start(await quizWith({ availableFrom: new Date(soon) }));
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).fields?.availableFrom).toBe(soon);
    const past = new Date(Date.now() - 86_400_000);
    const late = await start(await quizWith({ availableUntil: past }));
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toContain("closed");
  });

  it("counts exam attempts against the limit, not practice", async () => {
    const quizId = await quizWith({ attemptsAllowed: 1 });
    const first = (await start(quizId)).json() as AttemptView;
    expect((await w.call("POST", `/api/attempts/${first.id}/submit`, "student")).statusCode).toBe(200);
    const refused = await start(quizId);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe("You have used your 1 attempt.");
    expect((await start(quizId, "student", "practice")).statusCode).toBe(201);
    const mine = (await w.call("GET", `/api/quizzes/${quizId}/my-attempts`, "student")).json() as MyAttempts;
    expect(mine).toMatchObject({ attemptsAllowed: 1, used: 1, attemptsLeft: 0 });
    expect(mine.attempts).toHaveLength(2);
    expect(mine.best?.attemptId).toBe(first.id);
    expect(mine.inProgress.map((a) => a.mode)).toEqual(["practice"]);
  });

  it("freezes the questions: editing the quiz after the start changes nothing in the attempt", async () => {
    const built = await buildQuiz(w.t.database, place());
    const view = (await start(built.quizId)).json() as AttemptView;
    await db()
      .update(questions)
      .set({ stemRendered: "<p>Changed</p>" })
      .where(eq(questions.id, built.questions.single));
    await db().delete(questions).where(eq(questions.id, built.extra));
    const again = (await w.call("GET", `/api/attempts/${view.id}`, "student")).json() as AttemptView;
    expect(again.questions).toEqual(view.questions);
    // What the database holds too, not only this process's memory: each frozen question is a row
    // never rewritten (ADR 0074), and the next attempt shows the edit from a row of its own.
    const drawOf = async (id: number) =>
      (await db().select({ draw: quizAttempts.draw }).from(quizAttempts).where(eq(quizAttempts.id, id)))[0]?.draw ?? [];
    const storedStems = async (id: number) => {
      const hashes = (await drawOf(id)).map((e) => e.hash);
      const rows = await db().select().from(quizFrozenQuestions).where(inArray(quizFrozenQuestions.hash, hashes));
      return hashes.map((h) => rows.find((r) => r.hash === h)?.content.stemHtml);
    };
    expect(await storedStems(view.id)).toEqual(view.questions.map((q) => q.stemHtml));
    expect((await w.call("POST", `/api/attempts/${view.id}/submit`, "student")).statusCode).toBe(200);
    const next = (await start(built.quizId)).json() as AttemptView;
    expect(next.questions[0]?.stemHtml).toBe("<p>Changed</p>");
    expect(next.questions).toHaveLength(view.questions.length - 1);
    expect((await drawOf(next.id))[0]?.hash).not.toBe((await drawOf(view.id))[0]?.hash);
    expect(await storedStems(view.id)).toEqual(view.questions.map((q) => q.stemHtml));
    expect((await w.call("GET", `/api/attempts/${view.id}`, "student")).json()).toMatchObject({
      questions: view.questions,
    });
  });

  it("draws a subject quiz's selector questions at the start and keeps them", async () => {
    const subjectQuiz = await buildQuiz(w.t.database, { ...place(), kind: "subject", chapterId: null, title: "Mock" });
    await insertSelector(db(), subjectQuiz.sections.partB, {
      count: 3,
      chapterIds: [w.tree.chapters.ch1.id],
      levelIds: [],
      difficultyMin: 1,
      difficultyMax: 5,
    });
    const view = (await start(subjectQuiz.quizId)).json() as AttemptView;
    // 7 fixed in Part A, then Part B: its fixed question and 3 drawn from chapter 1's published quizzes.
    expect(view.questions).toHaveLength(11);
    expect(view.questions.slice(7).every((q) => q.sectionId === subjectQuiz.sections.partB)).toBe(true);
    const again = (await w.call("GET", `/api/attempts/${view.id}`, "student")).json() as AttemptView;
    expect(again.questions).toEqual(view.questions);
  });
});

describe("saving answers", () => {
  it("keeps the newest save: older and repeated sequence numbers change nothing", async () => {
    const view = (await start(await quizWith())).json() as AttemptView;
    const first = await save(view.id, 3, tf(true, 2, true));
    expect(first.json()).toEqual({ savedSeq: 2, feedback: null });
    // An older save arriving late, and the same sequence number again: acknowledged, not stored.
    expect((await save(view.id, 3, tf(false, 1))).json<AnswerSaved>().savedSeq).toBe(2);
    expect((await save(view.id, 3, tf(false, 2))).json<AnswerSaved>().savedSeq).toBe(2);
    let read = (await w.call("GET", `/api/attempts/${view.id}`, "student")).json() as AttemptView;
    expect(read.answers).toEqual([
      expect.objectContaining({
        questionKey: 3,
        response: { type: "truefalse", value: true },
        clientSeq: 2,
        flagged: true,
      }),
    ]);
    expect((await save(view.id, 3, tf(false, 5))).json<AnswerSaved>().savedSeq).toBe(5);
    read = (await w.call("GET", `/api/attempts/${view.id}`, "student")).json() as AttemptView;
    expect(read.answers[0]).toMatchObject({
      response: { type: "truefalse", value: false },
      clientSeq: 5,
      flagged: true,
    });
  });

  it("refuses an answer of another type, an option not shown, and a question the attempt lacks", async () => {
    const view = (await start(await quizWith())).json() as AttemptView;
    const wrongType = await save(view.id, 1, tf(true, 1));
    expect(wrongType.statusCode).toBe(400);
    expect(errorOf(wrongType).fields?.response).toContain("single choice");
    const stranger = await save(view.id, 1, { response: { type: "single", optionId: 999_999 }, clientSeq: 1 });
    expect(stranger.statusCode).toBe(400);
    expect((await save(view.id, 99, tf(true, 1))).statusCode).toBe(404);
  });

  it("gives feedback after each question in practice", async () => {
    const view = (await start(await quizWith(), "student", "practice")).json() as AttemptView;
    const res = (await save(view.id, 3, tf(false, 1))).json() as AnswerSaved;
    expect(res.feedback).toMatchObject({ score: 2, maxScore: 2, correct: true });
    expect(res.feedback?.explanationHtml).toContain("Because");
  });
});

describe("the deadline", () => {
  it("runs the server's clock: a save after the deadline submits the attempt and answers 409", async () => {
    const quizId = await quizWith({ timeLimitMinutes: 1 });
    const view = (await start(quizId)).json() as AttemptView;
    expect(view.secondsLeft).toBeGreaterThan(50);
    expect(view.secondsLeft).toBeLessThanOrEqual(60);
    expect((await save(view.id, 3, tf(false, 1))).statusCode).toBe(200);
    await pastDeadline(view.id);
    const late = await save(view.id, 3, tf(true, 2));
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toMatch(/time is up/i);
    const read = (await w.call("GET", `/api/attempts/${view.id}`, "student")).json() as AttemptView;
    expect(read.status).toBe("submitted");
    expect(read.readOnly).toBe(true);
    expect(read.result).toMatchObject({ submittedBy: "deadline", score: 2 });
  });

  it("submits an expired attempt on a read, and the sweep grades the abandoned ones", async () => {
    const quizId = await quizWith({ timeLimitMinutes: 1 });
    const read = (await start(quizId)).json() as AttemptView;
    await pastDeadline(read.id);
    const after = (await w.call("GET", `/api/attempts/${read.id}`, "student")).json() as AttemptView;
    expect(after.result?.submittedBy).toBe("deadline");

    const other = (await start(await quizWith({ timeLimitMinutes: 1 }))).json() as AttemptView;
    await pastDeadline(other.id);
    expect(await sweepExpiredAttempts(w.t.app.ctx)).toBe(1);
    const [row] = await db().select().from(quizAttempts).where(eq(quizAttempts.id, other.id));
    expect(row).toMatchObject({ status: "submitted", submittedBy: "deadline", score: 0 });
    expect(await sweepExpiredAttempts(w.t.app.ctx)).toBe(0);
  });

  it("never runs past the end of the availability window", async () => {
    const until = new Date(Date.now() + 30_000);
    const view = (await start(await quizWith({ timeLimitMinutes: 60, availableUntil: until }))).json() as AttemptView;
    expect(view.deadlineAt).toBe(until.toISOString());
  });
});

describe("who may not", () => {
  it("hides a student's attempt from other students and staff of other courses, read-only for its own staff", async () => {
    const view = (await start(await quizWith())).json() as AttemptView;
    const url = `/api/attempts/${view.id}`;
    expect((await w.call("GET", url, null)).statusCode).toBe(401);
    expect((await w.call("GET", url, "otherTeacher")).statusCode).toBe(404);
    expect((await w.call("GET", url, "otherAssistant")).statusCode).toBe(404);
    expect((await w.call("GET", url, "country")).statusCode).toBe(403);
    const staff = await w.call("GET", url, "owner");
    expect(staff.statusCode).toBe(200);
    expect((staff.json() as AttemptView).readOnly).toBe(true);
    expect((await save(view.id, 3, tf(true, 1), "owner")).statusCode).toBe(403);
    expect((await w.call("POST", `${url}/submit`, "tutor")).statusCode).toBe(403);
    expect((await save(view.id, 3, tf(true, 1), null)).statusCode).toBe(401);
  });
  it("keeps a quiz with students' attempts from being deleted; staff previews go with their quiz", async () => {
    const taken = await quizWith();
    await start(taken);
    const refused = await w.call("DELETE", `/api/quizzes/${taken}`, "owner");
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toContain("1 attempt");
    const previewed = await quizWith();
    await start(previewed, "owner", "preview");
    expect((await w.call("DELETE", `/api/quizzes/${previewed}`, "owner")).statusCode).toBe(200);
  });
});
