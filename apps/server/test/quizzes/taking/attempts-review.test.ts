import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttemptResult, AttemptView } from "@tq/contract/quiz-attempts";
import type { UserInfo } from "@tq/contract/users";
import type { Who } from "../../authoring/authoring-factory.ts";
import { buildQuiz, quizWorld } from "../quiz-factory.ts";

/** The review of an attempt (ADR 0023): answers, keys and explanations once released; the staff preview. */

let w: Awaited<ReturnType<typeof quizWorld>>;
beforeAll(async () => {
  w = await quizWorld();
});
afterAll(() => w.t.close());

const SINGLE = 1;
const SUBJECTIVE = 6;
/** The sample questions' explanation, as rendered for the player (KaTeX keeps the TeX in an annotation). */
const EXPLANATION = expect.stringContaining("F = ma");

const newQuiz = async (settings: Parameters<typeof buildQuiz>[1]["settings"] = {}) =>
  (
    await buildQuiz(w.t.database, {
      courseId: w.tree.course.id,
      subjectId: w.tree.subject.id,
      chapterId: w.tree.chapters.ch1.id,
      settings,
    })
  ).quizId;
const start = async (quizId: number, mode: "exam" | "practice" = "exam") => {
  const res = await w.call("POST", `/api/quizzes/${quizId}/attempts`, "student", { mode });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AttemptView;
};
const answer = async (attemptId: number, key: number, response: object) => {
  const res = await w.call("PUT", `/api/attempts/${attemptId}/answers/${key}`, "student", { response, clientSeq: 1 });
  expect(res.statusCode, res.body).toBe(200);
};
const submit = async (attemptId: number) =>
  (await w.call("POST", `/api/attempts/${attemptId}/submit`, "student")).json() as AttemptResult;
const read = async (attemptId: number, who: Who = "student") =>
  (await w.call("GET", `/api/attempts/${attemptId}`, who)).json() as AttemptView;
const grade = (r: AttemptResult | null | undefined, key: number) => r?.questions.find((q) => q.questionKey === key);

