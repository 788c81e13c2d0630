import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "@tq/contract/money";
import type { DashboardSection, UserInfo } from "@tq/contract/users";
import {
  classSessions,
  contactMessages,
  countries,
  payments,
  quizAttempts,
  subscriptions,
  tutorApplications,
  tutorialProgress,
} from "../../src/db/schema/index.ts";
import { toBase } from "../../src/modules/dashboard/cards/directors.ts";
import { insertLink } from "../../src/modules/guardians/repo.ts";
import { newVerificationCode } from "../../src/modules/quizzes/taking/attempt-code.ts";
import { findUserById } from "../../src/modules/users/repo.ts";
import { buildCourseTree } from "../catalog/catalog-factory.ts";
import { buildClass } from "../classrooms/classroom-factory.ts";
import { subscribe } from "../enrolment/enrolment-factory.ts";
import { bearer, buildUser, createTestApp, signIn, type TestApp } from "../support/helpers.ts";
import { buildQuiz } from "../quizzes/quiz-factory.ts";

/** The dashboards of issue #6: what each role sees first, from real data, and only their own lists. */

const RULES = { negativeMarking: false, requiresReview: false, passPercent: 50, releasePolicy: "immediately" } as const;
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function dashboardOf(id: number, token: string): Promise<UserInfo["dashboard"]> {
  const res = await t.app.inject({ method: "GET", url: `/api/dashboard/getuserinfo/${id}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as UserInfo).dashboard;
}
const own = async (u: { id: number; email: string }) => dashboardOf(u.id, await signIn(t.app, u.email));
const cardValue = (d: UserInfo["dashboard"], key: string) => d.cards.find((c) => c.key === key)?.value;
const sectionOf = (d: UserInfo["dashboard"], key: string): DashboardSection => {
  const s = d.sections.find((x) => x.key === key);
  if (!s) throw new Error(`no section ${key} in ${d.sections.map((x) => x.key).join(",")}`);
  return s;
};

/** A released (or held) exam result of `userId` for a new quiz of the tree's chapter 1; `provisional`: an answer waits for a marker. */
async function result(
  userId: number,
  tree: Awaited<ReturnType<typeof buildCourseTree>>,
  percent: number,
  released = true,
  provisional = false,
) {
  const { quizId } = await buildQuiz(t.database, {
    courseId: tree.course.id,
    subjectId: tree.subject.id,
    chapterId: tree.chapters.ch1.id,
    title: `Quiz ${percent}`,
  });
  await t.database.db.insert(quizAttempts).values({
    quizId,
    userId,
    mode: "exam",
    status: "submitted",
    submittedAt: new Date(),
    submittedBy: "student",
    percent,
    passed: percent >= 50,
    provisional,
    releasedAt: released ? new Date() : null,
    verificationCode: newVerificationCode(),
    draw: [],
    rules: RULES,
  });
  return quizId;
}

describe("student dashboard", () => {
  it("shows progress per course, the next quiz, released results only and the renewal due", async () => {
    const teacher = await buildUser(t.database, { role: "teacher" });
    const tree = await buildCourseTree(t.database, { ownerId: teacher.id });
    const student = await buildUser(t.database);
    const { subscription } = await subscribe(t.database, student.id, tree.course.id, { days: 5 });
    await t.database.db.insert(tutorialProgress).values({ userId: student.id, tutorialId: tree.tutorials.preview.id });
    await result(student.id, tree, 80);
    await result(student.id, tree, 12, false);
    await result(student.id, tree, 55, true, true);
    const { quizId: next } = await buildQuiz(t.database, {
      courseId: tree.course.id,
      subjectId: tree.subject.id,
      chapterId: tree.chapters.ch1.id,
      title: "Untried quiz",
    });

    const d = await own(student);
    expect(cardValue(d, "subscriptions")).toBe("1");
    expect(sectionOf(d, "progress").items).toEqual([
      expect.objectContaining({
        label: tree.course.title,
        progress: { completed: 1, total: 3 },
        href: `/subjectsview/${tree.course.id}/${encodeURIComponent(tree.course.title)}`,
      }),
    ]);
    const [quiz] = sectionOf(d, "nextQuiz").items;
    expect(quiz).toMatchObject({ key: `quiz-${next}`, label: "Untried quiz" });
    expect(quiz?.href).toMatch(new RegExp(`^/chapterquizdisplay/${next}/`));
    // The held result (12%) stays hidden, and one a marker may still change says so, as on the records screen.
    expect(sectionOf(d, "results").items.map((i) => i.badge)).toEqual(["55% · provisional", "80%"]);
    expect(sectionOf(d, "renewals").items).toEqual([
      expect.objectContaining({
        href: `/studentrenewal/${tree.course.id}/${subscription.id}`,
        badge: expect.stringMatching(/^(4|5) days left$/),
      }),
    ]);

    // Renewed (a paid row pointing at it): no reminder, and still one course, not two.
    const { subscription: renewal } = await subscribe(t.database, student.id, tree.course.id, { days: 95 });
    await t.database.db
      .update(subscriptions)
      .set({ renewsId: subscription.id })
      .where(eq(subscriptions.id, renewal.id));
    const renewed = await own(student);
    expect(cardValue(renewed, "subscriptions")).toBe("1");
    expect(renewed.sections.map((x) => x.key)).not.toContain("renewals");
  });

  it("offers no renewal for a long subscription, and empty lists for a new student", async () => {
    const teacher = await buildUser(t.database, { role: "teacher" });
    const tree = await buildCourseTree(t.database, { ownerId: teacher.id });
    const student = await buildUser(t.database);
    await subscribe(t.database, student.id, tree.course.id, { days: 90 });
    const d = await own(student);
    expect(d.sections.map((s) => s.key)).toEqual(["progress", "nextQuiz", "results"]);

    const fresh = await own(await buildUser(t.database));
    expect(sectionOf(fresh, "progress").items).toEqual([]);
    expect(sectionOf(fresh, "nextQuiz").items).toEqual([]);
    expect(cardValue(fresh, "subscriptions")).toBe("0");
  });

  it("gives a director reading a student's info the cards, never the student's own lists", async () => {
    const student = await buildUser(t.database, { country: "GH" });
    const cd = await buildUser(t.database, { role: "countrydirector", country: "GH" });
    const d = await dashboardOf(student.id, await signIn(t.app, cd.email));
    expect(cardValue(d, "subscriptions")).toBe("0");
    expect(d.sections).toEqual([]);
  });
});

describe("guardian dashboard", () => {
  it("lists each ward with courses, progress and the latest released result", async () => {
    const ward = await buildUser(t.database, { firstname: "Wendy", lastname: "Ward" });
    const guardian = await buildUser(t.database, { role: "guardian" });
    const guardianToken = await signIn(t.app, guardian.email);
    // Linked directly: the invitation flow has its own tests (guardians-invitations), and this
    // file keeps no mail catcher (its outbox card counts emails that SMTP never took).
    await insertLink(t.database.db, guardian.id, ward.id);
    const teacher = await buildUser(t.database, { role: "teacher" });
    const tree = await buildCourseTree(t.database, { ownerId: teacher.id });
    await subscribe(t.database, ward.id, tree.course.id);
    await result(ward.id, tree, 64, true, true);

    const d = await dashboardOf(guardian.id, guardianToken);
    expect(cardValue(d, "wards")).toBe("1");
    const s = sectionOf(d, `ward-${ward.id}`);
    expect(s).toMatchObject({ title: "Wendy Ward", link: { href: "/guardianpage" } });
    expect(s.items.map((i) => [i.label, i.badge])).toEqual([
      [tree.course.title, null],
      // Provisional as the ward sees it (issue #12).
      ["Latest result: Quiz 64", "64% · provisional"],
    ]);

    const lonely = await own(await buildUser(t.database, { role: "guardian" }));
    expect(sectionOf(lonely, "wards").items).toEqual([]);
    expect(cardValue(lonely, "wards")).toBe("0");
  });
});

describe("teacher and teaching assistant dashboards", () => {
  it("shows the teacher's classes with students and the next session, and their courses", async () => {
    const c = await buildClass(t.database);
    const owner = await findUserById(t.database.db, c.ownerId);
    if (!owner) throw new Error("no owner");
    const soon = new Date(Date.now() + 2 * DAY);
    await t.database.db.insert(classSessions).values([
      {
        courseId: c.courseId,
        tutorId: c.ownerId,
        title: "Past",
        startsAt: new Date(Date.now() - 3 * DAY),
        durationMinutes: 60,
      },
      { courseId: c.courseId, tutorId: c.ownerId, title: "Revision", startsAt: soon, durationMinutes: 60 },
      {
        courseId: c.courseId,
        tutorId: c.ownerId,
        title: "Later",
        startsAt: new Date(Date.now() + 9 * DAY),
        durationMinutes: 60,
      },
    ]);

    const d = await own(owner);
    expect(cardValue(d, "classes")).toBe("1");
    expect(cardValue(d, "students")).toBe("2");
    expect(cardValue(d, "marking")).toBe("0");
    const [cls] = sectionOf(d, "classes").items;
    expect(cls).toMatchObject({
      label: c.tree.course.title,
      badge: "2 students",
      href: `/classroom/${c.courseId}/${c.ownerId}`,
    });
    expect(cls?.detail).toContain("Next session: Revision");
    expect(sectionOf(d, "courses").items).toEqual([
      expect.objectContaining({ badge: "Published", detail: "3 tutorials published · 1 draft" }),
    ]);

    // The second tutor's class is their own: none of the owner's students are in it.
    const tutorView = await own(c.tutor);
    expect(sectionOf(tutorView, "classes").items).toEqual([expect.objectContaining({ badge: "0 students" })]);
  });

  it("shows the assistant the courses they assist with tutorial counts and a link to reports", async () => {
    const c = await buildClass(t.database);
    const d = await own(c.assistant);
    expect(cardValue(d, "assisting")).toBe("1");
    expect(cardValue(d, "tutorialsPublished")).toBe("3");
    expect(cardValue(d, "tutorialDrafts")).toBe("1");
    expect(cardValue(d, "marking")).toBeDefined();
    const s = sectionOf(d, "assisting");
    expect(s.link).toEqual({ label: "Reports", href: "/assessment" });
    expect(s.items).toEqual([expect.objectContaining({ label: c.tree.course.title })]);

    // Another course's assistant sees none of it.
    const other = await own(await buildUser(t.database, { role: "teachingassistant" }));
    expect(sectionOf(other, "assisting").items).toEqual([]);
    expect(cardValue(other, "tutorialsPublished")).toBe("0");
  });
});

describe("directors' dashboards", () => {
  async function paid(
    userId: number,
    courseId: number,
    amountMinor: number,
    currency: string,
    country: string,
    daysAgo = 1,
  ) {
    const { payment } = await subscribe(t.database, userId, courseId);
    await t.database.db
      .update(payments)
      .set({ amountMinor, currency, country, paidAt: new Date(Date.now() - daysAgo * DAY) })
      .where(eq(payments.id, payment.id));
  }

  it("counts the country director's own country only: users, subscriptions, revenue, what waits", async () => {
    const cd = await buildUser(t.database, { role: "countrydirector", country: "ZA" });
    const teacher = await buildUser(t.database, { role: "teacher", country: "ZA" });
    const tree = await buildCourseTree(t.database, { ownerId: teacher.id });
    const local = await buildUser(t.database, { country: "ZA" });
    const foreign = await buildUser(t.database, { country: "KE" });
    await paid(local.id, tree.course.id, 25_000, "ZAR", "ZA");
    await paid(local.id, tree.course.id, 99_999, "ZAR", "ZA", 45); // outside the 30 days
    await paid(foreign.id, tree.course.id, 70_000, "KES", "KE");
    await subscribe(t.database, local.id, tree.course.id, { status: "pending" });
    await subscribe(t.database, foreign.id, tree.course.id, { status: "pending" });
    const pre = await buildUser(t.database, { role: "preteacher", country: "ZA" });
    await t.database.db
      .insert(tutorApplications)
      .values({ userId: pre.id, bio: "b", qualifications: "q", subjects: ["Maths"] });
    await t.database.db.insert(contactMessages).values([
      { name: "A", email: "a@x.example", country: "ZA", subject: "s", message: "m" },
      { name: "B", email: "b@x.example", country: "KE", subject: "s", message: "m" },
    ]);

    const d = await own(cd);
    expect(cardValue(d, "users")).toBe("4");
    expect(cardValue(d, "subscriptions")).toBe("2");
    expect(cardValue(d, "revenue")).toBe(formatMoney(25_000, "ZAR"));
    expect(cardValue(d, "pendingPayments")).toBe("1");
    expect(cardValue(d, "contact")).toBe("1");
    expect(cardValue(d, "applications")).toBe("1");
    expect(cardValue(d, "outbox")).toBeUndefined();
    expect(sectionOf(d, "usersByRole").items.map((i) => [i.label, i.badge])).toEqual([
      ["Student", "1"],
      ["Pre-teacher", "1"],
      ["Teacher", "1"],
      ["Country director", "1"],
    ]);
  });

  it("gives the world director revenue per currency and in the base currency", async () => {
    const wd = await buildUser(t.database, { role: "worlddirector", country: "US" });
    const before = await own(wd);
    const teacher = await buildUser(t.database, { role: "teacher" });
    const tree = await buildCourseTree(t.database, { ownerId: teacher.id });
    const jp = await buildUser(t.database, { country: "JP" });
    await paid(jp.id, tree.course.id, 15_100, "JPY", "JP"); // ¥15,100 at 151 per USD = $100.00
    const after = await own(wd);
    const usd = (d: UserInfo["dashboard"]) => Number((cardValue(d, "revenue") ?? "").replace(/[^0-9.]/g, ""));
    expect(Math.round((usd(after) - usd(before)) * 100)).toBe(10_000);
    const jpy = sectionOf(after, "revenue").items.find((i) => i.badge === "JPY");
    expect(jpy).toMatchObject({ label: "¥15,100", detail: "≈ $100.00" });
    expect(cardValue(after, "outbox")).toBeDefined();
    expect(Number(cardValue(after, "subscriptions"))).toBe(Number(cardValue(before, "subscriptions")) + 1);
  });

  it("converts each country's revenue at its own rate when two countries share a currency", async () => {
    const wd = await buildUser(t.database, { role: "worlddirector", country: "US" });
    const teacher = await buildUser(t.database, { role: "teacher" });
    const tree = await buildCourseTree(t.database, { ownerId: teacher.id });
    await t.database.db.insert(countries).values([
      { code: "SN", name: "Senegal", currency: "XOF", exchangeRate: "500" },
      { code: "CI", name: "Côte d'Ivoire", currency: "XOF", exchangeRate: "1000" },
    ]);
    const before = await own(wd);
    const sn = await buildUser(t.database, { country: "SN" });
    const ci = await buildUser(t.database, { country: "CI" });
    await paid(sn.id, tree.course.id, 50_000, "XOF", "SN"); // 50,000 at 500 = $100.00
    await paid(ci.id, tree.course.id, 100_000, "XOF", "CI"); // 100,000 at 1000 = $100.00
    const after = await own(wd);
    const usd = (d: UserInfo["dashboard"]) => Number((cardValue(d, "revenue") ?? "").replace(/[^0-9.]/g, ""));
    expect(Math.round((usd(after) - usd(before)) * 100)).toBe(20_000);
    expect(sectionOf(after, "revenue").items.find((i) => i.badge === "XOF")).toMatchObject({ detail: "≈ $200.00" });
  });

  it("converts a local amount back to the base currency by the currency's minor units", () => {
    expect(toBase(15_100, "JPY", "USD", 151)).toBe(10_000);
    expect(toBase(155_000, "NGN", "USD", 1550)).toBe(100);
    expect(toBase(1234, "USD", "USD", 1)).toBe(1234);
  });
});

describe("last sign-in (issue #12)", () => {
  it("is the sign-in before this one: none at the first, the first at the second, never the current one", async () => {
    const user = await buildUser(t.database, { role: "student" });
    const info = async (token: string) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/dashboard/getuserinfo/${user.id}`,
        headers: bearer(token),
      });
      return (res.json() as UserInfo).user;
    };
    const first = await signIn(t.app, user.email);
    expect((await info(first)).lastLoginAt).toBeNull();
    const firstAt = (await findUserById(t.database.db, user.id))?.lastLoginAt;
    await new Promise((r) => setTimeout(r, 20));
    const second = await signIn(t.app, user.email);
    const seen = await info(second);
    expect(seen.lastLoginAt).toBe(firstAt?.toISOString());
    const now = (await findUserById(t.database.db, user.id))?.lastLoginAt;
    expect(seen.lastLoginAt).not.toBe(now?.toISOString());
    // Reading the dashboard again (a reload) does not move it.
    expect((await info(second)).lastLoginAt).toBe(firstAt?.toISOString());
  });
});
