import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { AttemptView } from "@tq/contract/quiz-attempts";
import { attemptAnswers, quizAttempts, users } from "../../../src/db/schema/index.ts";
import { revokeUserSessions } from "../../../src/modules/auth/tokens-repo.ts";
import { bearer, buildUser, errorOf, signIn } from "../../support/helpers.ts";
import { subscribe } from "../../enrolment/enrolment-factory.ts";
import { buildQuiz, quizWorld } from "../quiz-factory.ts";

/**
 * An answer save may act on a session looked up a moment ago (ADR 0073): its statement checks
 * the token as it writes. A token revoked (password, role, account: issue #13's
 * revokeUserSessions) or an account disabled after that lookup must save nothing and learn
 * nothing: 401, never 200, 403, 404 or 409. A start reads its token in its first statement the
 * same way, and starts nothing for an ended session.
 */

let w: Awaited<ReturnType<typeof quizWorld>>;
beforeAll(async () => {
  w = await quizWorld();
});
afterAll(() => w.t.close());

const db = () => w.t.database.db;
const numeric = (clientSeq: number) => ({ response: { type: "numeric", text: String(clientSeq) }, clientSeq });

/** A fresh subscribed student, signed in, and a quiz of the course they may take as often as they like. */
async function studentWithQuiz() {
  const user = await buildUser(w.t.database, { role: "student" });
  await subscribe(w.t.database, user.id, w.tree.course.id);
  const token = await signIn(w.t.app, user.email);
  const { quizId } = await buildQuiz(w.t.database, {
    courseId: w.tree.course.id,
    subjectId: w.tree.subject.id,
    chapterId: w.tree.chapters.ch1.id,
    settings: { attemptsAllowed: null },
  });
  return { user, token, quizId };
}

/** A fresh subscribed student with an exam attempt started and one save made (so the session is recent). */
async function savingStudent() {
  const { user, token, quizId } = await studentWithQuiz();
  const started = await w.t.app.inject({
    method: "POST",
    url: `/api/quizzes/${quizId}/attempts`,
    headers: bearer(token),
    payload: { mode: "exam" },
  });
  const view = started.json<AttemptView>();
  const save = (key: number, payload: object, attemptId = view.id) =>
    w.t.app.inject({
      method: "PUT",
      url: `/api/attempts/${attemptId}/answers/${key}`,
      headers: bearer(token),
      payload,
    });
  expect((await save(4, numeric(1))).statusCode).toBe(200);
  return { user, view, save };
}

const stored = async (attemptId: number, key: number) => {
  const [row] = await db()
    .select({ clientSeq: attemptAnswers.clientSeq })
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.attemptId, attemptId), eq(attemptAnswers.questionKey, key)));
  return row?.clientSeq;
};

describe("a save after its session ended", () => {
  it("writes nothing once the token is revoked, whatever it asks", async () => {
    const { user, view, save } = await savingStudent();
    await revokeUserSessions(db(), user.id);
    const newer = await save(4, numeric(2));
    expect(newer.statusCode).toBe(401);
    expect(errorOf(newer).message).toMatch(/session has ended/);
    // Every other answer (an older number, a bad response, no such question or attempt) says the same.
    for (const res of [
      await save(4, numeric(1)),
      await save(1, numeric(3)),
      await save(99, numeric(3)),
      await save(4, numeric(3), view.id + 10_000),
    ])
      expect(res.statusCode).toBe(401);
    expect(await stored(view.id, 4)).toBe(1);
  });

  it("writes nothing once the account is disabled", async () => {
    const { user, view, save } = await savingStudent();
    // Plain SQL, not the service (which also revokes): the statement reads the account's status itself.
    await db().update(users).set({ status: "disabled" }).where(eq(users.id, user.id));
    expect((await save(4, numeric(2))).statusCode).toBe(401);
    expect(await stored(view.id, 4)).toBe(1);
  });

  it("refuses another student's attempt with 401, not 404, once the token is revoked", async () => {
    const mine = await savingStudent();
    const theirs = await savingStudent();
    expect((await mine.save(4, numeric(5), theirs.view.id)).statusCode).toBe(404);
    await revokeUserSessions(db(), mine.user.id);
    expect((await mine.save(4, numeric(6), theirs.view.id)).statusCode).toBe(401);
    expect(await stored(theirs.view.id, 4)).toBe(1);
  });

  it("keeps saving for a live session, as many times as it likes", async () => {
    const { view, save } = await savingStudent();
    for (const n of [2, 3, 4]) expect((await save(4, numeric(n))).statusCode).toBe(200);
    expect(await stored(view.id, 4)).toBe(4);
  });
});

describe("a start after its session ended", () => {
  /** A fresh subscribed student whose session the server looked up a moment ago (the quiz list), and a quiz. */
  async function startingStudent() {
    const { user, token, quizId } = await studentWithQuiz();
    const listed = await w.t.app.inject({ method: "GET", url: "/api/quizzes/available", headers: bearer(token) });
    expect(listed.statusCode).toBe(200);
    const start = (id = quizId) =>
      w.t.app.inject({
        method: "POST",
        url: `/api/quizzes/${id}/attempts`,
        headers: bearer(token),
        payload: { mode: "exam" },
      });
    const attempts = async () =>
      (await db().select({ id: quizAttempts.id }).from(quizAttempts).where(eq(quizAttempts.userId, user.id))).length;
    return { user, start, attempts, quizId };
  }

  it("starts nothing once the token is revoked, for a quiz that exists or not", async () => {
    const { user, start, attempts, quizId } = await startingStudent();
    await revokeUserSessions(db(), user.id);
    for (const res of [await start(), await start(quizId + 10_000)]) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).message).toMatch(/session has ended/);
    }
    expect(await attempts()).toBe(0);
  });

  it("starts nothing once the account is disabled", async () => {
    const { user, start, attempts } = await startingStudent();
    await db().update(users).set({ status: "disabled" }).where(eq(users.id, user.id));
    expect((await start()).statusCode).toBe(401);
    expect(await attempts()).toBe(0);
  });

  it("starts, and answers the same attempt again, for a live session", async () => {
    const { start, attempts } = await startingStudent();
    const first = await start();
    expect(first.statusCode).toBe(201);
    const again = await start();
    expect(again.statusCode).toBe(200);
    expect(again.json<AttemptView>().id).toBe(first.json<AttemptView>().id);
    expect(await attempts()).toBe(1);
  });
});
