import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { CatalogCourses, CourseOutline } from "@tq/contract/catalog";
import { courses, subjects } from "../../src/db/schema/index.ts";
import { buildCourseTree } from "./catalog-factory.ts";
import { bearer, buildUser, createTestApp, signIn, type TestApp } from "../support/helpers.ts";

let t: TestApp;
let owner: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildUser(t.database, { role: "teacher" });
});
afterAll(() => t.close());

const catalog = async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/catalog/courses" });
  expect(res.statusCode).toBe(200);
  return res.json() as CatalogCourses;
};

describe("GET /api/catalog/courses", () => {
  it("lists published courses in the home order with their subjects and counts; drafts never", async () => {
    const later = await buildCourseTree(t.database, { ownerId: owner.id });
    const first = await buildCourseTree(t.database, { ownerId: owner.id });
    const draft = await buildCourseTree(t.database, { ownerId: owner.id, courseStatus: "draft" });
    await t.database.db.update(courses).set({ displayOrder: 2 }).where(eq(courses.id, later.course.id));
    await t.database.db.update(courses).set({ displayOrder: 1, title: "First" }).where(eq(courses.id, first.course.id));
    await t.database.db.insert(subjects).values({ courseId: first.course.id, title: "Empty subject", position: 2 });
    t.app.ctx.publicVersion.bump();

    const answer = await catalog();
    expect(answer.courses.map((c) => c.id)).toEqual([first.course.id, later.course.id]);
    expect(answer.courses.some((c) => c.id === draft.course.id)).toBe(false);
    // The factory's subject: 2 chapters, 3 published tutorials (the draft is not counted), 1 free preview.
    expect(answer.courses[0]?.subjects).toEqual([
      { id: first.subject.id, title: "Dynamics", chapters: 2, tutorials: 3, freePreviews: 1 },
      { id: expect.any(Number), title: "Empty subject", chapters: 0, tutorials: 0, freePreviews: 0 },
    ]);
  });

  it("is memoized until publicVersion changes", async () => {
    const before = await catalog();
    const extra = await buildCourseTree(t.database, { ownerId: owner.id });
    expect((await catalog()).courses).toHaveLength(before.courses.length);
    t.app.ctx.publicVersion.bump();
    expect((await catalog()).courses.map((c) => c.id)).toContain(extra.course.id);
  });
});

describe("the outline for the reading screens", () => {
  it("says which tutorials the reader may open, and carries the course's description and months", async () => {
    const tree = await buildCourseTree(t.database, { ownerId: owner.id });
    await t.database.db
      .update(courses)
      .set({ descriptionHtml: "<p>About <strong>forces</strong></p>" })
      .where(eq(courses.id, tree.course.id));
    const asVisitor = (
      await t.app.inject({ method: "GET", url: `/api/catalog/courses/${tree.course.id}/outline` })
    ).json() as CourseOutline;
    expect(asVisitor.course).toMatchObject({ descriptionHtml: "<p>About <strong>forces</strong></p>", months: 3 });
    const open = (o: CourseOutline) =>
      o.subjects[0]?.chapters.flatMap((c) => c.tutorials.map((x) => [x.topic, x.open])) ?? [];
    expect(open(asVisitor)).toEqual([
      ["First law", true],
      ["Second law", false],
      ["Impulse", false],
    ]);
    const token = await signIn(t.app, owner.email);
    const asOwner = (
      await t.app.inject({
        method: "GET",
        url: `/api/catalog/courses/${tree.course.id}/outline`,
        headers: bearer(token),
      })
    ).json() as CourseOutline;
    expect(open(asOwner).every(([, o]) => o === true)).toBe(true);
  });
});