describe("the review of a released attempt", () => {
  it("shows nothing of the keys while the exam is open, then each answer, key and explanation", async () => {
    const quizId = await newQuiz();
    const view = await start(quizId);
    // In progress: no key, no explanation, no result.
    expect(view.questions.every((q) => q.answerKey === null && q.explanationHtml === null)).toBe(true);
    expect(view.result).toBeNull();
    const single = view.questions.find((q) => q.key === SINGLE);
    const picked = single?.options[0]?.id ?? 0;
    await answer(view.id, SINGLE, { type: "single", optionId: picked });
    const result = await submit(view.id);
    expect(result.released).toBe(true);
    const g = grade(result, SINGLE);
    expect(g).toMatchObject({ response: { type: "single", optionId: picked }, explanationHtml: EXPLANATION });
    expect(g?.answerKey?.correctOptionIds).toHaveLength(1);
    // The subjective question's review carries the model answer; unanswered questions have no response.
    expect(grade(result, SUBJECTIVE)?.answerKey?.modelAnswerHtml).toContain("net force");
    expect(grade(result, SUBJECTIVE)?.response).toBeNull();
    // Reading the attempt later (the review access type) gives the same.
    expect(grade((await read(view.id)).result, SINGLE)).toEqual(g);
  });

  it("holds the keys and explanations of an after-marking quiz until release, with the marker's comment after", async () => {
    const quizId = await newQuiz({ requiresReview: true, releasePolicy: "after_marking" });
    const view = await start(quizId);
    await answer(view.id, SUBJECTIVE, { type: "subjective", text: "A body stays at rest." });
    const held = await submit(view.id);
    expect(held).toMatchObject({ released: false, score: null, questions: [] });
    expect(JSON.stringify(await read(view.id))).not.toContain("F = ma");
    for (const key of [5, SUBJECTIVE]) {
      const res = await w.call("PUT", `/api/marking/answers/${view.id}/${key}`, "assistant", {
        score: 1,
        comment: key === SUBJECTIVE ? "Say what a net force is." : "",
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(JSON.stringify(await read(view.id))).not.toContain("F = ma");
    expect((await w.call("POST", `/api/marking/quizzes/${quizId}/release`, "owner")).statusCode).toBe(200);
    const released = (await read(view.id)).result;
    expect(grade(released, SUBJECTIVE)).toMatchObject({
      score: 1,
      status: "graded",
      comment: "Say what a net force is.",
      explanationHtml: EXPLANATION,
      response: { type: "subjective", text: "A body stays at rest." },
    });
    // Questions no marker touched carry no comment.
    expect(grade(released, SINGLE)?.comment).toBeNull();
  });

  it("hides the keys of an earlier attempt while the student has another exam of the quiz open", async () => {
    const quizId = await newQuiz({ attemptsAllowed: 3 });
    const first = await start(quizId);
    await submit(first.id);
    expect(grade((await read(first.id)).result, SINGLE)?.explanationHtml).toEqual(EXPLANATION);
    const second = await start(quizId);
    const during = (await read(first.id)).result;
    expect(grade(during, SINGLE)).toMatchObject({ answerKey: null, explanationHtml: null });
    expect(during?.score).not.toBeNull();
    await submit(second.id);
    expect(grade((await read(first.id)).result, SINGLE)?.explanationHtml).toEqual(EXPLANATION);
  });
});

describe("the staff preview (adminquizview)", () => {
  it("opens for the course's staff with the answer keys and explanations, and for no one else", async () => {
    const draft = (
      await buildQuiz(w.t.database, {
        courseId: w.tree.course.id,
        subjectId: w.tree.subject.id,
        chapterId: w.tree.chapters.ch1.id,
        status: "draft",
      })
    ).quizId;
    for (const who of ["owner", "assistant", "tutor", "world"] as const) {
      const res = await w.call("POST", `/api/quizzes/${draft}/attempts`, who, { mode: "preview" });
      expect(res.statusCode, `${who}: ${res.body}`).toBe(201);
      const view = res.json() as AttemptView;
      expect(view.mode).toBe("preview");
      expect(view.questions.every((q) => q.answerKey !== null && q.explanationHtml?.includes("F = ma"))).toBe(true);
    }
    // A draft does not exist for others; a published quiz's preview is refused to them.
    for (const [who, status] of [
      ["student", 404],
      ["otherTeacher", 404],
      ["otherAssistant", 404],
      ["country", 404],
    ] as const) {
      const res = await w.call("POST", `/api/quizzes/${draft}/attempts`, who, { mode: "preview" });
      expect(res.statusCode, who).toBe(status);
    }
    for (const who of ["student", "otherTeacher", "otherAssistant", "country"] as const) {
      const res = await w.call("POST", `/api/quizzes/${w.built.quizId}/attempts`, who, { mode: "preview" });
      expect(res.statusCode, who).toBe(403);
    }
    expect((await w.call("POST", `/api/quizzes/${draft}/attempts`, null, { mode: "preview" })).statusCode).toBe(401);
  });
});

describe("the dashboard's marking card", () => {
  const markingCard = async (who: Who) => {
    const me = w.people[who];
    const res = await w.call("GET", `/api/dashboard/getuserinfo/${me.id}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as UserInfo).dashboard.cards.find((c) => c.key === "marking");
  };

  it("counts the answers waiting in the marker's own courses only", async () => {
    const before = Number((await markingCard("assistant"))?.value);
    const quizId = await newQuiz({ requiresReview: true, releasePolicy: "after_marking" });
    const view = await start(quizId);
    await answer(view.id, SUBJECTIVE, { type: "subjective", text: "Rest." });
    await submit(view.id);
    // The subjective answer waits (the unanswered short one has nothing to mark).
    for (const who of ["owner", "assistant", "tutor"] as const) {
      expect(await markingCard(who), who).toMatchObject({
        value: String(before + 1),
        href: "/viewsubjectivesmanagement",
      });
    }
    expect(Number((await markingCard("world"))?.value)).toBeGreaterThanOrEqual(before + 1);
    // Another course's staff: nothing of it; those who do not mark: no card.
    expect((await markingCard("otherTeacher"))?.value).toBe("0");
    expect((await markingCard("otherAssistant"))?.value).toBe("0");
    expect(await markingCard("student")).toBeUndefined();
    expect(await markingCard("country")).toBeUndefined();
    const res = await w.call("PUT", `/api/marking/answers/${view.id}/${SUBJECTIVE}`, "owner", {
      score: 2,
      comment: "",
    });
    expect(res.statusCode).toBe(200);
    expect((await markingCard("assistant"))?.value).toBe(String(before));
  });
});
