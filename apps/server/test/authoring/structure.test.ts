import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AuthoringChapter,
  AuthoringCourse,
  AuthoringLevel,
  AuthoringSubject,
  ChapterList,
  LevelList,
  SubjectList,
} from "@tq/contract/authoring";
import type { CourseOutline } from "@tq/contract/catalog";
import { authoringWorld, type Who } from "./authoring-factory.ts";
import { errorOf } from "../support/helpers.ts";

let w: Awaited<ReturnType<typeof authoringWorld>>;
let courseId: number;
beforeAll(async () => {
  w = await authoringWorld();
  const res = await w.call("POST", "/api/authoring/courses", "owner", {
    title: "Geometry",
    basePriceMinor: 0,
    months: 1,
  });
  courseId = (res.json() as AuthoringCourse).id;
});
afterAll(() => w.t.close());

async function addSubject(title: string, who: Who = "owner") {
  const res = await w.call("POST", `/api/authoring/courses/${courseId}/subjects`, who, { title });
  expect(res.statusCode).toBe(201);
  return res.json() as AuthoringSubject;
}

describe("subjects", () => {
  it("adds subjects last, renames one, and reorders them", async () => {
    const a = await addSubject("Triangles");
    const b = await addSubject("Circles");
    const c = await addSubject("Polygons");
    expect([a.position, b.position, c.position]).toEqual([1, 2, 3]);
    expect(a).toMatchObject({ courseId, levels: [], chapters: [] });
    const renamed = await w.call("PATCH", `/api/authoring/subjects/${b.id}`, "owner", { title: "  Circles and arcs " });
    expect((renamed.json() as AuthoringSubject).title).toBe("Circles and arcs");
    const order = await w.call("PUT", `/api/authoring/courses/${courseId}/subjects/order`, "owner", {
      ids: [c.id, a.id, b.id],
    });
    expect(order.statusCode).toBe(200);
    expect((order.json() as SubjectList).subjects.map((s) => s.title)).toEqual([
      "Polygons",
      "Triangles",
      "Circles and arcs",
    ]);
    const course = (await w.call("GET", `/api/authoring/courses/${courseId}`, "owner")).json() as AuthoringCourse;
    expect(course.subjects.map((s) => s.id)).toEqual([c.id, a.id, b.id]);
  });

  it("refuses an order that is not exactly the course's subjects (400)", async () => {
    const course = (await w.call("GET", `/api/authoring/courses/${courseId}`, "owner")).json() as AuthoringCourse;
    const ids = course.subjects.map((s) => s.id);
    const url = `/api/authoring/courses/${courseId}/subjects/order`;
    for (const bad of [ids.slice(1), [...ids, w.tree.subject.id], [...ids.slice(1), w.tree.subject.id]]) {
      const res = await w.call("PUT", url, "owner", { ids: bad });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.ids).toMatch(/exactly once/);
    }
    const twice = await w.call("PUT", url, "owner", { ids: [ids[0], ids[0]] });
    expect(errorOf(twice).fields?.ids).toMatch(/twice/);
  });

  it("validates the title", async () => {
    const res = await w.call("POST", `/api/authoring/courses/${courseId}/subjects`, "owner", { title: "" });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.title).toBe("Enter a subject title.");
  });

  it("refuses to delete a subject with chapters (409), then deletes an empty one", async () => {
    const s = await addSubject("Doomed");
    await w.call("POST", `/api/authoring/subjects/${s.id}/chapters`, "owner", { title: "Only chapter" });
    const refused = await w.call("DELETE", `/api/authoring/subjects/${s.id}`, "owner");
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toMatch(/delete its chapters first/);
    const empty = await addSubject("Empty");
    expect((await w.call("DELETE", `/api/authoring/subjects/${empty.id}`, "owner")).statusCode).toBe(200);
    expect((await w.call("DELETE", `/api/authoring/subjects/${empty.id}`, "owner")).statusCode).toBe(404);
  });

  it("is the owner's or the world director's: the assistant, other teachers and others get 403", async () => {
    expect((await addSubject("By the director", "world")).title).toBe("By the director");
    const treeSubject = `/api/authoring/subjects/${w.tree.subject.id}`;
    for (const who of ["assistant", "otherTeacher", "tutor", "student", "country"] as const) {
      const res = await w.call("PATCH", treeSubject, who, { title: "Hijacked" });
      expect(res.statusCode, who).toBe(403);
    }
    expect((await w.call("PATCH", treeSubject, null, { title: "Hijacked" })).statusCode).toBe(401);
    expect((await w.call("PATCH", "/api/authoring/subjects/999999", "owner", { title: "X" })).statusCode).toBe(404);
  });
});

