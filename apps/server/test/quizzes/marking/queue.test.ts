import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AttemptResult, AttemptView } from "@tq/contract/quiz-attempts";
import type { MarkingQueue, MarkResult, MySubjectives, ReleaseResult, StaffAttempt } from "@tq/contract/quiz-marking";
import { auditLog, questionSchemes } from "../../../src/db/schema/index.ts";
import { buildQuiz, quizWorld } from "../quiz-factory.ts";

let w: Awaited<ReturnType<typeof quizWorld>>;
beforeAll(async () => {
  w = await quizWorld();
});
afterAll(() => w.t.close());

const SHORT = 5;
const SUBJECTIVE = 6;

/** A quiz that requires review and holds results until marking, with a submitted exam answering the keyword questions. */
async function markedWorld() {
  const built = await buildQuiz(w.t.database, {
    courseId: w.tree.course.id,
    subjectId: w.tree.subject.id,
    chapterId: w.tree.chapters.ch1.id,
    settings: { requiresReview: true, releasePolicy: "after_marking", passPercent: 50 },
  });
  const view = (
    await w.call("POST", `/api/quizzes/${built.quizId}/attempts`, "student", { mode: "exam" })
  ).json() as AttemptView;
  const answers = [
    [SHORT, { type: "short", text: "The newton." }],
    [SUBJECTIVE, { type: "subjective", text: "A body stays at rest unless something pushes it." }],
  ] as const;
  for (const [key, response] of answers) {
    const res = await w.call("PUT", `/api/attempts/${view.id}/answers/${key}`, "student", { response, clientSeq: 1 });
    expect(res.statusCode, res.body).toBe(200);
  }
  const submitted = (await w.call("POST", `/api/attempts/${view.id}/submit`, "student")).json() as AttemptResult;
  expect(submitted.released).toBe(false);
  return { built, attemptId: view.id };
}

