import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { ReportComputed, ReportCourses, ReportDetail, StudentReports, VerifiedReport } from "@tq/contract/reports";
import { assessmentReports, auditLog, emailOutbox, guardianLinks, reportEntries } from "../../src/db/schema/index.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";
import { dayAgo, reportQuiz, reportWorld, scoredAttempt } from "./reports-factory.ts";
import { buildCourseTree } from "../catalog/catalog-factory.ts";
import { subscribe } from "../enrolment/enrolment-factory.ts";

let t: TestApp;
let w: Awaited<ReturnType<typeof reportWorld>>;
const tokens = new Map<string, string>();
const emails = new Map<string, string>();

async function call(who: string | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) {
  const headers = who ? bearer(tokens.get(who) ?? "") : {};
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWorld(t.database);
  const [a, b] = w.students;
  if (!a || !b) throw new Error("no students");
  // Adams: two attempts at Quiz One (the best counts), one at Quiz Two.
  await scoredAttempt(t.database, a.id, w.q1.id, 70, { daysAgo: 3 });
  await scoredAttempt(t.database, a.id, w.q1.id, 80, { daysAgo: 2 });
  await scoredAttempt(t.database, a.id, w.q2.id, 40, { daysAgo: 2 });
  // Bello: Quiz One in the period; before the period, held for marking, or practice: none count.
  await scoredAttempt(t.database, b.id, w.q1.id, 90, { daysAgo: 1 });
  await scoredAttempt(t.database, b.id, w.q1.id, 100, { daysAgo: 20 });
  await scoredAttempt(t.database, b.id, w.q2.id, 100, { daysAgo: 1, released: false });
  await scoredAttempt(t.database, b.id, w.q2.id, 100, { daysAgo: 1, mode: "practice" });
  // Chukwu: nothing.
  const others = {
    otherTa: await buildUser(t.database, { role: "teachingassistant" }),
    otherTeacher: await buildUser(t.database, { role: "teacher" }),
    guardian: await buildUser(t.database, { role: "guardian" }),
    otherGuardian: await buildUser(t.database, { role: "guardian" }),
    wd: await buildUser(t.database, { role: "worlddirector" }),
    cd: await buildUser(t.database, { role: "countrydirector" }),
  };
  await db().insert(guardianLinks).values({ guardianId: others.guardian.id, wardId: a.id });
  // The other TA assists another course.
  const other = await buildCourseTree(t.database, { ownerId: others.otherTeacher.id });
  const { courseStaff } = await import("../../src/db/schema/index.ts");
  await db().insert(courseStaff).values({ courseId: other.course.id, userId: others.otherTa.id, role: "assistant" });
  for (const [name, u] of Object.entries({
    teacher: w.teacher,
    ta: w.ta,
    adams: a,
    bello: b,
    ...others,
  })) {
    tokens.set(name, await signIn(t.app, u.email));
    emails.set(name, u.email);
  }
});
afterAll(() => t.close());

const period = () => ({ periodFrom: dayAgo(10), periodTo: dayAgo(0) });
const settings = () => ({
  ...period(),
  quizzes: [
    { quizId: w.q1.id, weight: 2 },
    { quizId: w.q2.id, weight: 1 },
  ],
});

