import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AttemptResult, AttemptView, VerifiedResult } from "@tq/contract/quiz-attempts";
import type { ResponseValue } from "@tq/contract/quiz-questions";
import { attemptAnswers, questions, quizAttempts, type AttemptQuestion } from "../../../src/db/schema/index.ts";
import { attemptQuestions } from "../../../src/modules/quizzes/taking/attempt-questions.ts";
import { bearer, buildUser, createTestApp, signIn } from "../../support/helpers.ts";
import { buildQuiz, quizWorld } from "../quiz-factory.ts";

let w: Awaited<ReturnType<typeof quizWorld>>;
beforeAll(async () => {
  w = await quizWorld();
});
afterAll(() => w.t.close());

const db = () => w.t.database.db;
const newQuiz = async (settings: Parameters<typeof buildQuiz>[1]["settings"] = {}) =>
  (
    await buildQuiz(w.t.database, {
      courseId: w.tree.course.id,
      subjectId: w.tree.subject.id,
      chapterId: w.tree.chapters.ch1.id,
      settings,
    })
  ).quizId;
const startExam = async (quizId: number) =>
  (await w.call("POST", `/api/quizzes/${quizId}/attempts`, "student", { mode: "exam" })).json() as AttemptView;
/** The frozen snapshot (answer keys) of an attempt, as the server stored it. */
async function snapshotOf(attemptId: number): Promise<AttemptQuestion[]> {
  const [row] = await db().select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
  return row ? attemptQuestions(db(), row) : [];
}

const correctIds = (q: AttemptQuestion) =>
  "options" in q.grading ? q.grading.options.filter((o) => o.correct).map((o) => o.id) : [];
const wrongId = (q: AttemptQuestion) =>
  "options" in q.grading ? (q.grading.options.find((o) => !o.correct)?.id ?? null) : null;

/** The right answer to each of buildQuiz's questions (the short and essay texts meet every keyword rule). */
function rightAnswer(q: AttemptQuestion): ResponseValue {
  const g = q.grading;
  switch (g.type) {
    case "single":
      return { type: g.type, optionId: correctIds(q)[0] ?? null };
    case "multiple":
      return { type: g.type, optionIds: correctIds(q) };
    case "truefalse":
      return { type: g.type, value: g.answer };
    case "numeric":
      return { type: g.type, text: `${String(g.answer).replace(".", ",")} ${g.unit}` };
    case "short":
      return { type: g.type, text: "The newton." };
    case "subjective":
      return { type: g.type, text: "A body stays at rest unless a net force acts on it." };
    case "twotier": {
      const option = g.options.find((o) => o.correct);
      return {
        type: g.type,
        optionId: option?.id ?? null,
        subOptionId: option?.subOptions.find((s) => s.correct)?.id ?? null,
      };
    }
  }
}