describe("levels", () => {
  it("adds, renames, reorders and deletes levels; a level in use is refused with the count", async () => {
    const s = await addSubject("Levelled");
    const url = `/api/authoring/subjects/${s.id}/levels`;
    const basic = (await w.call("POST", url, "owner", { name: "Basic" })).json() as AuthoringLevel;
    const hard = (await w.call("POST", url, "owner", { name: "Hard" })).json() as AuthoringLevel;
    expect([basic.position, hard.position]).toEqual([1, 2]);
    const renamed = await w.call("PATCH", `/api/authoring/levels/${hard.id}`, "owner", { name: "Advanced" });
    expect((renamed.json() as AuthoringLevel).name).toBe("Advanced");
    const order = await w.call("PUT", `${url}/order`, "owner", { ids: [hard.id, basic.id] });
    expect((order.json() as LevelList).levels.map((l) => l.name)).toEqual(["Advanced", "Basic"]);
    expect((await w.call("PUT", `${url}/order`, "owner", { ids: [hard.id] })).statusCode).toBe(400);

    const used = `/api/authoring/levels/${w.tree.levels.foundation.id}`;
    const refused = await w.call("DELETE", used, "owner");
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toMatch(/^3 tutorials use this level/);
    expect((await w.call("DELETE", `/api/authoring/levels/${basic.id}`, "owner")).statusCode).toBe(200);
    expect((await w.call("POST", url, "owner", { name: "x".repeat(61) })).statusCode).toBe(400);
  });

  it("refuses the assistant (403) and answers 404 for an unknown level", async () => {
    const res = await w.call("POST", `/api/authoring/subjects/${w.tree.subject.id}/levels`, "assistant", {
      name: "Mine",
    });
    expect(res.statusCode).toBe(403);
    expect((await w.call("DELETE", "/api/authoring/levels/999999", "owner")).statusCode).toBe(404);
  });
});

describe("chapters", () => {
  it("numbers new chapters next, reorders and renumbers them, and closes the gap on delete", async () => {
    const s = await addSubject("Chaptered");
    const url = `/api/authoring/subjects/${s.id}/chapters`;
    const made: AuthoringChapter[] = [];
    for (const title of ["One", "Two", "Three"]) {
      const res = await w.call("POST", url, "owner", { title });
      expect(res.statusCode).toBe(201);
      made.push(res.json() as AuthoringChapter);
    }
    expect(made.map((c) => c.number)).toEqual([1, 2, 3]);
    const [one, two, three] = made.map((c) => c.id) as [number, number, number];
    const order = await w.call("PUT", `${url}/order`, "owner", { ids: [three, one, two] });
    expect(order.statusCode).toBe(200);
    expect((order.json() as ChapterList).chapters.map((c) => [c.number, c.title])).toEqual([
      [1, "Three"],
      [2, "One"],
      [3, "Two"],
    ]);
    expect((await w.call("PUT", `${url}/order`, "owner", { ids: [three, one] })).statusCode).toBe(400);
    const renamed = await w.call("PATCH", `/api/authoring/chapters/${one}`, "owner", { title: "First" });
    expect(renamed.json()).toMatchObject({ title: "First", number: 2 });
    expect((await w.call("DELETE", `/api/authoring/chapters/${three}`, "owner")).statusCode).toBe(200);
    const course = (await w.call("GET", `/api/authoring/courses/${courseId}`, "owner")).json() as AuthoringCourse;
    const chapters = course.subjects.find((x) => x.id === s.id)?.chapters ?? [];
    expect(chapters.map((c) => [c.number, c.title])).toEqual([
      [1, "First"],
      [2, "Two"],
    ]);
  });

  it("refuses to delete a chapter with tutorials (409); readers see a reorder at once", async () => {
    const refused = await w.call("DELETE", `/api/authoring/chapters/${w.tree.chapters.ch1.id}`, "owner");
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toMatch(/3 tutorials/);
    const url = `/api/authoring/subjects/${w.tree.subject.id}/chapters/order`;
    const before = w.t.app.ctx.publicVersion.value;
    const res = await w.call("PUT", url, "world", { ids: [w.tree.chapters.ch2.id, w.tree.chapters.ch1.id] });
    expect(res.statusCode).toBe(200);
    expect(w.t.app.ctx.publicVersion.value).toBeGreaterThan(before);
    const outline = (
      await w.t.app.inject({ method: "GET", url: `/api/catalog/courses/${w.tree.course.id}/outline` })
    ).json() as CourseOutline;
    expect(outline.subjects[0]?.chapters.map((c) => [c.number, c.title])).toEqual([
      [1, "Momentum"],
      [2, "Newton's laws"],
    ]);
  });

  it("refuses the assistant and another teacher (403); 404 for an unknown chapter or subject", async () => {
    const url = `/api/authoring/subjects/${w.tree.subject.id}/chapters`;
    expect((await w.call("POST", url, "assistant", { title: "Nope" })).statusCode).toBe(403);
    expect((await w.call("POST", url, "otherTeacher", { title: "Nope" })).statusCode).toBe(403);
    expect((await w.call("POST", "/api/authoring/subjects/999999/chapters", "owner", { title: "X" })).statusCode).toBe(
      404,
    );
    expect((await w.call("PATCH", "/api/authoring/chapters/999999", "owner", { title: "X" })).statusCode).toBe(404);
  });
});
