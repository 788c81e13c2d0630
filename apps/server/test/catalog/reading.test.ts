import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseOutline, TutorialView } from "@tq/contract/catalog";
import { courseStaff } from "../../src/db/schema/index.ts";
import { buildCourseTree } from "./catalog-factory.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";

let t: TestApp;
let tree: Awaited<ReturnType<typeof buildCourseTree>>;
let draftCourse: Awaited<ReturnType<typeof buildCourseTree>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const owner = await buildUser(t.database, { role: "teacher" });
  const assistant = await buildUser(t.database, { role: "teachingassistant" });
  const otherTeacher = await buildUser(t.database, { role: "teacher" });
  const student = await buildUser(t.database);
  const world = await buildUser(t.database, { role: "worlddirector" });
  tree = await buildCourseTree(t.database, { ownerId: owner.id });
  draftCourse = await buildCourseTree(t.database, { ownerId: owner.id, courseStatus: "draft" });
  await t.database.db.insert(courseStaff).values({ courseId: tree.course.id, userId: assistant.id, role: "assistant" });
  for (const [name, user] of Object.entries({ owner, assistant, otherTeacher, student, world }))
    tokens[name] = await signIn(t.app, user.email);
});
afterAll(() => t.close());

const get = (url: string, who?: string) =>
  t.app.inject({ method: "GET", url, headers: who ? bearer(tokens[who] ?? "") : {} });

describe("GET /api/catalog/courses/{id}/outline", () => {
  it("shows readers the published syllabus: subjects, levels, chapters by number, tutorials by index", async () => {
    const res = await get(`/api/catalog/courses/${tree.course.id}/outline`);
    expect(res.statusCode).toBe(200);
    const outline = res.json() as CourseOutline;
    expect(outline.staff).toBe(false);
    const [subject] = outline.subjects;
    expect(subject?.levels.map((l) => l.name)).toEqual(["Foundation", "Advanced"]);
    expect(subject?.chapters.map((c) => [c.number, c.title, c.tutorials.map((x) => x.topic)])).toEqual([
      [1, "Newton's laws", ["First law", "Second law"]],
      [2, "Momentum", ["Impulse"]],
    ]);
  });

  it("shows the course's staff the drafts too", async () => {
    for (const who of ["owner", "assistant", "world"]) {
      const outline = (await get(`/api/catalog/courses/${tree.course.id}/outline`, who)).json() as CourseOutline;
      expect(outline.staff).toBe(true);
      expect(outline.subjects[0]?.chapters[0]?.tutorials.map((x) => x.topic)).toContain("Third law (draft)");
    }
    const other = (await get(`/api/catalog/courses/${tree.course.id}/outline`, "otherTeacher")).json() as CourseOutline;
    expect(other.staff).toBe(false);
  });

  it("hides an unpublished course from everyone but its staff", async () => {
    expect((await get(`/api/catalog/courses/${draftCourse.course.id}/outline`)).statusCode).toBe(404);
    expect((await get(`/api/catalog/courses/${draftCourse.course.id}/outline`, "student")).statusCode).toBe(404);
    expect((await get(`/api/catalog/courses/${draftCourse.course.id}/outline`, "owner")).statusCode).toBe(200);
    expect((await get("/api/catalog/courses/987654/outline")).statusCode).toBe(404);
    expect((await get("/api/catalog/courses/abc/outline")).statusCode).toBe(400);
  });
});

describe("GET /api/tutorials/{id}", () => {
  it("lets anyone read a free-preview tutorial, with its place and next tutorial", async () => {
    const res = await get(`/api/tutorials/${tree.tutorials.preview.id}`);
    expect(res.statusCode).toBe(200);
    const view = res.json() as TutorialView;
    expect(view).toMatchObject({
      tutorial: { topic: "First law", index: 1, freePreview: true, html: "<p>First law</p>", completed: false },
      chapter: { number: 1, title: "Newton's laws" },
      subject: { title: "Dynamics" },
      course: { id: tree.course.id },
      previous: null,
      next: { id: tree.tutorials.paid.id, topic: "Second law" },
    });
  });

  it("refuses other tutorials to visitors and students with the reason, and opens them to the course's staff", async () => {
    for (const who of [undefined, "student", "otherTeacher"]) {
      const res = await get(`/api/tutorials/${tree.tutorials.paid.id}`, who);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toMatch(/subscribers of Test Mechanics/);
    }
    for (const who of ["owner", "assistant", "world"])
      expect((await get(`/api/tutorials/${tree.tutorials.paid.id}`, who)).statusCode).toBe(200);
  });

  it("treats drafts as missing for readers; staff see them, and next skips them for readers", async () => {
    expect((await get(`/api/tutorials/${tree.tutorials.draft.id}`)).statusCode).toBe(404);
    expect((await get(`/api/tutorials/${tree.tutorials.draft.id}`, "student")).statusCode).toBe(404);
    expect((await get(`/api/tutorials/${tree.tutorials.draft.id}`, "owner")).statusCode).toBe(200);
    const asOwner = (await get(`/api/tutorials/${tree.tutorials.paid.id}`, "owner")).json() as TutorialView;
    expect(asOwner.next?.topic).toBe("Third law (draft)");
  });
});

describe("PUT /api/tutorials/{id}/progress", () => {
  const put = (id: number, completed: boolean, who?: string) =>
    t.app.inject({
      method: "PUT",
      url: `/api/tutorials/${id}/progress`,
      headers: who ? bearer(tokens[who] ?? "") : {},
      payload: { completed },
    });

  it("records a reader's completion, shown in the outline, and can undo it", async () => {
    expect((await put(tree.tutorials.preview.id, true, "student")).statusCode).toBe(200);
    const outline = (await get(`/api/catalog/courses/${tree.course.id}/outline`, "student")).json() as CourseOutline;
    const first = outline.subjects[0]?.chapters[0]?.tutorials.find((x) => x.id === tree.tutorials.preview.id);
    expect(first?.completed).toBe(true);
    expect((await put(tree.tutorials.preview.id, false, "student")).statusCode).toBe(200);
    const again = (await get(`/api/tutorials/${tree.tutorials.preview.id}`, "student")).json() as TutorialView;
    expect(again.tutorial.completed).toBe(false);
  });

  it("needs a session, and access to the tutorial", async () => {
    expect((await put(tree.tutorials.preview.id, true)).statusCode).toBe(401);
    expect((await put(tree.tutorials.paid.id, true, "student")).statusCode).toBe(403);
  });
});
