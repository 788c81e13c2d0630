import { createServer, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import type { ReportDetail } from "@tq/contract/reports";
import { assessmentReports, emailOutbox, guardianLinks, reportEntries, users } from "../../src/db/schema/index.ts";
import { createMailer } from "../../src/lib/mailer.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";
import { dayAgo, reportWorld, scoredAttempt } from "./reports-factory.ts";

/**
 * What the server review of issue #6 found in reports: a save racing a publication (H1), ids
 * beyond int4 (H2, guardians too), disabled students reported and emailed (M3), the emails of a
 * publication sent one by one inside the request (M1).
 */

let t: TestApp;
let w: Awaited<ReturnType<typeof reportWorld>>;
let ta: string;
const db = () => t.database.db;

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, token = ta) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWorld(t.database);
  for (const [i, s] of w.students.entries()) await scoredAttempt(t.database, s.id, w.q1.id, 50 + 10 * i);
  ta = await signIn(t.app, w.ta.email);
});
afterAll(() => t.close());

const draftBody = (remark: string) => ({
  title: "Race",
  periodFrom: dayAgo(10),
  periodTo: dayAgo(0),
  quizzes: [{ quizId: w.q1.id, weight: 1 }],
  remarks: { [String(w.students[0]?.id)]: remark },
});

describe("a save racing a publication (H1)", () => {
  it("never leaves a published report without its frozen lines and codes; the loser answers 409", async () => {
    const outcomes = new Set<string>();
    for (let run = 0; run < 8; run += 1) {
      const created = await call("POST", `/api/reports/courses/${w.tree.course.id}/reports`, draftBody("first"));
      expect(created.statusCode, created.body).toBe(201);
      const id = (created.json() as ReportDetail).id;
      const [pub, put] = await Promise.all([
        call("POST", `/api/reports/${id}/publish`),
        call("PUT", `/api/reports/${id}`, draftBody("second")),
      ]);
      outcomes.add(`${pub.statusCode}/${put.statusCode}`);
      expect([200, 409], pub.body).toContain(pub.statusCode);
      expect([200, 409], put.body).toContain(put.statusCode);
      // One of them answers 409, or the save landed before the publication read the draft.
      if (pub.statusCode === 409) {
        expect(put.statusCode).toBe(200);
        const again = await call("POST", `/api/reports/${id}/publish`);
        expect(again.statusCode, again.body).toBe(200);
      }
      const [report] = await db().select().from(assessmentReports).where(eq(assessmentReports.id, id));
      expect(report?.status).toBe("published");
      const entries = await db().select().from(reportEntries).where(eq(reportEntries.reportId, id));
      expect(entries).toHaveLength(w.students.length);
      for (const e of entries) {
        expect(e.verificationCode).toMatch(/^[23456789A-HJ-NP-Z]{12}$/);
        expect(e.studentName).toMatch(/Pupil/);
        expect(e.scores).toHaveLength(1);
        const verified = await t.app.inject({ method: "GET", url: `/api/reports/verify/${e.verificationCode}` });
        expect(verified.statusCode).toBe(200);
      }
      // The frozen remark is the one of the save that won: a 200 on the save means it counts.
      const remark = entries.find((e) => e.userId === w.students[0]?.id)?.remark;
      expect(remark).toBe(put.statusCode === 200 ? "second" : "first");
    }
    expect(
      [...outcomes].every((o) => ["200/409", "409/200", "200/200"].includes(o)),
      [...outcomes].join(),
    ).toBe(true);
  });

  it("a save of a deleted draft answers 404, and a delete of a published report 409", async () => {
    const created = await call("POST", `/api/reports/courses/${w.tree.course.id}/reports`, draftBody("x"));
    const id = (created.json() as ReportDetail).id;
    const [del, put] = await Promise.all([
      call("DELETE", `/api/reports/${id}`),
      call("PUT", `/api/reports/${id}`, draftBody("y")),
    ]);
    expect(del.statusCode).toBe(204);
    expect([200, 404]).toContain(put.statusCode);
    expect(await db().select().from(reportEntries).where(eq(reportEntries.reportId, id))).toEqual([]);
  });

  it("creates a draft and its remarks together", async () => {
    const created = await call("POST", `/api/reports/courses/${w.tree.course.id}/reports`, draftBody("kept"));
    const id = (created.json() as ReportDetail).id;
    const entries = await db().select().from(reportEntries).where(eq(reportEntries.reportId, id));
    expect(entries.map((e) => e.remark)).toEqual(["kept"]);
    expect((await call("DELETE", `/api/reports/${id}`)).statusCode).toBe(204);
  });
});

