import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { AnswerSaved, AttemptView } from "@tq/contract/quiz-attempts";
import { attemptAnswers, quizAttempts } from "../../../src/db/schema/index.ts";
import { forgetFrozenAttempt } from "../../../src/modules/quizzes/taking/attempt-frozen-cache.ts";
import { bearer, buildUser, signIn } from "../../support/helpers.ts";
import { buildQuiz, quizWorld } from "../quiz-factory.ts";

/**
 * The save path under concurrency (ADR 0019, "Performance"): one conditional statement per save
 * must keep every guarantee the lock-read-write transaction gave. On PostgreSQL
 * (TEST_DATABASE_URL) these requests really overlap; on PGlite they interleave between statements.
 */

let w: Awaited<ReturnType<typeof quizWorld>>;
beforeAll(async () => {
  w = await quizWorld();
});
afterAll(() => w.t.close());

const db = () => w.t.database.db;
const place = () => ({ courseId: w.tree.course.id, subjectId: w.tree.subject.id, chapterId: w.tree.chapters.ch1.id });
const quiz = async () => (await buildQuiz(w.t.database, { ...place(), settings: { attemptsAllowed: null } })).quizId;
const start = async (quizId: number, mode = "exam") =>
  (await w.call("POST", `/api/quizzes/${quizId}/attempts`, "student", { mode })).json() as AttemptView;
const save = (attemptId: number, key: number, payload: object, who: Parameters<typeof w.call>[2] = "student") =>
  w.call("PUT", `/api/attempts/${attemptId}/answers/${key}`, who, payload);
/** Question 4 of the factory's quiz is numeric, answer 2 (2 marks): seq n answers n, so only seq 2 is right. */
const numeric = (clientSeq: number) => ({ response: { type: "numeric", text: String(clientSeq) }, clientSeq });
const stored = async (attemptId: number, key: number) => {
  const [row] = await db()
    .select()
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.attemptId, attemptId), eq(attemptAnswers.questionKey, key)));
  return row;
};

describe("saves arriving out of order", () => {
  it("keeps the newest save when many arrive together, newest first", async () => {
    const view = await start(await quiz());
    // Newest first: without the sequence check, the last to run (an older one) would win.
    const seqs = Array.from({ length: 30 }, (_, i) => 30 - i);
    const answers = await Promise.all(seqs.map((n) => save(view.id, 4, numeric(n))));
    expect(answers.map((r) => r.statusCode)).toEqual(seqs.map(() => 200));
    // Each is told what is stored after it: its own save or a newer one, never an older one.
    answers.forEach((r, i) => expect(r.json<AnswerSaved>().savedSeq).toBeGreaterThanOrEqual(seqs[i] ?? 0));
    expect(await stored(view.id, 4)).toMatchObject({ clientSeq: 30, response: { type: "numeric", text: "30" } });
  });

  it("acknowledges late and repeated saves with the newer number, storing nothing", async () => {
    const view = await start(await quiz());
    expect((await save(view.id, 4, numeric(20))).json<AnswerSaved>().savedSeq).toBe(20);
    const late = await Promise.all(
      [...Array.from({ length: 19 }, (_, i) => i + 1), 20].map((n) => save(view.id, 4, numeric(n))),
    );
    expect(late.map((r) => r.json<AnswerSaved>().savedSeq)).toEqual(Array(20).fill(20));
    expect(await stored(view.id, 4)).toMatchObject({ clientSeq: 20, response: { type: "numeric", text: "20" } });
  });
});

