import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthoringCourse, AuthoringCourseList, AuthoringTutorial } from "@tq/contract/authoring";
import type { CoursesForDisplay } from "@tq/contract/site";
import { eq } from "drizzle-orm";
import { auditLog, subscriptions } from "../../src/db/schema/index.ts";
import { authoringWorld } from "./authoring-factory.ts";
import { errorOf } from "../support/helpers.ts";

let w: Awaited<ReturnType<typeof authoringWorld>>;
beforeAll(async () => {
  w = await authoringWorld();
});
afterAll(() => w.t.close());

const NEW_COURSE = {
  title: "Organic Chemistry",
  summary: "Carbon and its compounds",
  descriptionHtml: '<p>Rings <img src="x" onerror="alert(1)"> and chains</p><script>alert(2)</script>',
  basePriceMinor: 2500,
  months: 6,
};

async function create(who: "owner" | "world" = "owner", overrides: Partial<typeof NEW_COURSE> = {}) {
  const res = await w.call("POST", "/api/authoring/courses", who, { ...NEW_COURSE, ...overrides });
  expect(res.statusCode).toBe(201);
  return res.json() as AuthoringCourse;
}

describe("GET /api/authoring/courses", () => {
  it("lists the teacher's own courses with counts and rights", async () => {
    const res = await w.call("GET", "/api/authoring/courses", "owner");
    expect(res.statusCode).toBe(200);
    const list = res.json() as AuthoringCourseList;
    expect(list.baseCurrency).toBe("USD");
    const course = list.courses.find((c) => c.id === w.tree.course.id);
    expect(course).toMatchObject({
      title: "Test Mechanics",
      status: "published",
      basePriceMinor: 1000,
      months: 3,
      counts: { subjects: 1, chapters: 2, tutorials: 4, publishedTutorials: 3 },
      canManage: true,
      canEditTutorials: true,
    });
    expect(course?.ownerName).toBe(`${w.people.owner.firstname} ${w.people.owner.lastname}`);
  });

  it("lists a teaching assistant the courses they assist, without managing rights", async () => {
    const list = (await w.call("GET", "/api/authoring/courses", "assistant")).json() as AuthoringCourseList;
    expect(list.courses.map((c) => c.id)).toEqual([w.tree.course.id]);
    expect(list.courses[0]).toMatchObject({ canManage: false, canEditTutorials: true });
    const other = (await w.call("GET", "/api/authoring/courses", "otherAssistant")).json() as AuthoringCourseList;
    expect(other.courses).toEqual([]);
  });

  it("lists every course to the world director and none of another teacher's to a teacher", async () => {
    const mine = await create("owner", { title: "Listed course" });
    const world = (await w.call("GET", "/api/authoring/courses", "world")).json() as AuthoringCourseList;
    expect(world.courses.map((c) => c.id)).toEqual(expect.arrayContaining([w.tree.course.id, mine.id]));
    expect(world.courses.every((c) => c.canManage)).toBe(true);
    const other = (await w.call("GET", "/api/authoring/courses", "otherTeacher")).json() as AuthoringCourseList;
    expect(other.courses).toEqual([]);
  });

  it("refuses students and country directors (403, saying why) and visitors (401)", async () => {
    for (const who of ["student", "country"] as const) {
      const res = await w.call("GET", "/api/authoring/courses", who);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toMatch(/teachers, teaching assistants and the world director/);
    }
    expect((await w.call("GET", "/api/authoring/courses", null)).statusCode).toBe(401);
  });
});

