import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { ClassroomView, Coursemates, CourseAssistants, TutorPage } from "@tq/contract/classrooms";
import { auditLog, emailOutbox, quizAttempts, quizzes, tutorialProgress, users } from "../../src/db/schema/index.ts";
import { buildClass } from "./classroom-factory.ts";
import { subscribe } from "../enrolment/enrolment-factory.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";

let t: TestApp;
let cls: Awaited<ReturnType<typeof buildClass>>;
type Who = "owner" | "tutor" | "assistant" | "ada" | "outsider" | "otherClass" | "lapsed";
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  t = await createTestApp();
  cls = await buildClass(t.database);
  const owner = await t.database.db.select().from(users).where(eq(users.id, cls.ownerId));
  tokens.owner = await signIn(t.app, owner[0]?.email ?? "");
  tokens.tutor = await signIn(t.app, cls.tutor.email);
  tokens.assistant = await signIn(t.app, cls.assistant.email);
  tokens.ada = await signIn(t.app, cls.students[0].email);
  const outsider = await buildUser(t.database, { role: "student" });
  tokens.outsider = await signIn(t.app, outsider.email);
  // A student of the same course in the other tutor's class: not in the owner's class.
  const other = await buildUser(t.database, { role: "student", firstname: "Chi", lastname: "Okafor" });
  await subscribe(t.database, other.id, cls.courseId, { tutorId: cls.tutor.id });
  tokens.otherClass = await signIn(t.app, other.email);
  // An expired subscription does not make a classmate.
  const lapsed = await buildUser(t.database, { role: "student", firstname: "Dayo", lastname: "Lapsed" });
  await subscribe(t.database, lapsed.id, cls.courseId, { tutorId: cls.ownerId, days: -1 });
  tokens.lapsed = await signIn(t.app, lapsed.email);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