describe("saves racing a submit", () => {
  it("grades every acknowledged save and stores none of the refused ones", async () => {
    for (let round = 0; round < 4; round += 1) {
      const view = await start(await quiz());
      const seqs = Array.from({ length: 16 }, (_, i) => i + 1);
      const saves = seqs.map((n) => save(view.id, 4, numeric(n)));
      // The submit goes out among the saves: some land before it, some after.
      const submitted = w.call("POST", `/api/attempts/${view.id}/submit`, "student");
      const later = seqs.map((n) =>
        save(view.id, 3, { response: { type: "truefalse", value: n % 2 === 0 }, clientSeq: n }),
      );
      const [submit, ...answers] = await Promise.all([submitted, ...saves, ...later]);
      expect(submit?.statusCode).toBe(200);
      expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);

      for (const [key, results] of [
        [4, answers.slice(0, 16)],
        [3, answers.slice(16)],
      ] as const) {
        const acknowledged = seqs.filter((_, i) => results[i]?.statusCode === 200);
        const row = await stored(view.id, key);
        // What the last acknowledged save sent is what was graded: nothing refused, nothing after the grade.
        expect(row?.clientSeq ?? 0).toBe(acknowledged.length ? Math.max(...acknowledged) : 0);
        if (key === 4) {
          expect(row?.score).toBe(row?.clientSeq === 2 ? 2 : 0);
        } else {
          const value = row?.clientSeq ? row.clientSeq % 2 === 0 : null;
          expect(row?.score).toBe(value === false ? 2 : 0);
        }
      }
      const [attempt] = await db().select().from(quizAttempts).where(eq(quizAttempts.id, view.id));
      expect(attempt?.status).toBe("submitted");
    }
  });

  it("holds saves that arrive while a submit holds the attempt, then refuses them", async () => {
    const view = await start(await quiz());
    expect((await save(view.id, 4, numeric(1))).statusCode).toBe(200);
    let pending: Promise<Awaited<ReturnType<typeof save>>[]> | undefined;
    // A submit as finishAttempt does it, held open: the row locked for update, the answers read, then graded.
    const graded = await db().transaction(async (tx) => {
      await tx.select({ id: quizAttempts.id }).from(quizAttempts).where(eq(quizAttempts.id, view.id)).for("update");
      pending = Promise.all([2, 3, 4, 5].map((n) => save(view.id, 4, numeric(n))));
      await new Promise((resolve) => setTimeout(resolve, 400));
      const [answer] = await tx
        .select({ seq: attemptAnswers.clientSeq })
        .from(attemptAnswers)
        .where(and(eq(attemptAnswers.attemptId, view.id), eq(attemptAnswers.questionKey, 4)));
      await tx
        .update(quizAttempts)
        .set({ status: "submitted", submittedBy: "student", submittedAt: new Date() })
        .where(eq(quizAttempts.id, view.id));
      return answer?.seq;
    });
    expect(graded).toBe(1);
    const answers = await pending;
    expect(answers?.map((r) => r.statusCode)).toEqual([409, 409, 409, 409]);
    expect(await stored(view.id, 4)).toMatchObject({ clientSeq: 1 });
  });

  it("refuses a save after the submit even when it repeats a stored number", async () => {
    const view = await start(await quiz());
    expect((await save(view.id, 4, numeric(3))).statusCode).toBe(200);
    expect((await w.call("POST", `/api/attempts/${view.id}/submit`, "student")).statusCode).toBe(200);
    expect((await save(view.id, 4, numeric(3))).statusCode).toBe(409);
    expect((await save(view.id, 4, numeric(9))).statusCode).toBe(409);
    expect(await stored(view.id, 4)).toMatchObject({ clientSeq: 3, score: 0 });
  });
});

describe("the attempt held in memory", () => {
  it("answers the same whether or not this process has the attempt in memory", async () => {
    const view = await start(await quiz(), "practice");
    forgetFrozenAttempt(db(), view.id);
    const cold = (await save(view.id, 4, numeric(2))).json() as AnswerSaved;
    expect(cold).toMatchObject({ savedSeq: 2, feedback: { score: 2, correct: true } });
    expect(cold.feedback?.explanationHtml).toContain("Because");
    const warm = (await save(view.id, 4, numeric(3))).json() as AnswerSaved;
    expect(warm).toMatchObject({ savedSeq: 3, feedback: { score: 0, correct: false } });
    forgetFrozenAttempt(db(), view.id);
    expect((await save(view.id, 1, numeric(4))).statusCode).toBe(400);
    expect((await save(view.id, 99, numeric(4))).statusCode).toBe(404);
  });

  it("still refuses everyone but the owner once the attempt is in memory", async () => {
    const view = await start(await quiz());
    expect((await save(view.id, 4, numeric(1))).statusCode).toBe(200);
    const other = await buildUser(w.t.database, { role: "student" });
    const token = await signIn(w.t.app, other.email);
    const stranger = await w.t.app.inject({
      method: "PUT",
      url: `/api/attempts/${view.id}/answers/4`,
      headers: bearer(token),
      payload: numeric(5),
    });
    expect(stranger.statusCode).toBe(404);
    expect((await save(view.id, 4, numeric(6), "otherTeacher")).statusCode).toBe(404);
    expect((await save(view.id, 4, numeric(7), "assistant")).statusCode).toBe(403);
    expect((await save(view.id, 4, numeric(8), "country")).statusCode).toBe(403);
    expect(await stored(view.id, 4)).toMatchObject({ clientSeq: 1 });
  });

  it("answers 404 for an attempt deleted after it was held (a staff preview goes with its quiz)", async () => {
    const quizId = await quiz();
    const preview = (
      await w.call("POST", `/api/quizzes/${quizId}/attempts`, "owner", { mode: "preview" })
    ).json() as AttemptView;
    expect((await save(preview.id, 4, numeric(1), "owner")).statusCode).toBe(200);
    expect((await w.call("DELETE", `/api/quizzes/${quizId}`, "owner")).statusCode).toBe(200);
    expect((await save(preview.id, 4, numeric(2), "owner")).statusCode).toBe(404);
  });
});