describe("POST /api/authoring/courses", () => {
  it("creates a draft owned by the caller, with the description sanitized, and logs it", async () => {
    const course = await create();
    expect(course).toMatchObject({ title: "Organic Chemistry", status: "draft", canManage: true, subjects: [] });
    expect(course.descriptionHtml).toContain("Rings");
    expect(course.descriptionHtml).not.toMatch(/onerror|script/);
    const log = await w.t.database.db.select().from(auditLog).where(eq(auditLog.action, "course.create"));
    expect(log.some((l) => l.targetId === String(course.id) && l.actorId === w.people.owner.id)).toBe(true);
  });

  it("lets the world director create a course (and own it)", async () => {
    const course = await create("world", { title: "Director's course" });
    expect(course.ownerName).toBe(`${w.people.world.firstname} ${w.people.world.lastname}`);
  });

  it("answers field messages for a bad form", async () => {
    const res = await w.call("POST", "/api/authoring/courses", "owner", {
      title: " ",
      basePriceMinor: -5,
      months: 61,
    });
    expect(res.statusCode).toBe(400);
    const fields = errorOf(res).fields ?? {};
    expect(fields.title).toMatch(/course title/);
    expect(fields.basePriceMinor).toMatch(/negative/);
    expect(fields.months).toMatch(/at most 60/);
    const cents = await w.call("POST", "/api/authoring/courses", "owner", { ...NEW_COURSE, basePriceMinor: 12.5 });
    expect(errorOf(cents).fields?.basePriceMinor).toMatch(/whole/);
    const big = await w.call("POST", "/api/authoring/courses", "owner", {
      ...NEW_COURSE,
      descriptionHtml: `<p>${"é".repeat(60 * 1024)}</p>`,
    });
    expect(big.statusCode).toBe(400);
    expect(errorOf(big).fields?.descriptionHtml).toMatch(/100 KB/);
  });

  it("refuses teaching assistants, country directors, students (403) and visitors (401)", async () => {
    for (const who of ["assistant", "country", "student"] as const) {
      expect((await w.call("POST", "/api/authoring/courses", who, NEW_COURSE)).statusCode).toBe(403);
    }
    const ta = await w.call("POST", "/api/authoring/courses", "assistant", NEW_COURSE);
    expect(errorOf(ta).message).toBe("Only teachers and the world director create courses.");
    expect((await w.call("POST", "/api/authoring/courses", null, NEW_COURSE)).statusCode).toBe(401);
  });
});

describe("GET/PATCH /api/authoring/courses/{id}", () => {
  it("gives the owner, the assistant and the world director the course for editing", async () => {
    const url = `/api/authoring/courses/${w.tree.course.id}`;
    for (const who of ["owner", "assistant", "world"] as const) {
      const res = await w.call("GET", url, who);
      expect(res.statusCode).toBe(200);
      const course = res.json() as AuthoringCourse;
      expect(course.subjects[0]?.chapters.map((c) => c.number)).toEqual([1, 2]);
      expect(course.subjects[0]?.levels.map((l) => l.name)).toEqual(["Foundation", "Advanced"]);
      expect(course.subscriberCount).toBe(0);
    }
  });

  it("refuses another teacher, a tutor, another course's assistant, a student and a country director", async () => {
    const url = `/api/authoring/courses/${w.tree.course.id}`;
    for (const who of ["otherTeacher", "tutor", "otherAssistant", "student", "country"] as const) {
      const res = await w.call("GET", url, who);
      expect(res.statusCode, who).toBe(403);
      expect(errorOf(res).message.length).toBeGreaterThan(20);
    }
    expect((await w.call("GET", "/api/authoring/courses/999999", "owner")).statusCode).toBe(404);
    expect((await w.call("GET", "/api/authoring/courses/abc", "owner")).statusCode).toBe(400);
  });

  it("changes any subset of the fields; the assistant may not", async () => {
    const course = await create();
    const url = `/api/authoring/courses/${course.id}`;
    const res = await w.call("PATCH", url, "owner", { basePriceMinor: 4999, summary: "New summary" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ basePriceMinor: 4999, summary: "New summary", title: "Organic Chemistry" });
    const ta = await w.call("PATCH", `/api/authoring/courses/${w.tree.course.id}`, "assistant", { months: 4 });
    expect(ta.statusCode).toBe(403);
    expect(errorOf(ta).message).toMatch(/owner of "Test Mechanics" or the world director/);
    expect((await w.call("PATCH", url, "world", { months: 12 })).json()).toMatchObject({ months: 12 });
    expect((await w.call("PATCH", url, "owner", { status: "archived" })).statusCode).toBe(400);
  });

  it("refuses to publish a course without a published tutorial, then publishes it and shows it on the home page", async () => {
    const course = await create("owner", { title: "Astronomy Basics" });
    const url = `/api/authoring/courses/${course.id}`;
    const display = async () =>
      (
        (
          await w.t.app.inject({ method: "POST", url: "/api/admin/getcoursesfordisplay", payload: {} })
        ).json() as CoursesForDisplay
      ).courses.map((c) => c.title);
    expect(await display()).not.toContain("Astronomy Basics");
    const refusedEmpty = await w.call("PATCH", url, "owner", { status: "published" });
    expect(refusedEmpty.statusCode).toBe(409);
    expect(errorOf(refusedEmpty).message).toMatch(/no published tutorial/);
    // The reason is the status field's: the screen shows it next to the publish control.
    expect(errorOf(refusedEmpty).fields?.status).toMatch(/no published tutorial/);

    // A subject, a chapter and a draft tutorial are still nothing a student can read.
    const subject = (await w.call("POST", `${url}/subjects`, "owner", { title: "Stars" })).json() as { id: number };
    const chapter = (
      await w.call("POST", `/api/authoring/subjects/${subject.id}/chapters`, "owner", { title: "Light" })
    ).json() as { id: number };
    const tutorial = (
      await w.call("POST", `/api/authoring/chapters/${chapter.id}/tutorials`, "owner", { topic: "Starlight" })
    ).json() as AuthoringTutorial;
    const refusedDraft = await w.call("PATCH", url, "owner", { status: "published" });
    expect(refusedDraft.statusCode).toBe(409);
    expect(errorOf(refusedDraft).message).toMatch(/no published tutorial/);
    expect((await w.call("GET", url, "owner")).json()).toMatchObject({ status: "draft" });

    const written = await w.call("PATCH", `/api/authoring/tutorials/${tutorial.id}`, "owner", {
      bodyHtml: "<p>Light from a star left it long ago.</p>",
      baseRevision: tutorial.revision,
      status: "published",
    });
    expect(written.statusCode).toBe(200);
    const before = w.t.app.ctx.publicVersion.value;
    const published = await w.call("PATCH", url, "owner", { status: "published" });
    expect(published.statusCode).toBe(200);
    expect(w.t.app.ctx.publicVersion.value).toBeGreaterThan(before);
    expect(await display()).toContain("Astronomy Basics");

    // The last published tutorial of a published course can be neither unpublished nor deleted.
    const tutorialUrl = `/api/authoring/tutorials/${tutorial.id}`;
    const unpublish = await w.call("PATCH", tutorialUrl, "owner", { status: "draft" });
    expect(unpublish.statusCode).toBe(409);
    expect(errorOf(unpublish).message).toMatch(/only published tutorial of "Astronomy Basics"/);
    const removeOwn = await w.call("DELETE", tutorialUrl, "owner");
    expect(removeOwn.statusCode).toBe(409);
    expect((await w.call("GET", tutorialUrl, "owner")).json()).toMatchObject({ status: "published" });

    // Once the course is a draft again, its tutorials are the author's to change.
    await w.call("PATCH", url, "owner", { status: "draft" });
    expect(await display()).not.toContain("Astronomy Basics");
    expect((await w.call("PATCH", tutorialUrl, "owner", { status: "draft" })).statusCode).toBe(200);
  });

  it("lets a published course lose a tutorial while another stays published", async () => {
    const { preview, paid } = w.tree.tutorials;
    expect(
      (await w.call("PATCH", `/api/authoring/tutorials/${paid.id}`, "owner", { status: "draft" })).statusCode,
    ).toBe(200);
    expect(
      (await w.call("PATCH", `/api/authoring/tutorials/${paid.id}`, "owner", { status: "published" })).statusCode,
    ).toBe(200);
    expect((await w.call("GET", `/api/authoring/tutorials/${preview.id}`, "owner")).json()).toMatchObject({
      status: "published",
    });
  });
});

