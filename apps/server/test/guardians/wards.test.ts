import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens, auditLog, quizAttempts, subscriptions, tutorialProgress } from "../../src/db/schema/index.ts";
import { newVerificationCode } from "../../src/modules/quizzes/taking/attempt-code.ts";
import { buildCourseTree } from "../catalog/catalog-factory.ts";
import { linkThroughApi } from "./guardians-factory.ts";
import { bearer, buildUser, createTestApp, signIn, TEST_PASSWORD, type MailTestApp } from "../support/helpers.ts";
import { buildQuiz } from "../quizzes/quiz-factory.ts";

const RULES = { negativeMarking: false, requiresReview: false, passPercent: 50, releasePolicy: "immediately" } as const;

let t: MailTestApp;
beforeAll(async () => {
  t = await createTestApp({ mail: true });
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

/** A student with a guardian linked through the real invitation flow. */
async function family() {
  const ward = await buildUser(t.database, { role: "student", firstname: "Wendy" });
  const guardian = await buildUser(t.database, { role: "guardian", firstname: "Gloria" });
  const wardToken = await signIn(t.app, ward.email);
  const guardianToken = await signIn(t.app, guardian.email);
  await linkThroughApi(t.app, t.mail, {
    studentToken: wardToken,
    studentId: ward.id,
    guardianToken,
    guardianEmail: guardian.email,
  });
  const wards = (await call("GET", "/api/guardians/wards", guardianToken)).json() as {
    wards: { linkId: number; person: { id: number } }[];
  };
  const linkId = wards.wards[0]?.linkId ?? 0;
  return { ward, guardian, wardToken, guardianToken, linkId };
}

describe("guardianpage", () => {
  it("shows each ward's progress, released results only, and subscriptions", async () => {
    const f = await family();
    const teacher = await buildUser(t.database, { role: "teacher" });
    const tree = await buildCourseTree(t.database, { ownerId: teacher.id });
    const db = t.database.db;
    await db.insert(tutorialProgress).values({ userId: f.ward.id, tutorialId: tree.tutorials.preview.id });
    await db.insert(subscriptions).values({
      userId: f.ward.id,
      courseId: tree.course.id,
      status: "active",
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const { quizId } = await buildQuiz(t.database, {
      courseId: tree.course.id,
      subjectId: tree.subject.id,
      chapterId: tree.chapters.ch1.id,
      title: "Forces quiz",
    });
    const attempt = (releasedAt: Date | null, percent: number) => ({
      quizId,
      userId: f.ward.id,
      mode: "exam",
      status: "submitted",
      submittedAt: new Date(),
      submittedBy: "student",
      percent,
      passed: percent >= 50,
      releasedAt,
      verificationCode: newVerificationCode(),
      draw: [],
      rules: RULES,
    });
    await db.insert(quizAttempts).values([attempt(new Date(), 80), attempt(null, 12)]);

    const res = await call("GET", "/api/guardians/wards", f.guardianToken);
    expect(res.statusCode).toBe(200);
    const [ward] = (res.json() as { wards: unknown[] }).wards;
    expect(ward).toMatchObject({
      person: { id: f.ward.id, firstname: "Wendy" },
      progress: [{ courseId: tree.course.id, completed: 1, total: 3 }],
      results: [{ quizTitle: "Forces quiz", percent: 80, passed: true }],
      subscriptions: [{ courseTitle: tree.course.title, status: "active", active: true }],
    });
    expect((ward as { results: unknown[] }).results).toHaveLength(1);
  });

  it("flags a provisional result exactly as the ward's own records do (issue #12)", async () => {
    const f = await family();
    const teacher = await buildUser(t.database, { role: "teacher" });
    const tree = await buildCourseTree(t.database, { ownerId: teacher.id });
    const { quizId } = await buildQuiz(t.database, {
      courseId: tree.course.id,
      subjectId: tree.subject.id,
      chapterId: tree.chapters.ch1.id,
      title: "Essay quiz",
    });
    // Released at once with the essay's mark suggested by the scheme (waiting for a marker), and one marked.
    const attempt = (percent: number, provisional: boolean) => ({
      quizId,
      userId: f.ward.id,
      mode: "exam",
      status: "submitted",
      submittedAt: new Date(),
      submittedBy: "student",
      score: percent / 10,
      maxScore: 10,
      percent,
      passed: percent >= 50,
      provisional,
      releasedAt: new Date(),
      verificationCode: newVerificationCode(),
      draw: [],
      rules: RULES,
    });
    const rows = await t.database.db
      .insert(quizAttempts)
      .values([attempt(70, true), attempt(90, false)])
      .returning({ id: quizAttempts.id });

    const mine = (await call("GET", "/api/records/mine", f.wardToken)).json() as {
      records: { attemptId: number; provisional: boolean }[];
    };
    const wards = (await call("GET", "/api/guardians/wards", f.guardianToken)).json() as {
      wards: { results: { attemptId: number; percent: number; provisional: boolean }[] }[];
    };
    const shown = wards.wards[0]?.results ?? [];
    for (const { id } of rows) {
      const student = mine.records.find((r) => r.attemptId === id);
      const guardian = shown.find((r) => r.attemptId === id);
      expect(guardian?.provisional, `attempt ${id}`).toBe(student?.provisional);
    }
    expect(shown.map((r) => [r.percent, r.provisional]).sort()).toEqual([
      [70, true],
      [90, false],
    ]);
  });

  it("is the guardian's only: a student gets 403, another guardian sees none of these wards", async () => {
    const f = await family();
    expect((await call("GET", "/api/guardians/wards", f.wardToken)).statusCode).toBe(403);
    const stranger = await signIn(t.app, (await buildUser(t.database, { role: "guardian" })).email);
    expect((await call("GET", "/api/guardians/wards", stranger)).json()).toEqual({ wards: [] });
  });
});

describe("acting as a ward", () => {
  it("answers the ward's sign-in with originalId = guardian; logout hands the guardian back", async () => {
    const f = await family();
    const res = await call("POST", `/api/guardians/wards/${f.ward.id}/act`, f.guardianToken);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { id: number; originalId: number; api_token: string; firstname: string };
    expect(answer).toMatchObject({ id: f.ward.id, originalId: f.guardian.id, firstname: "Wendy" });
    const [token] = await t.database.db
      .select()
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, f.ward.id), eq(apiTokens.kind, "ward")));
    expect(token?.originalUserId).toBe(f.guardian.id);
    const [started] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "guardian.act_as_ward"), eq(auditLog.targetId, String(f.ward.id))));
    expect(started?.realActorId).toBe(f.guardian.id);
    // The guardian's own session was handed over: it no longer works.
    expect((await call("GET", "/api/guardians/wards", f.guardianToken)).statusCode).toBe(401);

    // The ward's screens answer with the ward's data; the audit keeps the guardian as real actor.
    const mine = await call("GET", "/api/guardians/mine", answer.api_token);
    expect(mine.json()).toMatchObject({ guardians: [{ person: { id: f.guardian.id } }] });

    const back = await call("POST", "/api/auth/logout", answer.api_token, {});
    expect(back.json()).toMatchObject({ id: f.guardian.id, originalId: 0 });
    const guardianAgain = (back.json() as { api_token: string }).api_token;
    expect((await call("GET", "/api/guardians/wards", guardianAgain)).statusCode).toBe(200);
  });

  it("refuses what only the account holder does while acting (password, email, nesting, guardians)", async () => {
    const f = await family();
    const acting = (
      (await call("POST", `/api/guardians/wards/${f.ward.id}/act`, f.guardianToken)).json() as {
        api_token: string;
      }
    ).api_token;
    const password = await call("POST", "/api/users/resetloginpassword", acting, {
      currentPassword: "Correct-horse-2026",
      newPassword: "another-long-pass",
      confirmPassword: "another-long-pass",
    });
    expect(password.statusCode).toBe(403);
    expect((await call("POST", "/api/guardians/invitations", acting, { email: "x@test.example" })).statusCode).toBe(
      403,
    );
    expect((await call("DELETE", `/api/guardians/links/${f.linkId}`, acting)).statusCode).toBe(403);
    expect((await call("POST", `/api/guardians/wards/${f.ward.id}/act`, acting)).statusCode).toBe(403);
  });

  it("someone else's ward cannot be acted as (404), nor a student by anyone but a guardian (403)", async () => {
    const f = await family();
    const stranger = await signIn(t.app, (await buildUser(t.database, { role: "guardian" })).email);
    expect((await call("POST", `/api/guardians/wards/${f.ward.id}/act`, stranger)).statusCode).toBe(404);
    const teacher = await signIn(t.app, (await buildUser(t.database, { role: "teacher" })).email);
    expect((await call("POST", `/api/guardians/wards/${f.ward.id}/act`, teacher)).statusCode).toBe(403);
  });
});