describe("ids beyond a 32-bit integer (H2)", () => {
  const HUGE = "99999999999";

  it("answer 400 on the reports routes, not 500", async () => {
    for (const url of [
      `/api/reports/${HUGE}`,
      `/api/reports/${HUGE}/csv`,
      `/api/reports/courses/${HUGE}`,
      `/api/reports/students/${HUGE}/courses/${w.tree.course.id}`,
      `/api/reports/students/${w.students[0]?.id}/courses/${HUGE}`,
    ])
      expect((await call("GET", url)).statusCode, url).toBe(400);
    expect((await call("PUT", `/api/reports/${HUGE}`, draftBody("x"))).statusCode).toBe(400);
    expect((await call("POST", `/api/reports/${HUGE}/publish`)).statusCode).toBe(400);
    const preview = await call("POST", `/api/reports/courses/${w.tree.course.id}/preview`, {
      periodFrom: dayAgo(10),
      periodTo: dayAgo(0),
      quizzes: [{ quizId: Number(HUGE), weight: 1 }],
    });
    expect(preview.statusCode).toBe(400);
    expect(errorOf(preview).fields?.["quizzes.0.quizId"]).toBeDefined();
  });

  it("answer 400 on the guardians routes, not 500", async () => {
    const guardian = await signIn(t.app, (await buildUser(t.database, { role: "guardian" })).email);
    const student = await signIn(t.app, w.students[0]?.email ?? "");
    expect((await call("POST", `/api/guardians/wards/${HUGE}/act`, undefined, guardian)).statusCode).toBe(400);
    expect((await call("DELETE", `/api/guardians/links/${HUGE}`, undefined, guardian)).statusCode).toBe(400);
    expect((await call("DELETE", `/api/guardians/invitations/${HUGE}`, undefined, student)).statusCode).toBe(400);
    const accept = await call(
      "POST",
      "/api/guardians/invitations/accept",
      { wardId: Number(HUGE), token: "x".repeat(32) },
      guardian,
    );
    expect(accept.statusCode).toBe(400);
  });
});

describe("disabled students (M3)", () => {
  it("are left out of the report and of its emails; so are their guardians", async () => {
    const world = await reportWorld(t.database);
    const [, gone] = world.students;
    if (!gone) throw new Error("no student");
    const guardian = await buildUser(t.database, { role: "guardian" });
    await db().insert(guardianLinks).values({ guardianId: guardian.id, wardId: gone.id });
    await db().update(users).set({ status: "disabled" }).where(eq(users.id, gone.id));
    const token = await signIn(t.app, world.ta.email);
    const created = await call(
      "POST",
      `/api/reports/courses/${world.tree.course.id}/reports`,
      {
        title: "Active only",
        periodFrom: dayAgo(10),
        periodTo: dayAgo(0),
        quizzes: [{ quizId: world.q1.id, weight: 1 }],
      },
      token,
    );
    expect((created.json() as ReportDetail).computed.students.map((s) => s.userId)).not.toContain(gone.id);
    const id = (created.json() as ReportDetail).id;
    const published = await call("POST", `/api/reports/${id}/publish`, undefined, token);
    expect(published.statusCode, published.body).toBe(200);
    expect((published.json() as ReportDetail).computed.students).toHaveLength(2);
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.toAddress, [...world.students.map((s) => s.email), guardian.email]));
    expect(mails.map((m) => m.toAddress).sort()).toEqual(
      world.students
        .filter((s) => s.id !== gone.id)
        .map((s) => s.email)
        .sort(),
    );
  });
});

describe("the mailer's batch (M1)", () => {
  it("queues every message in the outbox before answering, and sends by SMTP in the background", async () => {
    // An SMTP server that accepts and stays silent: a send waiting on it must not hold the answer.
    let hold = true;
    const held: Socket[] = [];
    const server = createServer((s) => (hold ? held.push(s) : s.destroy()));
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const { port } = server.address() as AddressInfo;
    const mailer = createMailer(db(), {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "site@test.example",
      retryBaseMs: 30_000,
    });
    const to = Array.from({ length: 6 }, (_, i) => `batch${i}-${Date.now()}@test.example`);
    try {
      await mailer.sendMany(to.map((address) => ({ to: address, subject: "Hi", text: "Body", kind: "test.batch" })));
      const rows = () => db().select().from(emailOutbox).where(inArray(emailOutbox.toAddress, to));
      const queued = await rows();
      expect(queued.map((r) => r.toAddress).sort()).toEqual([...to].sort());
      expect(queued.every((r) => r.sentAt === null && r.error === null)).toBe(true);
      // Bounded: at most 4 SMTP conversations at once.
      await expect.poll(() => held.length).toBe(4);
      await new Promise((done) => setTimeout(done, 200));
      expect(held).toHaveLength(4);
      // The server hangs up: each failure is recorded on its row, the rest of the queue drains.
      hold = false;
      for (const s of held) s.destroy();
      await expect
        .poll(async () => (await rows()).filter((r) => r.error !== null).length, { timeout: 10_000 })
        .toBe(to.length);
      expect((await rows()).every((r) => r.sentAt === null)).toBe(true);
    } finally {
      hold = false;
      for (const s of held) s.destroy();
      await new Promise((done) => server.close(done));
    }
  });
});
