import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEYWORD_EXAMPLES, SAMPLE_ANSWER_MAX, type SchemeTestAnswer } from "@tq/contract/quiz-schemes";
import type { Role } from "@tq/contract/roles";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../../support/helpers.ts";

/** POST /api/quizzes/schemes/test: the keyword-rule tester of howtousekeywords (issue #4). */

const URL = "/api/quizzes/schemes/test";

async function tokenFor(t: TestApp, role: Role): Promise<string> {
  const user = await buildUser(t.database, { role });
  return signIn(t.app, user.email);
}

function test(t: TestApp, payload: unknown, token?: string) {
  return t.app.inject({ method: "POST", url: URL, payload: payload as object, headers: token ? bearer(token) : {} });
}

describe("POST /api/quizzes/schemes/test", () => {
  let t: TestApp;
  let teacher: string;
  beforeAll(async () => {
    t = await createTestApp();
    teacher = await tokenFor(t, "teacher");
  });
  afterAll(() => t.close());

  it("marks a sample answer: the score, the rules that matched with their words, the lines with errors", async () => {
    const rules = "2: photosynth*\n1: chlorophyll | chloroplast\nnot a rule\n-1: /respir\\w+/";
    const answer = "Photosynthesis happens in the CHLOROPLAST; respiration does not.";
    const res = await test(t, { rules, maxMarks: 3, answer }, teacher);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as SchemeTestAnswer;
    expect(body).toMatchObject({ score: 2, maxScore: 3 });
    expect(body.matchedRules).toEqual([
      { line: 1, points: 2, matched: "Photosynthesis", start: 0, end: 14 },
      { line: 2, points: 1, matched: "CHLOROPLAST", start: 30, end: 41 },
      { line: 4, points: -1, matched: "respiration", start: 43, end: 54 },
    ]);
    expect(body.errors).toEqual([{ line: 3, message: expect.stringMatching(/points: phrase/) }]);
  });

  it("gives every worked example of howtousekeywords exactly the result the page shows", async () => {
    for (const example of KEYWORD_EXAMPLES) {
      const res = await test(t, { rules: example.rules, maxMarks: example.maxMarks, answer: example.answer }, teacher);
      const body = res.json() as SchemeTestAnswer;
      expect(body.errors, example.title).toEqual([]);
      expect(body.score, example.title).toBe(example.score);
      expect(
        body.matchedRules.map((r) => r.line),
        example.title,
      ).toEqual(example.matchedLines);
    }
    expect(KEYWORD_EXAMPLES.length).toBeGreaterThanOrEqual(8);
  });

  it("answers quickly for an adversarial regular expression and a long answer", async () => {
    const started = performance.now();
    const res = await test(
      t,
      { rules: "1: /(a+)+$/\n1: /(a|aa)*b/", maxMarks: 1, answer: `${"a".repeat(40_000)}!` },
      teacher,
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as SchemeTestAnswer).score).toBe(0);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("is for staff: every staff role may test, a student or a guardian may not, a visitor must sign in", async () => {
    const payload = { rules: "1: x", maxMarks: 1, answer: "x" };
    for (const role of ["teachingassistant", "countrydirector", "worlddirector"] as const) {
      expect((await test(t, payload, await tokenFor(t, role))).statusCode, role).toBe(200);
    }
    for (const role of ["student", "guardian", "preteacher"] as const) {
      const res = await test(t, payload, await tokenFor(t, role));
      expect(res.statusCode, role).toBe(403);
      expect(errorOf(res).code).toBe("forbidden");
    }
    expect((await test(t, payload)).statusCode).toBe(401);
  });

  it("explains what is wrong with the request", async () => {
    const bad = async (payload: unknown) => {
      const res = await test(t, payload, teacher);
      expect(res.statusCode, res.body).toBe(400);
      return errorOf(res);
    };
    expect((await bad({ rules: "1: x", maxMarks: 1.234, answer: "x" })).message).toMatch(/two decimals/);
    expect((await bad({ rules: "1: x", maxMarks: -1, answer: "x" })).message).toMatch(/negative/);
    expect((await bad({ rules: "1: x", maxMarks: 1 })).message).toMatch(/sample answer/);
    expect((await bad({ rules: "x".repeat(20_001), maxMarks: 1, answer: "x" })).message).toMatch(/too long/);
    expect((await bad({ rules: "1: x", maxMarks: 1, answer: "x".repeat(SAMPLE_ANSWER_MAX + 1) })).message).toMatch(
      /too long/,
    );
  });

  it("refuses a body over the server's size limit (413)", async () => {
    const res = await test(t, { rules: "", maxMarks: 1, answer: "x".repeat(300_000) }, teacher);
    expect(res.statusCode).toBe(413);
  });
});

describe("the tester's rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    // 600 calls per 10 minutes per account, scaled down to 30.
    t = await createTestApp({ rateLimitScale: 0.05 });
  });
  afterAll(() => t.close());

  it("answers 429 once an account has spent its calls, while another account still tests", async () => {
    const user = await buildUser(t.database, { role: "teacher" });
    const one = await signIn(t.app, user.email);
    const payload = { rules: "1: x", maxMarks: 1, answer: "x" };
    expect((await test(t, payload, one)).statusCode).toBe(200);
    // Spend the rest directly: 30 requests would also meet the per-address limit of every /api call.
    for (let i = 1; i < 30; i++) await t.app.ctx.limits.consume("schemeTestAccount", String(user.id));
    const limited = await test(t, payload, one);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe("rate_limited");
    expect((await test(t, payload, await tokenFor(t, "teacher"))).statusCode).toBe(200);
  });
});
