import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { AttemptView, LatestAttempt, MyAttempts } from "@tq/contract/quiz-attempts";
import { quizAttempts, quizzes } from "../../../src/db/schema/index.ts";
import { errorOf } from "../../support/helpers.ts";
import { buildQuiz, quizWorld } from "../quiz-factory.ts";

/**
 * Issue #12 (point 3, ADR 0044): opening the player's URL (a reload, the back button, a second
 * tab) reopens; only the explicit start creates an attempt, once, counted.
 */

let w: Awaited<ReturnType<typeof quizWorld>>;
beforeAll(async () => {
  w = await quizWorld();
});
afterAll(() => w.t.close());

type Who = Parameters<typeof w.call>[2];
const db = () => w.t.database.db;
const place = () => ({ courseId: w.tree.course.id, subjectId: w.tree.subject.id, chapterId: w.tree.chapters.ch1.id });
const quizWith = async (settings: Parameters<typeof buildQuiz>[1]["settings"] = {}) =>
  (await buildQuiz(w.t.database, { ...place(), settings })).quizId;
const start = (quizId: number, mode = "exam", who: Who = "student") =>
  w.call("POST", `/api/quizzes/${quizId}/attempts`, who, { mode });
const reopen = (quizId: number, mode = "exam", who: Who = "student") =>
  w.call("GET", `/api/quizzes/${quizId}/attempts/latest?mode=${mode}`, who);
const latest = async (quizId: number, mode = "exam") => {
  const res = await reopen(quizId, mode);
  expect(res.statusCode).toBe(200);
  return (res.json() as LatestAttempt).attempt;
};
const submit = (attemptId: number) => w.call("POST", `/api/attempts/${attemptId}/submit`, "student");
const mine = async (quizId: number) =>
  (await w.call("GET", `/api/quizzes/${quizId}/my-attempts`, "student")).json() as MyAttempts;
/** Every attempt row of the student at this quiz, whatever its mode or state. */
const rows = (quizId: number) =>
  db()
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, w.people.student.id)));

describe("reopening the player never starts an attempt", () => {
  it("answers null before any start, and creates nothing however often it is called", async () => {
    const quizId = await quizWith({ attemptsAllowed: 2 });
    expect(await latest(quizId)).toBeNull();
    expect(await latest(quizId)).toBeNull();
    expect(await latest(quizId, "practice")).toBeNull();
    expect(await rows(quizId)).toHaveLength(0);
    expect(await mine(quizId)).toMatchObject({ used: 0, attemptsLeft: 2 });
  });

  it("start creates one counted attempt, once; reopening resumes it with the same clock, then shows its result", async () => {
    const quizId = await quizWith({ attemptsAllowed: 2, timeLimitMinutes: 30 });
    const first = await start(quizId);
    expect(first.statusCode).toBe(201);
    const view = first.json() as AttemptView;
    // A double click (or a second tab's start) answers the same attempt.
    const again = await start(quizId);
    expect(again.statusCode).toBe(200);
    expect((again.json() as AttemptView).id).toBe(view.id);
    expect(await mine(quizId)).toMatchObject({ used: 1, attemptsLeft: 1 });

    // A reload mid-exam: the same attempt, the same deadline.
    const resumed = await latest(quizId);
    expect(resumed).toMatchObject({ id: view.id, status: "in_progress", deadlineAt: view.deadlineAt });
    expect(resumed?.secondsLeft).toBeGreaterThan(0);

    expect((await submit(view.id)).statusCode).toBe(200);
    // A reload after the submit, twice (and the back button): the result, nothing new.
    for (let i = 0; i < 2; i++) {
      const after = await latest(quizId);
      expect(after).toMatchObject({ id: view.id, status: "submitted", readOnly: true });
      expect(after?.result?.attemptId).toBe(view.id);
    }
    expect(await rows(quizId)).toHaveLength(1);
    expect(await mine(quizId)).toMatchObject({ used: 1, attemptsLeft: 1, inProgress: [] });

    // Only the explicit start makes the second attempt, which the player then reopens.
    const second = await start(quizId);
    expect(second.statusCode).toBe(201);
    const secondId = (second.json() as AttemptView).id;
    expect(secondId).not.toBe(view.id);
    expect((await latest(quizId))?.id).toBe(secondId);
    expect(await mine(quizId)).toMatchObject({ used: 2, attemptsLeft: 0 });
  });

  it("the attempts-left rule stays on the start: with none left, start refuses and reopening shows the last result", async () => {
    const quizId = await quizWith({ attemptsAllowed: 1 });
    const view = (await start(quizId)).json() as AttemptView;
    await submit(view.id);
    const refused = await start(quizId);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe("You have used your 1 attempt.");
    expect((await latest(quizId))?.id).toBe(view.id);
    expect(await rows(quizId)).toHaveLength(1);
  });

  it("keeps exam and practice apart: a submitted exam is not reopened as practice", async () => {
    const quizId = await quizWith();
    const exam = (await start(quizId)).json() as AttemptView;
    await submit(exam.id);
    expect(await latest(quizId, "practice")).toBeNull();
    const practice = (await start(quizId, "practice")).json() as AttemptView;
    expect((await latest(quizId, "practice"))?.id).toBe(practice.id);
    expect((await latest(quizId, "exam"))?.id).toBe(exam.id);
  });

  it("an attempt past its deadline is submitted by the reopening and shows its result", async () => {
    const quizId = await quizWith({ timeLimitMinutes: 5 });
    const view = (await start(quizId)).json() as AttemptView;
    await db()
      .update(quizAttempts)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(quizAttempts.id, view.id));
    const after = await latest(quizId);
    expect(after).toMatchObject({ id: view.id, status: "submitted" });
    expect(after?.result?.submittedBy).toBe("deadline");
    expect(await rows(quizId)).toHaveLength(1);
  });

  it("a withdrawn quiz still reopens the student's own attempt; with none, it does not exist", async () => {
    const taken = await quizWith();
    const view = (await start(taken)).json() as AttemptView;
    await submit(view.id);
    const untaken = await quizWith();
    await db().update(quizzes).set({ status: "draft" }).where(eq(quizzes.id, taken));
    await db().update(quizzes).set({ status: "draft" }).where(eq(quizzes.id, untaken));
    expect((await latest(taken))?.id).toBe(view.id);
    expect((await reopen(untaken)).statusCode).toBe(404);
  });

  it("refuses a bad mode (400), the preview (400), staff (403) and visitors (401)", async () => {
    const quizId = w.built.quizId;
    expect((await reopen(quizId, "sometimes")).statusCode).toBe(400);
    expect((await reopen(quizId, "preview")).statusCode).toBe(400);
    expect((await reopen(quizId, "exam", "owner")).statusCode).toBe(403);
    expect((await reopen(quizId, "exam", null)).statusCode).toBe(401);
    expect((await reopen(999_999)).statusCode).toBe(404);
  });
});