describe("DELETE /api/authoring/courses/{id}", () => {
  it("is refused while a student has an active subscription, then allowed", async () => {
    const course = await create("owner", { title: "Subscribed course" });
    const url = `/api/authoring/courses/${course.id}`;
    const [sub] = await w.t.database.db
      .insert(subscriptions)
      .values({
        userId: w.people.student.id,
        courseId: course.id,
        status: "active",
        expiresAt: new Date(Date.now() + 30 * 86_400_000),
      })
      .returning();
    expect((await w.call("GET", url, "owner")).json()).toMatchObject({ subscriberCount: 1 });
    const refused = await w.call("DELETE", url, "owner");
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toMatch(/1 student has an active subscription/);
    // Past subscriptions are history: still refused, with another reason.
    await w.t.database.db
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.id, sub?.id ?? 0));
    const past = await w.call("DELETE", url, "owner");
    expect(past.statusCode).toBe(409);
    expect(errorOf(past).message).toMatch(/past subscriptions/);
    await w.t.database.db.delete(subscriptions).where(eq(subscriptions.id, sub?.id ?? 0));
    const ok = await w.call("DELETE", url, "owner");
    expect(ok.statusCode).toBe(200);
    expect((await w.call("GET", url, "owner")).statusCode).toBe(404);
  });

  it("is refused to the assistant and another teacher; 404 for an unknown course", async () => {
    const url = `/api/authoring/courses/${w.tree.course.id}`;
    expect((await w.call("DELETE", url, "assistant")).statusCode).toBe(403);
    expect((await w.call("DELETE", url, "otherTeacher")).statusCode).toBe(403);
    expect((await w.call("DELETE", "/api/authoring/courses/999999", "world")).statusCode).toBe(404);
  });
});