const queue = async (query: string, who: "owner" | "tutor" | "world" = "owner") => {
  const res = await w.call("GET", `/api/marking/queue?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MarkingQueue;
};
const mark = (attemptId: number, key: number, body: object, who: "owner" | "tutor" = "owner") =>
  w.call("PUT", `/api/marking/answers/${attemptId}/${key}`, who, body);

describe("the marking queue", () => {
  it("lists the provisional keyword answers of a submitted exam, with the scheme and the suggestion", async () => {
    const { built, attemptId } = await markedWorld();
    const page = await queue(`quizId=${built.quizId}`);
    expect(page.items.map((i) => i.questionKey)).toEqual([SHORT, SUBJECTIVE]);
    const item = page.items[1];
    expect(item).toMatchObject({
      attemptId,
      type: "subjective",
      status: "waiting",
      maxScore: 4,
      suggestedScore: 2,
      answerText: "A body stays at rest unless something pushes it.",
      override: null,
    });
    expect(item?.stemHtml).toContain("Newton");
    expect(item?.scheme.rules).toContain("net force");
    expect(item?.matchedRules.length).toBe(1);
    expect(item?.studentName).toBe(`${w.people.student.firstname} ${w.people.student.lastname}`);
    // Filters: a question, a course, the tutor's view, and nothing marked yet.
    expect((await queue(`quizId=${built.quizId}&questionKey=${SHORT}`)).items).toHaveLength(1);
    // Paging: the cursor of an answer continues after it; a cursor the list never gave is refused.
    const after = await queue(`quizId=${built.quizId}&cursor=${attemptId}.${SHORT}`);
    expect(after).toEqual({ items: [page.items[1]], nextCursor: null });
    expect((await w.call("GET", "/api/marking/queue?cursor=bogus", "owner")).statusCode).toBe(400);
    expect((await queue(`courseId=${w.tree.course.id}`, "tutor")).items.length).toBeGreaterThanOrEqual(2);
    expect((await queue(`quizId=${built.quizId}&status=marked`)).items).toEqual([]);
    expect((await queue(`quizId=${built.quizId}`, "world")).items).toHaveLength(2);
    // Another teacher's courses hold none of it.
    const other = (await w.call("GET", "/api/marking/queue", "otherTeacher")).json() as MarkingQueue;
    expect(other.items.some((i) => i.attemptId === attemptId)).toBe(false);
  });

  it("marks answers: final scores, the total, provisional cleared, then release and the student's feedback", async () => {
    const { built, attemptId } = await markedWorld();
    const first = await mark(attemptId, SUBJECTIVE, { score: 3.5, comment: "Name the net force." });
    expect(first.statusCode, first.body).toBe(200);
    const one = first.json() as MarkResult;
    expect(one.item).toMatchObject({ status: "marked", override: { score: 3.5, comment: "Name the net force." } });
    expect(one.totals.provisional).toBe(true);
    const second = (await mark(attemptId, SHORT, { score: 2, comment: "" }, "tutor")).json() as MarkResult;
    expect(second.totals).toMatchObject({ provisional: false, released: false });
    // Right objective answers are absent (0); the two marked answers give 5.5 of 19.
    expect(second.totals.score).toBe(5.5);
    expect(second.totals.maxScore).toBe(19);
    expect(second.totals.percent).toBe(28.95);
    expect((await queue(`quizId=${built.quizId}`)).items).toEqual([]);
    expect((await queue(`quizId=${built.quizId}&status=marked`)).items).toHaveLength(2);
    // Not released yet: the student sees no feedback.
    const before = (await w.call("GET", "/api/attempts/mine/subjectives", "student")).json() as MySubjectives;
    expect(before.items.some((i) => i.attemptId === attemptId)).toBe(false);
    const released = await w.call("POST", `/api/marking/quizzes/${built.quizId}/release`, "owner");
    expect(released.json()).toEqual({ released: 1, waiting: 0 } satisfies ReleaseResult);
    const after = (await w.call("GET", "/api/attempts/mine/subjectives", "student")).json() as MySubjectives;
    const feedback = after.items.find((i) => i.attemptId === attemptId && i.questionKey === SUBJECTIVE);
    expect(feedback).toMatchObject({ score: 3.5, maxScore: 4, comment: "Name the net force." });
    const view = (await w.call("GET", `/api/attempts/${attemptId}`, "student")).json() as AttemptView;
    expect(view.result).toMatchObject({ released: true, score: 5.5, provisional: false });
    const logged = await w.t.database.db.select().from(auditLog).where(eq(auditLog.action, "attempt.mark"));
    expect(logged.length).toBeGreaterThanOrEqual(2);
  });

  it("refuses bad scores with a field message", async () => {
    const { attemptId } = await markedWorld();
    for (const score of [-1, 4.5, 1.234]) {
      const res = await mark(attemptId, SUBJECTIVE, { score, comment: "" });
      expect(res.statusCode, String(score)).toBe(400);
      expect(res.json().error.fields.score).toBeTruthy();
    }
    expect((await mark(attemptId, 1, { score: 1, comment: "" })).statusCode).toBe(409);
    expect((await mark(attemptId, 99, { score: 1, comment: "" })).statusCode).toBe(404);
  });

  it("releases only results with nothing waiting", async () => {
    const { built } = await markedWorld();
    const res = await w.call("POST", `/api/marking/quizzes/${built.quizId}/release`, "assistant");
    expect(res.json()).toEqual({ released: 0, waiting: 1 });
  });

  it("re-grades with the current schemes and keeps the markers' scores", async () => {
    const { built, attemptId } = await markedWorld();
    expect((await mark(attemptId, SHORT, { score: 1, comment: "Spell it out." })).statusCode).toBe(200);
    await w.t.database.db
      .update(questionSchemes)
      .set({ rules: "4: rest\n" })
      .where(eq(questionSchemes.questionId, built.questions.subjective));
    const res = await w.call("POST", `/api/marking/attempts/${attemptId}/regrade`, "owner");
    expect(res.statusCode, res.body).toBe(200);
    const staff = (await w.call("GET", `/api/marking/attempts/${attemptId}`, "tutor")).json() as StaffAttempt;
    const subjective = staff.questions.find((q) => q.key === SUBJECTIVE);
    expect(subjective).toMatchObject({ score: 4, gradeStatus: "provisional", override: null });
    expect(subjective?.scheme?.rules).toBe("4: rest\n");
    const short = staff.questions.find((q) => q.key === SHORT);
    expect(short).toMatchObject({ score: 2, gradeStatus: "graded", override: { score: 1, comment: "Spell it out." } });
    expect(staff).toMatchObject({ score: 5, provisional: true, studentId: w.people.student.id });
    expect(staff.questions).toHaveLength(8);
  });

  it("is refused to those who do not mark the course", async () => {
    const { built, attemptId } = await markedWorld();
    const urls = [
      ["GET", `/api/marking/attempts/${attemptId}`],
      ["PUT", `/api/marking/answers/${attemptId}/${SUBJECTIVE}`],
      ["POST", `/api/marking/attempts/${attemptId}/regrade`],
      ["POST", `/api/marking/quizzes/${built.quizId}/release`],
      ["GET", `/api/marking/queue?courseId=${w.tree.course.id}`],
    ] as const;
    for (const [method, url] of urls) {
      for (const [who, status] of [
        ["student", 403],
        ["otherTeacher", 403],
        ["otherAssistant", 403],
        ["country", 403],
        [null, 401],
      ] as const) {
        const res = await w.call(method, url, who, method === "PUT" ? { score: 1, comment: "" } : undefined);
        expect(res.statusCode, `${method} ${url} as ${who}`).toBe(status);
      }
    }
    expect((await w.call("GET", "/api/marking/attempts/999999", "owner")).statusCode).toBe(404);
    expect((await w.call("POST", "/api/marking/quizzes/999999/release", "owner")).statusCode).toBe(404);
    expect((await w.call("GET", "/api/attempts/mine/subjectives", "owner")).statusCode).toBe(403);
  });
});