async function answerAll(attemptId: number, pick: (q: AttemptQuestion) => ResponseValue | null) {
  for (const q of await snapshotOf(attemptId)) {
    const response = pick(q);
    if (!response) continue;
    const res = await w.call("PUT", `/api/attempts/${attemptId}/answers/${q.key}`, "student", {
      response,
      clientSeq: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}
const submit = (attemptId: number) => w.call("POST", `/api/attempts/${attemptId}/submit`, "student");

describe("grading at submission", () => {
  it("grades every question type through the API: all right is full marks", async () => {
    const view = await startExam(await newQuiz());
    await answerAll(view.id, rightAnswer);
    const res = await submit(view.id);
    expect(res.statusCode).toBe(200);
    const result = res.json() as AttemptResult;
    expect(result).toMatchObject({ released: true, score: 19, maxScore: 19, percent: 100, passed: true });
    expect(result.provisional).toBe(false);
    expect(result.questions).toHaveLength(8);
    expect(result.questions.every((q) => q.correct === true && q.score === q.maxScore)).toBe(true);
    expect(result.verificationCode).toMatch(/^[2-9A-HJ-NP-Z]{12}$/);
  });

  it("grades wrong answers, partial credit and blanks, with negative marking on the wrong ones", async () => {
    const built = await buildQuiz(w.t.database, {
      courseId: w.tree.course.id,
      subjectId: w.tree.subject.id,
      chapterId: w.tree.chapters.ch1.id,
      settings: { negativeMarking: true },
    });
    await db().update(questions).set({ negativeMarks: 1 }).where(eq(questions.id, built.questions.single));
    const view = await startExam(built.quizId);
    await answerAll(view.id, (q) => {
      const g = q.grading;
      if (g.type === "single" && q.key === 1) return { type: "single", optionId: wrongId(q) };
      // Two correct options, one picked: half of 2 marks (proportional).
      if (g.type === "multiple") return { type: "multiple", optionIds: correctIds(q).slice(0, 1) };
      if (g.type === "numeric") return { type: "numeric", text: "2.5" };
      if (g.type === "short") return { type: "short", text: "a joule" };
      if (g.type === "twotier") {
        const option = g.options.find((o) => o.correct);
        return {
          type: "twotier",
          optionId: option?.id ?? null,
          subOptionId: option?.subOptions.find((s) => !s.correct)?.id ?? null,
        };
      }
      return null;
    });
    const result = (await submit(view.id)).json() as AttemptResult;
    const byKey = new Map(result.questions.map((q) => [q.questionKey, q]));
    expect(byKey.get(1)).toMatchObject({ score: -1, correct: false }); // wrong: 1 mark deducted
    expect(byKey.get(2)).toMatchObject({ score: 1, correct: false });
    expect(byKey.get(3)).toMatchObject({ score: 0, correct: null }); // blank
    expect(byKey.get(4)).toMatchObject({ score: 0, correct: false });
    expect(byKey.get(5)).toMatchObject({ score: 0, correct: false });
    expect(byKey.get(7)).toMatchObject({ score: 1, correct: false }); // first tier only
    expect(result).toMatchObject({ score: 1, maxScore: 19, passed: false });
  });

  it("grades once when twenty submits arrive together, and answers each the same result", async () => {
    const view = await startExam(await newQuiz());
    await answerAll(view.id, rightAnswer);
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(view.id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const bodies = new Set(answers.map((r) => r.body));
    expect(bodies.size).toBe(1);
    const rows = await db().select().from(quizAttempts).where(eq(quizAttempts.id, view.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "submitted", submittedBy: "student", score: 19 });
    const graded = await db().select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, view.id));
    expect(graded).toHaveLength(8);
    expect(
      (
        await w.call("PUT", `/api/attempts/${view.id}/answers/3`, "student", {
          response: { type: "truefalse", value: true },
          clientSeq: 9,
        })
      ).statusCode,
    ).toBe(409);
  });

  it("holds scores back until released when the quiz releases after marking, and marks keyword answers provisional under review", async () => {
    const view = await startExam(await newQuiz({ releasePolicy: "after_marking", requiresReview: true }));
    await answerAll(view.id, rightAnswer);
    const result = (await submit(view.id)).json() as AttemptResult;
    expect(result).toMatchObject({ released: false, score: null, percent: null, passed: null, questions: [] });
    const [row] = await db().select().from(quizAttempts).where(eq(quizAttempts.id, view.id));
    expect(row).toMatchObject({ provisional: true, score: 19 });
    const verified = await w.call("GET", `/api/results/verify/${result.verificationCode ?? ""}`, null);
    expect(verified.json()).toMatchObject({ score: null, percent: null });
  });
});

describe("verification codes", () => {
  it("certifies a submitted exam: student, course, quiz, score and date, nothing more", async () => {
    const view = await startExam(await newQuiz());
    await answerAll(view.id, rightAnswer);
    const code = ((await submit(view.id)).json() as AttemptResult).verificationCode ?? "";
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4, 8)} ${code.slice(8)}`;
    const res = await w.call("GET", `/api/results/verify/${encodeURIComponent(typed)}`, null);
    expect(res.statusCode).toBe(200);
    const body = res.json() as VerifiedResult;
    expect(Object.keys(body).sort()).toEqual(
      [
        "code",
        "courseTitle",
        "maxScore",
        "passed",
        "percent",
        "quizTitle",
        "score",
        "studentName",
        "submittedAt",
      ].sort(),
    );
    expect(body).toMatchObject({
      code,
      studentName: `${w.people.student.firstname} ${w.people.student.lastname}`,
      courseTitle: w.tree.course.title,
      quizTitle: "Forces check",
      score: 19,
      percent: 100,
    });
    expect((await w.call("GET", "/api/results/verify/ABCDEFGHJKLM", null)).statusCode).toBe(404);
  });

  it("certifies nothing for an attempt in progress or a practice attempt", async () => {
    const quizId = await newQuiz();
    const exam = await startExam(quizId);
    const [row] = await db().select().from(quizAttempts).where(eq(quizAttempts.id, exam.id));
    expect((await w.call("GET", `/api/results/verify/${row?.verificationCode ?? ""}`, null)).statusCode).toBe(404);
    const practice = (
      await w.call("POST", `/api/quizzes/${quizId}/attempts`, "student", { mode: "practice" })
    ).json() as AttemptView;
    const done = (await submit(practice.id)).json() as AttemptResult;
    expect(done.verificationCode).toBeNull();
    const [p] = await db().select().from(quizAttempts).where(eq(quizAttempts.id, practice.id));
    expect((await w.call("GET", `/api/results/verify/${p?.verificationCode ?? ""}`, null)).statusCode).toBe(404);
  });

  it("limits lookups per address (429 once spent)", async () => {
    // A server with the real limits scaled down: 30 per 10 minutes × 0.1 = 3.
    const t = await createTestApp({ rateLimitScale: 0.1 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await t.app.inject({ method: "GET", url: "/api/results/verify/ABCDEFGHJKLM" })).statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
      const student = await buildUser(t.database, { role: "student" });
      expect(
        (
          await t.app.inject({
            method: "GET",
            url: "/api/results/verify/X",
            headers: bearer(await signIn(t.app, student.email)),
          })
        ).statusCode,
      ).toBe(429);
    } finally {
      await t.close();
    }
  });
});