const send = (method: "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const classUrl = (rest = "") => `/api/classrooms/${cls.courseId}/${cls.ownerId}${rest}`;

describe("the classroom", () => {
  it("shows the tutor the roster with progress and released results only", async () => {
    const ada = cls.students[0];
    await t.database.db.insert(tutorialProgress).values({ userId: ada.id, tutorialId: cls.tree.tutorials.preview.id });
    const res = await get(classUrl(), tokens.owner);
    expect(res.statusCode).toBe(200);
    const view = res.json() as ClassroomView;
    expect(view.viewer).toBe("tutor");
    expect(view.canWrite).toBe(true);
    expect(view.studentCount).toBe(2);
    const names = view.roster?.map((r) => r.firstname);
    expect(names).toEqual(["Ada", "Bola"]); // not Chi (other tutor), not Dayo (expired)
    expect(view.roster?.find((r) => r.userId === ada.id)?.tutorialsCompleted).toBe(1);
    expect(view.roster?.[0]?.averagePercent).toBeNull();
  });

  it("counts released exam results in the roster and leaves held ones out", async () => {
    const ada = cls.students[0];
    const [quiz] = await t.database.db
      .insert(quizzes)
      .values({
        kind: "chapter",
        courseId: cls.courseId,
        subjectId: cls.tree.subject.id,
        chapterId: cls.tree.chapters.ch1.id,
        title: "Forces quiz",
        status: "published",
      })
      .returning();
    if (!quiz) throw new Error("no quiz");
    const attempt = (percent: number, released: boolean) => ({
      quizId: quiz.id,
      userId: ada.id,
      mode: "exam",
      status: "submitted",
      percent,
      releasedAt: released ? new Date() : null,
      verificationCode: Math.random().toString(36).slice(2, 14).toUpperCase(),
      draw: [],
      rules: {} as never,
    });
    await t.database.db.insert(quizAttempts).values([attempt(80, true), attempt(60, true), attempt(10, false)]);
    const view = (await get(classUrl(), tokens.owner)).json() as ClassroomView;
    const row = view.roster?.find((r) => r.userId === ada.id);
    expect(row?.resultsCount).toBe(2);
    expect(row?.averagePercent).toBe(70);
    expect(view.upcomingQuizzes.map((q) => q.title)).toContain("Forces quiz");
  });

  it("shows a student of the class everything but the roster", async () => {
    const res = await get(classUrl(), tokens.ada);
    expect(res.statusCode).toBe(200);
    const view = res.json() as ClassroomView;
    expect(view.viewer).toBe("student");
    expect(view.canWrite).toBe(false);
    expect(view.roster).toBeNull();
  });

  it("shows a teaching assistant of the course the class without the roster", async () => {
    const view = (await get(classUrl(), tokens.assistant)).json() as ClassroomView;
    expect(view.viewer).toBe("assistant");
    expect(view.roster).toBeNull();
  });

  it("refuses outsiders, another tutor's students, lapsed students and visitors", async () => {
    for (const who of ["outsider", "otherClass", "lapsed"] as const) {
      const res = await get(classUrl(), tokens[who]);
      expect(res.statusCode, who).toBe(403);
      expect(errorOf(res).code).toBe("forbidden");
    }
    expect((await get(classUrl())).statusCode).toBe(401);
    // Another tutor's class is theirs: the owner's student cannot open it.
    expect((await get(`/api/classrooms/${cls.courseId}/${cls.tutor.id}`, tokens.ada)).statusCode).toBe(403);
  });

  it("answers 404 for a tutor who does not teach the course, and for an unknown course", async () => {
    expect((await get(`/api/classrooms/${cls.courseId}/${cls.students[1].id}`, tokens.owner)).statusCode).toBe(404);
    expect((await get(`/api/classrooms/999999/${cls.ownerId}`, tokens.owner)).statusCode).toBe(404);
    expect((await get(`/api/classrooms/abc/${cls.ownerId}`, tokens.owner)).statusCode).toBe(400);
  });
});

describe("announcements and sessions", () => {
  it("sanitizes an announcement, emails the class and audits it", async () => {
    const res = await send("POST", classUrl("/announcements"), tokens.owner, {
      bodyHtml: '<p>Test on Friday <img src=x onerror="alert(1)"><script>alert(2)</script></p>',
    });
    expect(res.statusCode).toBe(201);
    const made = res.json() as { id: number; bodyHtml: string };
    expect(made.bodyHtml).toContain("Test on Friday");
    expect(made.bodyHtml).not.toMatch(/onerror|<script/);
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "class-announcement"));
    expect(mails.map((m) => m.toAddress).sort()).toEqual(cls.students.map((s) => s.email).sort());
    expect(mails[0]?.textBody).toContain(`/classroom/${cls.courseId}/${cls.ownerId}`);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "class.announce"), eq(auditLog.targetId, String(made.id))));
    expect(audited).toHaveLength(1);
    const view = (await get(classUrl(), tokens.ada)).json() as ClassroomView;
    expect(view.announcements[0]?.id).toBe(made.id);
  });

  it("refuses an empty announcement and writers who are not the class's tutor", async () => {
    expect((await send("POST", classUrl("/announcements"), tokens.owner, { bodyHtml: "<p> </p>" })).statusCode).toBe(
      400,
    );
    for (const who of ["ada", "assistant", "tutor"] as const) {
      const res = await send("POST", classUrl("/announcements"), tokens[who], { bodyHtml: "<p>Hi</p>" });
      expect(res.statusCode, who).toBe(403);
    }
  });

  it("schedules a session, emails the class, lists it until it ends, and cancels it", async () => {
    const startsAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const res = await send("POST", classUrl("/sessions"), tokens.owner, {
      title: "Revision class",
      startsAt,
      durationMinutes: 90,
      link: "https://meet.example.com/rev",
    });
    expect(res.statusCode).toBe(201);
    const made = res.json() as { id: number };
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "class-session"));
    expect(mails).toHaveLength(2);
    expect(mails[0]?.textBody).toContain("https://meet.example.com/rev");
    let view = (await get(classUrl(), tokens.ada)).json() as ClassroomView;
    expect(view.sessions.map((s) => s.title)).toEqual(["Revision class"]);
    expect((await send("DELETE", `/api/classrooms/sessions/${made.id}`, tokens.ada)).statusCode).toBe(403);
    expect((await send("DELETE", `/api/classrooms/sessions/${made.id}`, tokens.owner)).statusCode).toBe(204);
    view = (await get(classUrl(), tokens.ada)).json() as ClassroomView;
    expect(view.sessions).toEqual([]);
    expect((await send("DELETE", `/api/classrooms/sessions/${made.id}`, tokens.owner)).statusCode).toBe(404);
  });

  it("refuses a session without a place, with a javascript: link, or in the past", async () => {
    const base = { title: "Lab", startsAt: new Date(Date.now() + 86_400_000).toISOString(), durationMinutes: 30 };
    const bad = [
      base,
      { ...base, link: "javascript:alert(1)" },
      { ...base, location: "Lab 2", startsAt: new Date(Date.now() - 86_400_000).toISOString() },
      { ...base, location: "Lab 2", durationMinutes: 10_000 },
    ];
    for (const payload of bad) {
      const res = await send("POST", classUrl("/sessions"), tokens.owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe("coursemates", () => {
  it("lists the class as first name and last initial, to its students", async () => {
    const res = await get(classUrl("/coursemates"), tokens.ada);
    expect(res.statusCode).toBe(200);
    const mates = res.json() as Coursemates;
    expect(mates.mates).toEqual([
      { name: "Ada L.", you: true },
      { name: "Bola A.", you: false },
    ]);
    expect(res.body).not.toContain("Lovelace");
    expect(res.body).not.toContain(cls.students[1].email);
  });

  it("refuses students of another class", async () => {
    expect((await get(classUrl("/coursemates"), tokens.otherClass)).statusCode).toBe(403);
    expect((await get(classUrl("/coursemates"), tokens.outsider)).statusCode).toBe(403);
  });
});

describe("course assistants", () => {
  const url = () => `/api/courses/${cls.courseId}/assistants`;

  it("adds an existing teaching assistant at once and emails them", async () => {
    const ta = await buildUser(t.database, { role: "teachingassistant" });
    const res = await send("POST", url(), tokens.owner, { email: ta.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: "added" });
    const list = (await get(url(), tokens.owner)).json() as CourseAssistants;
    expect(list.assistants.map((a) => a.userId)).toContain(ta.id);
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, ta.email));
    expect(mail[0]?.kind).toBe("course-assistant-added");
    expect((await send("POST", url(), tokens.owner, { email: ta.email })).statusCode).toBe(409);
    expect((await send("DELETE", `${url()}/${ta.id}`, tokens.owner)).statusCode).toBe(204);
    expect((await send("DELETE", `${url()}/${ta.id}`, tokens.owner)).statusCode).toBe(404);
  });

  it("invites an unknown email; the invitation applies once the account is a teaching assistant's", async () => {
    const email = "future-ta@test.example";
    const res = await send("POST", url(), tokens.owner, { email });
    expect(res.json()).toMatchObject({ outcome: "invited" });
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mail[0]?.textBody).toContain("/login/two");
    let list = (await get(url(), tokens.owner)).json() as CourseAssistants;
    expect(list.invitations.map((i) => i.email)).toEqual([email]);
    const student = await buildUser(t.database, { role: "student", email });
    list = (await get(url(), tokens.owner)).json() as CourseAssistants;
    expect(list.invitations).toHaveLength(1); // a student's account: still waiting
    await t.database.db.update(users).set({ role: "teachingassistant" }).where(eq(users.id, student.id));
    list = (await get(url(), tokens.owner)).json() as CourseAssistants;
    expect(list.invitations).toEqual([]);
    expect(list.assistants.map((a) => a.userId)).toContain(student.id);
  });

  it("cancels a waiting invitation, only on its own course", async () => {
    await send("POST", url(), tokens.owner, { email: "cancel-me@test.example" });
    const list = (await get(url(), tokens.owner)).json() as CourseAssistants;
    const inv = list.invitations.find((i) => i.email === "cancel-me@test.example");
    const mine = await buildClass(t.database);
    const [owner] = await t.database.db.select().from(users).where(eq(users.id, mine.ownerId));
    const otherOwner = await signIn(t.app, owner?.email ?? "");
    expect(
      (await send("DELETE", `/api/courses/${mine.courseId}/assistant-invitations/${inv?.id}`, otherOwner)).statusCode,
    ).toBe(404);
    expect(
      (await send("DELETE", `${`/api/courses/${cls.courseId}`}/assistant-invitations/${inv?.id}`, tokens.owner))
        .statusCode,
    ).toBe(204);
  });

  it("refuses another teacher, the course's tutor and its assistant", async () => {
    for (const who of ["tutor", "assistant", "ada"] as const) {
      expect((await get(url(), tokens[who])).statusCode, who).toBe(403);
      expect((await send("POST", url(), tokens[who], { email: "x@test.example" })).statusCode, who).toBe(403);
    }
  });

  it("lists the teacher's own courses with their assistants (teachingassistant)", async () => {
    const res = await get("/api/teaching-assistants", tokens.owner);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { courses: { course: { id: number } }[] };
    expect(body.courses.map((c) => c.course.id)).toEqual([cls.courseId]);
    const tutorsList = (await get("/api/teaching-assistants", tokens.tutor)).json() as { courses: unknown[] };
    expect(tutorsList.courses).toEqual([]);
  });
});

describe("updateuserbyinstructor", () => {
  const body = (userId: number) => ({ userId, firstname: "Ada", lastname: "King", country: "GH" });

  it("lets the course's teacher correct a student's name and country, audited", async () => {
    const ada = cls.students[0];
    const form = await get(`/api/instructor/students/${ada.id}`, tokens.owner);
    expect(form.statusCode).toBe(200);
    const res = await send("POST", "/api/users/updateuserbyinstructor", tokens.owner, body(ada.id));
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ada.id));
    expect(row).toMatchObject({ lastname: "King", country: "GH", email: ada.email });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.update_by_instructor"), eq(auditLog.targetId, String(ada.id))));
    expect(audited[0]?.actorId).toBe(cls.ownerId);
  });

  it("lets a tutor correct the students of their own class", async () => {
    const chi = (await get(`/api/classrooms/${cls.courseId}/${cls.tutor.id}`, tokens.tutor)).json() as ClassroomView;
    const id = chi.roster?.[0]?.userId ?? 0;
    expect((await send("POST", "/api/users/updateuserbyinstructor", tokens.tutor, body(id))).statusCode).toBe(200);
    // …but not the owner's class.
    const res = await send("POST", "/api/users/updateuserbyinstructor", tokens.tutor, body(cls.students[1].id));
    expect(res.statusCode).toBe(403);
  });

  it("refuses a student of another teacher's course, a teacher, a user without a subscription", async () => {
    const elsewhere = await buildClass(t.database);
    const teacher = await buildUser(t.database, { role: "teacher" });
    const loner = await buildUser(t.database, { role: "student" });
    for (const id of [elsewhere.students[0].id, teacher.id, loner.id, 999_999]) {
      const res = await send("POST", "/api/users/updateuserbyinstructor", tokens.owner, body(id));
      expect(res.statusCode, String(id)).toBe(403);
      expect((await get(`/api/instructor/students/${id}`, tokens.owner)).statusCode).toBe(403);
    }
    const [untouched] = await t.database.db.select().from(users).where(eq(users.id, elsewhere.students[0].id));
    expect(untouched?.lastname).toBe("Lovelace");
  });

  it("refuses students, even editing a classmate, and an email in the body is ignored", async () => {
    expect(
      (await send("POST", "/api/users/updateuserbyinstructor", tokens.ada, body(cls.students[1].id))).statusCode,
    ).toBe(403);
    const res = await send("POST", "/api/users/updateuserbyinstructor", tokens.owner, {
      ...body(cls.students[1].id),
      email: "hijack@test.example",
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, cls.students[1].id));
    expect(row?.email).toBe(cls.students[1].email);
  });
});

