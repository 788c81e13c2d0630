import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { MyAttempts, VerifiedResult } from "@tq/contract/quiz-attempts";
import type { MarkingQueue, MySubjectives } from "@tq/contract/quiz-marking";
import type { Database } from "../../../src/db/client.ts";
import { quizzes } from "../../../src/db/schema/index.ts";
import { DEMO_PASSWORD } from "../../../src/db/seed/seed.ts";
import { bearer, createTestApp, type TestApp, signIn } from "../../support/helpers.ts";

/** The demo student's attempts, seeded through the real services, read back through the API. */

let t: TestApp;
let database: Database;
let app: FastifyInstance;
let student: string;
let ta: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  ({ app, database } = t);
  student = await signIn(app, "student@example.com", DEMO_PASSWORD);
  ta = await signIn(app, "ta@example.com", DEMO_PASSWORD);
}, 120_000);
afterAll(() => t.close());

async function mine(title: string): Promise<MyAttempts> {
  const [quiz] = (await database.db.select().from(quizzes)).filter((q) => q.title === title);
  if (!quiz) throw new Error(`no quiz ${title}`);
  const res = await app.inject({ url: `/api/quizzes/${quiz.id}/my-attempts`, headers: bearer(student) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function verify(code: string): Promise<VerifiedResult> {
  const res = await app.inject({ url: `/api/results/verify/${code}` });
  expect(res.statusCode, code).toBe(200);
  return res.json();
}

describe("the demo student's attempts", () => {
  it("leave attempts on every demo quiz, and none in progress", async () => {
    for (const q of await database.db.select().from(quizzes)) {
      const m = await mine(q.title);
      expect(m.attemptsLeft, q.title).toBeGreaterThan(0);
      expect(m.inProgress, q.title).toEqual([]);
    }
  });

  it("are graded exams (one passed, one failed), a practice and a subject quiz, dated over the last weeks", async () => {
    const passed = await mine("Equations and Inequalities: check your understanding");
    const failed = await mine("Quadratic Equations: check your understanding");
    const practice = await mine("Expressions and Indices: check your understanding");
    const subject = await mine("Algebra: end-of-term test");
    expect(passed.attempts).toMatchObject([{ mode: "exam", status: "submitted", released: true, passed: true }]);
    expect(failed.attempts).toMatchObject([{ mode: "exam", status: "submitted", released: true, passed: false }]);
    expect(practice.attempts).toMatchObject([{ mode: "practice", status: "submitted" }]);
    expect(practice.used).toBe(0);
    // Held until marked (release policy "after_marking"): the teacher marked and released it.
    expect(subject.attempts).toMatchObject([{ mode: "exam", status: "submitted", released: true }]);
    const starts = [passed, failed, practice, subject].map((m) => Date.parse(m.attempts[0]?.startedAt ?? ""));
    expect(Math.min(...starts)).toBeLessThan(Date.now() - 14 * DAY);
    expect(new Set(starts.map((s) => Math.floor(s / DAY))).size).toBe(4);
    for (const m of [passed, failed, practice, subject]) {
      const a = m.attempts[0];
      expect(Date.parse(a?.submittedAt ?? "")).toBeGreaterThan(Date.parse(a?.startedAt ?? ""));
    }
  });

  it("carry verification codes that verify to their own results", async () => {
    for (const title of ["Equations and Inequalities: check your understanding", "Algebra: end-of-term test"]) {
      const a = (await mine(title)).attempts[0];
      const v = await verify(a?.verificationCode ?? "none");
      expect(v).toMatchObject({
        quizTitle: title,
        studentName: "Amara Okafor",
        percent: a?.percent,
        passed: a?.passed,
      });
      expect(v.percent).not.toBeNull();
    }
  });

  it("leave one subjective answer waiting in the TA's queue, and show the TA's marked one to the student", async () => {
    const res = await app.inject({ url: "/api/marking/queue", headers: bearer(ta) });
    expect(res.statusCode).toBe(200);
    const waiting = (res.json() as MarkingQueue).items;
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({
      quizTitle: "Trigonometry: check your understanding",
      studentName: "Amara Okafor",
      type: "subjective",
    });
    const trig = (await mine("Trigonometry: check your understanding")).attempts[0];
    const v = await verify(trig?.verificationCode ?? "none");
    expect(v.quizTitle).toBe("Trigonometry: check your understanding");

    const marked = await app.inject({ url: "/api/attempts/mine/subjectives", headers: bearer(student) });
    const items = (marked.json() as MySubjectives).items;
    const byTa = items.find((i) => i.quizTitle === "Equations and Inequalities: check your understanding");
    expect(byTa).toMatchObject({ type: "subjective", score: 3, maxScore: 4 });
    expect(byTa?.comment).toMatch(/dividing reverses the sign/);
    expect(Date.parse(byTa?.markedAt ?? "")).toBeLessThan(Date.now() - 14 * DAY);
  });
});