describe("a guardian's account changes end the ward sessions they opened (issue #13)", () => {
  const actAs = async (f: Awaited<ReturnType<typeof family>>) => {
    const res = await call("POST", `/api/guardians/wards/${f.ward.id}/act`, f.guardianToken);
    expect(res.statusCode).toBe(200);
    return (res.json() as { api_token: string }).api_token;
  };
  /** The ward session is dead, and its logout answers 401: never a fresh guardian session. */
  async function expectEnded(acting: string) {
    expect((await call("GET", "/api/guardians/mine", acting)).statusCode).toBe(401);
    const out = await call("POST", "/api/auth/logout", acting, {});
    expect(out.statusCode).toBe(401);
    expect(out.body).not.toContain("api_token");
  }

  it("a password change: the ward session dies, its logout answers 401; the changing session stays", async () => {
    const f = await family();
    const acting = await actAs(f);
    const laptop = await signIn(t.app, f.guardian.email);
    const changed = await call("POST", "/api/users/resetloginpassword", laptop, {
      currentPassword: TEST_PASSWORD,
      newPassword: "a new long phrase",
      confirmPassword: "a new long phrase",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectEnded(acting);
    expect((await call("GET", "/api/guardians/wards", laptop)).statusCode).toBe(200);
    // The ward's own session is the ward's: untouched.
    expect((await call("GET", "/api/guardians/mine", f.wardToken)).statusCode).toBe(200);
  });

  it("a role change: the ward session dies with the guardian's role", async () => {
    const f = await family();
    const acting = await actAs(f);
    const wd = await signIn(t.app, (await buildUser(t.database, { role: "worlddirector" })).email);
    const res = await call("PATCH", `/api/admin/users/${f.guardian.id}/role`, wd, { role: "student" });
    expect(res.statusCode).toBe(200);
    await expectEnded(acting);
  });

  it("disabling the guardian: the ward session dies", async () => {
    const f = await family();
    const acting = await actAs(f);
    const wd = await signIn(t.app, (await buildUser(t.database, { role: "worlddirector" })).email);
    const res = await call("PATCH", `/api/admin/users/${f.guardian.id}/status`, wd, { status: "disabled" });
    expect(res.statusCode).toBe(200);
    await expectEnded(acting);
  });
});

describe("ending a guardianship", () => {
  it("the guardian ends it: the ward session they opened stops working at once", async () => {
    const f = await family();
    const acting = (
      (await call("POST", `/api/guardians/wards/${f.ward.id}/act`, f.guardianToken)).json() as {
        api_token: string;
      }
    ).api_token;
    const guardianToken = await signIn(t.app, f.guardian.email);
    expect((await call("DELETE", `/api/guardians/links/${f.linkId}`, guardianToken)).statusCode).toBe(204);
    expect((await call("GET", "/api/guardians/mine", acting)).statusCode).toBe(401);
    expect((await call("GET", "/api/guardians/wards", guardianToken)).json()).toEqual({ wards: [] });
    expect((await call("POST", `/api/guardians/wards/${f.ward.id}/act`, guardianToken)).statusCode).toBe(404);
  });

  it("the student ends it from their side; a stranger cannot (404) and nothing changes", async () => {
    const f = await family();
    const stranger = await signIn(t.app, (await buildUser(t.database, { role: "student" })).email);
    expect((await call("DELETE", `/api/guardians/links/${f.linkId}`, stranger)).statusCode).toBe(404);
    expect((await call("GET", "/api/guardians/mine", f.wardToken)).json()).toMatchObject({
      guardians: [{ linkId: f.linkId }],
    });
    expect((await call("DELETE", `/api/guardians/links/${f.linkId}`, f.wardToken)).statusCode).toBe(204);
    expect((await call("GET", "/api/guardians/mine", f.wardToken)).json()).toMatchObject({ guardians: [] });
  });
});