describe("computing a report", () => {
  it("takes each student's best released exam score in the period, weights normalised, a missing attempt 0, none sat: not sat", async () => {
    const res = await call("ta", "POST", `/api/reports/courses/${w.tree.course.id}/preview`, settings());
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json() as ReportComputed;
    expect(c.students.map((s) => [s.name, s.scores, s.weightedTotal])).toEqual([
      ["Pupil Adams", [80, 40], 66.67],
      ["Pupil Bello", [90, null], 60],
      // Sat no counted quiz: no total, and not in the class figures (ADR 0043).
      ["Pupil Chukwu", [null, null], null],
    ]);
    expect(c.quizzes.map((q) => q.share)).toEqual([0.6667, 0.3333]);
    expect(c.quizzes[0]?.stats).toEqual({ counted: 2, mean: 85, median: 85, min: 80, max: 90, passRate: 100 });
    expect(c.quizzes[1]?.stats).toMatchObject({ counted: 1, mean: 40, passRate: 0 });
    // Pass mark 50·2/3 + 60·1/3; the totals of those who sat: 66.67 and 60.
    expect(c.total).toEqual({
      counted: 2,
      mean: 63.34,
      median: 63.34,
      min: 60,
      max: 66.67,
      passRate: 100,
      passMark: 53.33,
    });
    expect(c.distribution.find((d) => d.band === "60–69")?.students).toBe(2);
    expect(c.distribution.find((d) => d.band === "0–9")?.students).toBe(0);
    // Tutorial completion: the course's published tutorials (none read yet).
    expect(c.students[0]).toMatchObject({ tutorialsCompleted: 0, tutorialsTotal: 3 });
  });

  it("counts the period's days both included, and only students subscribed in it", async () => {
    const early = await call("ta", "POST", `/api/reports/courses/${w.tree.course.id}/preview`, {
      periodFrom: dayAgo(20),
      periodTo: dayAgo(20),
      quizzes: [{ quizId: w.q1.id, weight: 1 }],
    });
    expect(early.json().students.find((s: { name: string }) => s.name === "Pupil Bello")?.scores).toEqual([100]);
    const before = await call("ta", "POST", `/api/reports/courses/${w.tree.course.id}/preview`, {
      periodFrom: dayAgo(400),
      periodTo: dayAgo(300),
      quizzes: [{ quizId: w.q1.id, weight: 1 }],
    });
    expect(before.json().students).toEqual([]);
  });

  it("refuses a quiz of another course, an unpublished quiz, a period backwards", async () => {
    const other = await buildCourseTree(t.database, { ownerId: w.teacher.id });
    const foreign = await reportQuiz(t.database, other, "Foreign");
    const draft = await reportQuiz(t.database, w.tree, "Draft quiz", { status: "draft" });
    for (const quizId of [foreign.id, draft.id]) {
      const res = await call("ta", "POST", `/api/reports/courses/${w.tree.course.id}/preview`, {
        ...period(),
        quizzes: [{ quizId, weight: 1 }],
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.quizzes).toMatch(/published quizzes/);
    }
    const back = await call("ta", "POST", `/api/reports/courses/${w.tree.course.id}/preview`, {
      periodFrom: dayAgo(0),
      periodTo: dayAgo(5),
      quizzes: [],
    });
    expect(back.statusCode).toBe(400);
  });

  it("lets the owner, the course's TA and the world director compute; refuses others", async () => {
    const url = `/api/reports/courses/${w.tree.course.id}/preview`;
    for (const who of ["teacher", "ta", "wd"]) expect((await call(who, "POST", url, settings())).statusCode).toBe(200);
    for (const who of ["otherTa", "otherTeacher", "adams", "guardian", "cd"])
      expect((await call(who, "POST", url, settings())).statusCode, who).toBe(403);
    expect((await call(null, "POST", url, settings())).statusCode).toBe(401);
    expect((await call("ta", "POST", "/api/reports/courses/999999/preview", settings())).statusCode).toBe(404);
  });
});

describe("assessment: the courses to report on", () => {
  it("lists the TA's course for the TA, not for a TA of another course; every course for the world director", async () => {
    const mine = (await call("ta", "GET", "/api/reports/courses")).json() as ReportCourses;
    expect(mine.courses.map((c) => [c.id, c.standing])).toEqual([[w.tree.course.id, "assistant"]]);
    const other = (await call("otherTa", "GET", "/api/reports/courses")).json() as ReportCourses;
    expect(other.courses.map((c) => c.id)).not.toContain(w.tree.course.id);
    const wd = (await call("wd", "GET", "/api/reports/courses")).json() as ReportCourses;
    expect(wd.courses.map((c) => c.id)).toContain(w.tree.course.id);
    expect((await call("adams", "GET", "/api/reports/courses")).statusCode).toBe(403);
    const course = await call("ta", "GET", `/api/reports/courses/${w.tree.course.id}`);
    expect(course.json().quizzes.map((q: { title: string }) => q.title)).toEqual(
      expect.arrayContaining(["Quiz One", "Quiz Two"]),
    );
    expect((await call("otherTa", "GET", `/api/reports/courses/${w.tree.course.id}`)).statusCode).toBe(403);
  });
});

describe("draft → publish", () => {
  let report: ReportDetail;

  it("saves a draft with remarks for the report's students only, and recomputes it on every read", async () => {
    const [a] = w.students;
    const res = await call("ta", "POST", `/api/reports/courses/${w.tree.course.id}/reports`, {
      title: "Term 1",
      ...settings(),
      remarks: { [String(a?.id)]: "  Steady work.  ", [String(w.teacher.id)]: "not a student" },
    });
    expect(res.statusCode, res.body).toBe(201);
    report = res.json() as ReportDetail;
    expect(report.status).toBe("draft");
    expect(report.computed.students.map((s) => s.remark)).toEqual(["Steady work.", "", ""]);
    expect(report.computed.students.every((s) => s.verificationCode === null)).toBe(true);
    const c = w.students[2];
    if (!c) throw new Error("no student");
    await scoredAttempt(t.database, c.id, w.q2.id, 30, { daysAgo: 1 });
    const again = (await call("ta", "GET", `/api/reports/${report.id}`)).json() as ReportDetail;
    expect(again.computed.students[2]?.scores).toEqual([null, 30]);
    expect(again.computed.students[2]?.weightedTotal).toBe(10);
  });

  it("caps remarks and titles with field messages", async () => {
    const res = await call("ta", "PUT", `/api/reports/${report.id}`, {
      title: "",
      ...settings(),
      remarks: { "1": "x".repeat(1001) },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).fields ?? {}).sort()).toEqual(["remarks.1", "title"]);
  });

  it("refuses to publish without a quiz or with a weight of 0", async () => {
    const [a] = w.students;
    const keep = { [String(a?.id)]: "Steady work." };
    await call("ta", "PUT", `/api/reports/${report.id}`, { title: "Term 1", ...period(), quizzes: [], remarks: keep });
    let res = await call("ta", "POST", `/api/reports/${report.id}/publish`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.quizzes).toMatch(/at least one quiz/);
    await call("ta", "PUT", `/api/reports/${report.id}`, {
      title: "Term 1",
      ...period(),
      quizzes: [
        { quizId: w.q1.id, weight: 2 },
        { quizId: w.q2.id, weight: 0 },
      ],
      remarks: keep,
    });
    res = await call("ta", "POST", `/api/reports/${report.id}/publish`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.quizzes).toMatch(/weight above 0/);
    const ok = await call("ta", "PUT", `/api/reports/${report.id}`, { title: "Term 1", ...settings(), remarks: keep });
    expect(ok.statusCode).toBe(200);
  });

  it("is refused to a TA of another course and to students", async () => {
    for (const who of ["otherTa", "adams"]) {
      expect((await call(who, "GET", `/api/reports/${report.id}`)).statusCode, who).toBe(403);
      expect((await call(who, "POST", `/api/reports/${report.id}/publish`)).statusCode, who).toBe(403);
      expect((await call(who, "GET", `/api/reports/${report.id}/csv`)).statusCode, who).toBe(403);
    }
  });

  it("publishes: frozen with a code per student, emailed to students and their guardians, audited", async () => {
    const res = await call("ta", "POST", `/api/reports/${report.id}/publish`);
    expect(res.statusCode, res.body).toBe(200);
    report = res.json() as ReportDetail;
    expect(report.status).toBe("published");
    expect(report.publishedBy).toMatch(/Test/);
    const codes = report.computed.students.map((s) => s.verificationCode ?? "");
    expect(codes.every((c) => /^[23456789A-HJ-NP-Z]{12}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(3);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, "report.published"));
    const [a] = w.students;
    const to = mails.map((m) => m.toAddress).sort();
    expect(to).toEqual([...w.students.map((s) => s.email), emails.get("guardian")].sort());
    const toAdams = mails.find((m) => m.toAddress === a?.email);
    expect(toAdams?.textBody).toContain(`/myassessmentreport/${a?.id}/${w.tree.course.id}`);
    expect(toAdams?.textBody).toContain(codes[0]);
    const logged = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "report.published"), eq(auditLog.targetId, String(report.id))));
    expect(logged).toHaveLength(1);
    expect(logged[0]?.actorId).toBe(w.ta.id);
  });

  it("stays as published: later attempts change nothing; no edit, no second publication, no delete", async () => {
    const [a] = w.students;
    await scoredAttempt(t.database, a?.id ?? 0, w.q2.id, 100, { daysAgo: 1 });
    const again = (await call("ta", "GET", `/api/reports/${report.id}`)).json() as ReportDetail;
    expect(again.computed.students[0]?.scores).toEqual([80, 40]);
    expect(again.computed.students[0]?.verificationCode).toBe(report.computed.students[0]?.verificationCode);
    expect((await call("ta", "POST", `/api/reports/${report.id}/publish`)).statusCode).toBe(409);
    expect((await call("ta", "PUT", `/api/reports/${report.id}`, { title: "x", ...settings() })).statusCode).toBe(409);
    expect((await call("ta", "DELETE", `/api/reports/${report.id}`)).statusCode).toBe(409);
  });

  it("exports the class as CSV, formulas defused, with the class statistics", async () => {
    const res = await call("teacher", "GET", `/api/reports/${report.id}/csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="assessment-report-\d+-[\d-]+\.csv"/);
    const lines = res.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Student,Email,Quiz One (66.67%),Quiz Two (33.33%),Weighted total,Tutorials completed,Tutorials total,Remark,Verification code",
    );
    expect(lines[1]).toMatch(/^Pupil Adams,[^,]+,80,40,66.67,0,3,Steady work\.,[A-Z0-9]{12}$/);
    expect(lines).toContain("Class mean,,85,35,45.56");
  });

  it("defuses a formula in a student's name in the CSV", async () => {
    const evil = await buildUser(t.database, { role: "student", firstname: "=HYPERLINK(1)", lastname: "Zed" });
    await subscribe(t.database, evil.id, w.tree.course.id);
    const draft = await call("ta", "POST", `/api/reports/courses/${w.tree.course.id}/reports`, {
      title: "CSV check",
      ...settings(),
    });
    const res = await call("ta", "GET", `/api/reports/${(draft.json() as ReportDetail).id}/csv`);
    expect(res.body).toContain("\r\n'=HYPERLINK(1) Zed,");
    expect((await call("ta", "DELETE", `/api/reports/${(draft.json() as ReportDetail).id}`)).statusCode).toBe(204);
  });
});

describe("myassessmentreport: a student's published reports", () => {
  it("shows the student, their guardian, the course's staff and the world director the frozen report", async () => {
    const [a] = w.students;
    const url = `/api/reports/students/${a?.id}/courses/${w.tree.course.id}`;
    for (const who of ["adams", "guardian", "ta", "teacher", "wd"]) {
      const res = await call(who, "GET", url);
      expect(res.statusCode, who).toBe(200);
      const body = res.json() as StudentReports;
      expect(body.student.name).toBe("Pupil Adams");
      expect(body.reports).toHaveLength(1);
      expect(body.reports[0]).toMatchObject({
        title: "Term 1",
        weightedTotal: 66.67,
        remark: "Steady work.",
        tutorialsTotal: 3,
      });
      expect(body.reports[0]?.quizzes.map((q) => [q.title, q.score, q.classMean])).toEqual([
        ["Quiz One", 80, 85],
        ["Quiz Two", 40, 35],
      ]);
    }
  });

  it("refuses another student, a guardian of someone else, a TA or teacher of another course, a country director", async () => {
    const [a] = w.students;
    const url = `/api/reports/students/${a?.id}/courses/${w.tree.course.id}`;
    for (const who of ["bello", "otherGuardian", "otherTa", "otherTeacher", "cd"])
      expect((await call(who, "GET", url)).statusCode, who).toBe(403);
    expect((await call(null, "GET", url)).statusCode).toBe(401);
    expect((await call("adams", "GET", `/api/reports/students/${a?.id}/courses/999999`)).statusCode).toBe(404);
  });
});

describe("checkresult: a report's verification code", () => {
  it("certifies student, course, report, period, weighted total and date, nothing more", async () => {
    const [a] = w.students;
    const mine = (
      await call("adams", "GET", `/api/reports/students/${a?.id}/courses/${w.tree.course.id}`)
    ).json() as StudentReports;
    const code = mine.reports[0]?.verificationCode ?? "";
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4, 8)} ${code.slice(8)}`;
    const res = await call(null, "GET", `/api/reports/verify/${encodeURIComponent(typed)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as VerifiedReport;
    expect(body).toEqual({
      code,
      studentName: "Pupil Adams",
      courseTitle: "Test Mechanics",
      reportTitle: "Term 1",
      periodFrom: dayAgo(10),
      periodTo: dayAgo(0),
      weightedTotal: 66.67,
      publishedAt: expect.any(String),
    });
    expect((await call(null, "GET", "/api/reports/verify/ABCDEFGHJKLM")).statusCode).toBe(404);
  });
});

describe("a student who sat no counted quiz (issue #12)", () => {
  let report: ReportDetail;
  let dede: Awaited<ReturnType<typeof buildUser>>;
  const sitters = () => report.computed.students.filter((s) => s.weightedTotal !== null);
  const meanOfSitters = () =>
    Math.round((sitters().reduce((n, s) => n + (s.weightedTotal ?? 0), 0) / sitters().length) * 100) / 100;

  beforeAll(async () => {
    dede = await buildUser(t.database, { role: "student", firstname: "Pupil", lastname: "Dede" });
    await subscribe(t.database, dede.id, w.tree.course.id);
    tokens.set("dede", await signIn(t.app, dede.email));
    const draft = await call("ta", "POST", `/api/reports/courses/${w.tree.course.id}/reports`, {
      title: "Term 2",
      ...settings(),
    });
    const res = await call("ta", "POST", `/api/reports/${(draft.json() as ReportDetail).id}/publish`);
    expect(res.statusCode, res.body).toBe(200);
    report = res.json() as ReportDetail;
  });

  it("is published as not sat and left out of the class figures", async () => {
    const line = report.computed.students.find((s) => s.userId === dede.id);
    expect(line).toMatchObject({ scores: [null, null], weightedTotal: null });
    expect(line?.verificationCode).toMatch(/^[23456789A-HJ-NP-Z]{12}$/);
    expect(sitters().length).toBeLessThan(report.computed.students.length);
    expect(report.computed.total.counted).toBe(sitters().length);
    expect(report.computed.total.mean).toBe(meanOfSitters());
    expect(report.computed.distribution.reduce((n, d) => n + d.students, 0)).toBe(sitters().length);
    // Read back (frozen), the same.
    const again = (await call("ta", "GET", `/api/reports/${report.id}`)).json() as ReportDetail;
    expect(again.computed.total).toEqual(report.computed.total);
    expect(again.computed.students.find((s) => s.userId === dede.id)?.weightedTotal).toBeNull();
  });

  it("reads not sat on the student's sheet, at checkresult and in the CSV", async () => {
    const mine = (
      await call("dede", "GET", `/api/reports/students/${dede.id}/courses/${w.tree.course.id}`)
    ).json() as StudentReports;
    expect(mine.reports[0]).toMatchObject({ title: "Term 2", weightedTotal: null, classMean: meanOfSitters() });
    const verified = (
      await call(null, "GET", `/api/reports/verify/${mine.reports[0]?.verificationCode}`)
    ).json() as VerifiedReport;
    expect(verified).toMatchObject({ studentName: "Pupil Dede", weightedTotal: null });
    const csv = (await call("ta", "GET", `/api/reports/${report.id}/csv`)).body.split("\r\n");
    expect(csv.find((l) => l.startsWith("Pupil Dede,"))).toMatch(/^Pupil Dede,[^,]+,,,not sat,0,3,,[A-Z0-9]{12}$/);
    expect(csv).toContain(
      `Students who sat,,${report.computed.quizzes.map((q) => q.stats.counted).join(",")},${sitters().length}`,
    );
  });

  it("reads a report frozen before the rule (total 0, class figures over everyone) by the same rule", async () => {
    // What publishing stored before ADR 0043: 0 for the student who sat nothing, no version,
    // and the class's total figures over every student.
    const everyone = report.computed.students.map((s) => s.weightedTotal ?? 0);
    const oldMean = Math.round((everyone.reduce((a, b) => a + b, 0) / everyone.length) * 100) / 100;
    await db()
      .update(reportEntries)
      .set({ weightedTotal: 0 })
      .where(and(eq(reportEntries.reportId, report.id), eq(reportEntries.userId, dede.id)));
    const [row] = await db().select().from(assessmentReports).where(eq(assessmentReports.id, report.id));
    if (!row?.frozen) throw new Error("the report is not frozen");
    const { quizzes, total, distribution } = row.frozen;
    await db()
      .update(assessmentReports)
      .set({
        frozen: {
          quizzes,
          total: { ...total, counted: everyone.length, mean: oldMean, min: 0 },
          distribution: distribution.map((d) => (d.band === "0–9" ? { ...d, students: d.students + 1 } : d)),
        },
      })
      .where(eq(assessmentReports.id, report.id));

    const read = (await call("ta", "GET", `/api/reports/${report.id}`)).json() as ReportDetail;
    expect(read.computed.students.find((s) => s.userId === dede.id)?.weightedTotal).toBeNull();
    expect(read.computed.total).toEqual(report.computed.total);
    expect(read.computed.distribution).toEqual(report.computed.distribution);
    const mine = (
      await call("dede", "GET", `/api/reports/students/${dede.id}/courses/${w.tree.course.id}`)
    ).json() as StudentReports;
    expect(mine.reports[0]).toMatchObject({ weightedTotal: null, classMean: meanOfSitters() });
    expect(mine.reports[0]?.classMean).not.toBe(oldMean);
    const code = mine.reports[0]?.verificationCode ?? "";
    expect(
      ((await call(null, "GET", `/api/reports/verify/${code}`)).json() as VerifiedReport).weightedTotal,
    ).toBeNull();
  });
});
