import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ClassroomView, Coursemates, TutorPage } from "@tq/contract/classrooms";
import type { Database } from "../../src/db/client.ts";
import { courses, users } from "../../src/db/schema/index.ts";
import { DEMO_PASSWORD } from "../../src/db/seed/seed.ts";
import { DEMO_COURSE_TITLE } from "../../src/db/seed/demo-course.ts";
import { bearer, createTestApp, type TestApp, signIn } from "../support/helpers.ts";

/** The demo's two classrooms (seed/demo-classrooms.ts), read back through the API. */

let t: TestApp;
let database: Database;
let app: FastifyInstance;
let courseId: number;
let teacherId: number;
let amakaId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  ({ app, database } = t);
  const idOf = async (email: string) =>
    (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;
  teacherId = await idOf("teacher@example.com");
  amakaId = await idOf("amaka@example.com");
  courseId = (await database.db.select().from(courses).where(eq(courses.title, DEMO_COURSE_TITLE)))[0]?.id ?? 0;
}, 120_000);
afterAll(() => t.close());

const get = async <T>(url: string, email: string) => {
  const res = await app.inject({ method: "GET", url, headers: bearer(await signIn(app, email, DEMO_PASSWORD)) });
  return { status: res.statusCode, body: res.json() as T };
};

describe("the demo classrooms", () => {
  it("gives teacher@ a class with the demo student, an announcement and a session", async () => {
    const { status, body } = await get<ClassroomView>(
      `/api/classrooms/${courseId}/${teacherId}`,
      "teacher@example.com",
    );
    expect(status).toBe(200);
    const emails = body.roster?.map((r) => r.email) ?? [];
    expect(emails).toEqual(expect.arrayContaining(["student@example.com", "ifeoma@example.com", "tunde@example.com"]));
    expect(emails).not.toContain("zainab@example.com");
    expect(body.announcements).toHaveLength(1);
    expect(body.sessions).toHaveLength(1);
    expect(body.upcomingQuizzes.length).toBeGreaterThan(0);
  });

  it("lets student@ see their classmates, not the second tutor's class", async () => {
    const mates = await get<Coursemates>(`/api/classrooms/${courseId}/${teacherId}/coursemates`, "student@example.com");
    expect(mates.status).toBe(200);
    expect(mates.body.mates.map((m) => m.name)).toContain("Ifeoma N.");
    const other = await get(`/api/classrooms/${courseId}/${amakaId}`, "student@example.com");
    expect(other.status).toBe(403);
  });

  it("gives the second tutor a public page with a bio and a class", async () => {
    const res = await app.inject({ method: "GET", url: `/api/users/${amakaId}/page` });
    const page = res.json() as TutorPage;
    expect(page.bio).toContain("Enugu");
    expect(page.classes).toEqual([{ courseId, title: DEMO_COURSE_TITLE, studentCount: 2 }]);
  });
});
