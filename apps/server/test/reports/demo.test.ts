import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ReportCourses, StudentReports, VerifiedReport } from "@tq/contract/reports";
import type { Database } from "../../src/db/client.ts";
import { users } from "../../src/db/schema/index.ts";
import { DEMO_PASSWORD } from "../../src/db/seed/seed.ts";
import { bearer, createTestApp, type TestApp, signIn } from "../support/helpers.ts";

/** The demo's published report of Mathematics Foundations, read back as the people of the demo would. */

let t: TestApp;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  ({ app, database } = t);
}, 180_000);
afterAll(() => t.close());

describe("the demo reports", () => {
  it("give every demo student of Mathematics Foundations a published report with a remark, readable by their guardian and verifiable", async () => {
    const ta = await signIn(app, "ta@example.com", DEMO_PASSWORD);
    const list = (await app.inject({ url: "/api/reports/courses", headers: bearer(ta) })).json() as ReportCourses;
    const course = list.courses.find((c) => c.title === "Mathematics Foundations");
    expect(course?.reports.map((r) => [r.title, r.status])).toEqual([["Mid-term report", "published"]]);
    const detail = await app.inject({ url: `/api/reports/${course?.reports[0]?.id}`, headers: bearer(ta) });
    const students = detail.json().computed.students as { name: string; remark: string; verificationCode: string }[];
    expect(students.length).toBeGreaterThanOrEqual(5);
    expect(students.every((s) => s.remark.length > 0 && s.verificationCode.length === 12)).toBe(true);

    const [student] = await database.db.select().from(users).where(eq(users.email, "student@example.com"));
    const guardian = await signIn(app, "guardian@example.com", DEMO_PASSWORD);
    const res = await app.inject({
      url: `/api/reports/students/${student?.id}/courses/${course?.id}`,
      headers: bearer(guardian),
    });
    expect(res.statusCode).toBe(200);
    const mine = res.json() as StudentReports;
    expect(mine.reports).toHaveLength(1);
    // The demo student sat and had released several counted quizzes.
    expect(mine.reports[0]?.weightedTotal).toBeGreaterThan(0);
    const verified = (
      await app.inject({ url: `/api/reports/verify/${mine.reports[0]?.verificationCode}` })
    ).json() as VerifiedReport;
    expect(verified).toMatchObject({ reportTitle: "Mid-term report", courseTitle: "Mathematics Foundations" });
  });
});