describe("a tutor's public page", () => {
  it("shows a teacher's bio, courses and classes to visitors", async () => {
    await t.database.db.update(users).set({ bio: "Physics teacher in Lagos." }).where(eq(users.id, cls.ownerId));
    const res = await get(`/api/users/${cls.ownerId}/page`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as TutorPage;
    expect(page.bio).toBe("Physics teacher in Lagos.");
    expect(page.courses.map((c) => c.id)).toEqual([cls.courseId]);
    expect(page.classes).toEqual([{ courseId: cls.courseId, title: "Test Mechanics", studentCount: 2 }]);
    expect(res.body).not.toContain("@");
    // A tutor of the course (course_staff "tutor") lists it too, with their own class.
    const tutorPage = (await get(`/api/users/${cls.tutor.id}/page`)).json() as TutorPage;
    expect(tutorPage.courses.map((c) => c.id)).toEqual([cls.courseId]);
    expect(tutorPage.classes[0]?.studentCount).toBe(1);
  });

  it('is written by the tutor themself: plain text, capped, "" removes it; students have none to write', async () => {
    const put = (token: string, bio: unknown) => send("PUT", "/api/users/me/bio", token, { bio });
    expect((await put(tokens.tutor, "  Maths tutor. <b>Not bold</b>  ")).statusCode).toBe(204);
    const page = (await get(`/api/users/${cls.tutor.id}/page`)).json() as TutorPage;
    expect(page.bio).toBe("Maths tutor. <b>Not bold</b>");
    expect((await put(tokens.tutor, "x".repeat(2001))).statusCode).toBe(400);
    expect((await put(tokens.tutor, "bell\u0007")).statusCode).toBe(400);
    expect((await put(tokens.ada, "I am a student")).statusCode).toBe(403);
    expect((await put(tokens.tutor, "")).statusCode).toBe(204);
    expect(((await get(`/api/users/${cls.tutor.id}/page`)).json() as TutorPage).bio).toBeNull();
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.bio_update"), eq(auditLog.actorId, cls.tutor.id)));
    expect(row).toBeDefined();
  });

  it("answers 404 for students, directors and unknown ids", async () => {
    const director = await buildUser(t.database, { role: "worlddirector" });
    for (const id of [cls.students[0].id, director.id, 999_999]) {
      expect((await get(`/api/users/${id}/page`)).statusCode, String(id)).toBe(404);
    }
  });
});
