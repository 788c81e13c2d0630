import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import type { CheckoutResult, CourseOffer, MySubscriptions, PendingPayments } from "@tq/contract/enrolment";
import type { CoursesForDisplay } from "@tq/contract/site";
import { countries, courseStaff, coursePrices, courses, emailOutbox, payments } from "../../src/db/schema/index.ts";
import type { UserRow } from "../../src/modules/users/repo.ts";
import { buildCourseTree } from "../catalog/catalog-factory.ts";
import { subscribe } from "./enrolment-factory.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";
import { buildQuiz } from "../quizzes/quiz-factory.ts";

let t: TestApp;
let tree: Awaited<ReturnType<typeof buildCourseTree>>;
let quizId: number;
const people = {} as Record<
  "owner" | "tutor" | "assistant" | "student" | "other" | "japanese" | "ngDirector" | "gbDirector" | "world",
  UserRow
>;
const tokens = {} as Record<keyof typeof people, string>;

beforeAll(async () => {
  t = await createTestApp();
  people.owner = await buildUser(t.database, { role: "teacher", country: "GB" });
  people.tutor = await buildUser(t.database, { role: "teacher" });
  people.assistant = await buildUser(t.database, { role: "teachingassistant" });
  people.student = await buildUser(t.database, { role: "student", country: "NG" });
  people.other = await buildUser(t.database, { role: "student", country: "NG" });
  people.japanese = await buildUser(t.database, { role: "student", country: "JP" });
  people.ngDirector = await buildUser(t.database, { role: "countrydirector", country: "NG" });
  people.gbDirector = await buildUser(t.database, { role: "countrydirector", country: "GB" });
  people.world = await buildUser(t.database, { role: "worlddirector", country: "US" });
  tree = await buildCourseTree(t.database, { ownerId: people.owner.id });
  await t.database.db.update(courses).set({ basePriceMinor: 4999, months: 3 }).where(eq(courses.id, tree.course.id));
  await t.database.db.insert(courseStaff).values([
    { courseId: tree.course.id, userId: people.tutor.id, role: "tutor" },
    { courseId: tree.course.id, userId: people.assistant.id, role: "assistant" },
  ]);
  quizId = (
    await buildQuiz(t.database, {
      courseId: tree.course.id,
      subjectId: tree.subject.id,
      chapterId: tree.chapters.ch1.id,
    })
  ).quizId;
  for (const [name, user] of Object.entries(people))
    tokens[name as keyof typeof people] = await signIn(t.app, user.email);
});
afterAll(() => t.close());

type Who = keyof typeof people;
const call = (method: "GET" | "POST", url: string, who: Who | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(tokens[who]) : {}, ...(payload ? { payload } : {}) });
const offer = async (who: Who | null, query = "") =>
  (await call("GET", `/api/enrolment/courses/${tree.course.id}/offer${query}`, who)).json() as CourseOffer;
const readPaid = (who: Who) => call("GET", `/api/tutorials/${tree.tutorials.paid.id}`, who);
const startQuiz = (who: Who) => call("POST", `/api/quizzes/${quizId}/attempts`, who, { mode: "practice" });
const checkout = (who: Who, provider: "demo" | "manual", tutorId = people.tutor.id) =>
  call("POST", "/api/enrolment/checkout", who, { courseId: tree.course.id, tutorId, provider });
const mine = async (who: Who) =>
  ((await call("GET", "/api/enrolment/subscriptions/mine", who)).json() as MySubscriptions).subscriptions;

describe("prices", () => {
  it("converts the base price with the country's rate, rounded to the currency's minor unit", async () => {
    await t.database.db
      .insert(countries)
      .values({ code: "KW", name: "Kuwait", currency: "KWD", exchangeRate: "0.307" });
    // 49.99 USD × 151 = 7548.49 → 7548 yen (no minor unit); × 0.307 = 15.34693 → 15.347 dinars (3 digits).
    expect((await offer(null, "?country=JP")).price).toEqual({ amountMinor: 7548, currency: "JPY" });
    expect((await offer(null, "?country=KW")).price).toEqual({ amountMinor: 15347, currency: "KWD" });
    expect((await offer(null, "?country=GB")).price).toEqual({ amountMinor: 3949, currency: "GBP" });
    expect((await offer(null)).price).toEqual({ amountMinor: 4999, currency: "USD" });
  });

  it("prices a signed-in user in their own country, whatever country the query names", async () => {
    expect((await offer("japanese", "?country=GB")).price).toEqual({ amountMinor: 7548, currency: "JPY" });
  });

  it("uses the country's override price, on home (getcoursesfordisplay) and at checkout alike", async () => {
    await t.database.db
      .insert(coursePrices)
      .values({ courseId: tree.course.id, country: "NG", amountMinor: 5_000_000, currency: "NGN" });
    t.app.ctx.publicVersion.bump();
    expect((await offer("student")).price).toEqual({ amountMinor: 5_000_000, currency: "NGN" });
    const home = (
      await t.app.inject({ method: "POST", url: "/api/admin/getcoursesfordisplay", payload: { country: "NG" } })
    ).json() as CoursesForDisplay;
    expect(home.courses.find((c) => c.id === tree.course.id)?.price).toEqual({
      amountMinor: 5_000_000,
      currency: "NGN",
    });
  });

  it("lists the owner and the tutors, not the teaching assistants, and the providers on offer", async () => {
    const o = await offer(null);
    expect(o.tutors.map((x) => x.id)).toEqual([people.owner.id, people.tutor.id]);
    expect(o.tutors[0]?.title).toBe("Course owner");
    expect(o.providers).toEqual(["manual", "demo"]);
  });
});

describe("checkout with the demo provider", () => {
  it("refuses a tutor who does not teach the course, and non-students", async () => {
    const res = await checkout("student", "demo", people.assistant.id);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.tutorId).toBeDefined();
    expect((await checkout("owner", "demo")).statusCode).toBe(403);
  });

  it("opens the paid tutorials and the quizzes at once, freezes the price, emails a receipt", async () => {
    expect((await readPaid("student")).statusCode).toBe(403);
    expect((await startQuiz("student")).statusCode).toBe(403);
    const res = await checkout("student", "demo");
    expect(res.statusCode).toBe(201);
    const body = res.json() as CheckoutResult;
    expect(body.subscription).toMatchObject({
      state: "active",
      months: 3,
      provider: "demo",
      paid: { amountMinor: 5_000_000, currency: "NGN" },
      tutor: { id: people.tutor.id },
    });
    expect((await readPaid("student")).statusCode).toBe(200);
    expect((await startQuiz("student")).statusCode).toBeLessThan(300);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, people.student.email))
      .orderBy(desc(emailOutbox.id));
    expect(mail?.kind).toBe("payment-receipt");
    expect(mail?.textBody).toContain("NGN");
    // A later price change never touches what was paid.
    await t.database.db.delete(coursePrices).where(eq(coursePrices.courseId, tree.course.id));
    await t.database.db.update(countries).set({ exchangeRate: "2000" }).where(eq(countries.code, "NG"));
    expect((await mine("student"))[0]?.paid).toEqual({ amountMinor: 5_000_000, currency: "NGN" });
  });

  it("refuses a converted price too large to record with a 409, not a 500", async () => {
    await t.database.db
      .insert(countries)
      .values({ code: "VE", name: "Venezuela", currency: "VES", exchangeRate: "999999" });
    const far = await buildUser(t.database, { role: "student", country: "VE" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/enrolment/checkout",
      headers: bearer(await signIn(t.app, far.email)),
      payload: { courseId: tree.course.id, tutorId: people.tutor.id, provider: "demo" },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(errorOf(res).message).toContain("exchange rate");
  });

  it("refuses a second subscription to the same course (409)", async () => {
    expect((await checkout("student", "demo")).statusCode).toBe(409);
  });

  it("is refused when demo mode is off; manual is still offered", async () => {
    const off = await createTestApp({ config: { demoMode: false } });
    try {
      const owner = await buildUser(off.database, { role: "teacher" });
      const student = await buildUser(off.database, { role: "student" });
      const other = await buildCourseTree(off.database, { ownerId: owner.id });
      const token = await signIn(off.app, student.email);
      const res = await off.app.inject({
        method: "POST",
        url: "/api/enrolment/checkout",
        headers: bearer(token),
        payload: { courseId: other.course.id, tutorId: owner.id, provider: "demo" },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.provider).toBeDefined();
      const o = (
        await off.app.inject({ method: "GET", url: `/api/enrolment/courses/${other.course.id}/offer` })
      ).json() as CourseOffer;
      expect(o.providers).toEqual(["manual"]);
    } finally {
      await off.close();
    }
  });
});

describe("manual payments", () => {
  let paymentId: number;

  it("stays pending (no access) until a director records it", async () => {
    const res = await checkout("other", "manual");
    expect(res.statusCode).toBe(201);
    expect((res.json() as CheckoutResult).subscription.state).toBe("pending");
    expect((await readPaid("other")).statusCode).toBe(403);
    expect((await checkout("other", "manual")).statusCode).toBe(409);
    const list = (await call("GET", "/api/enrolment/payments/pending", "ngDirector")).json() as PendingPayments;
    const row = list.payments.find((p) => p.student.id === people.other.id);
    expect(row?.amount.currency).toBe("NGN");
    paymentId = row?.id ?? 0;
    const gb = (await call("GET", "/api/enrolment/payments/pending", "gbDirector")).json() as PendingPayments;
    expect(gb.payments.some((p) => p.id === paymentId)).toBe(false);
  });

  it("is recorded only by the world director or the student's country director", async () => {
    const url = `/api/enrolment/payments/${paymentId}/record`;
    expect((await call("POST", url, "gbDirector", { reference: "TRF-1" })).statusCode).toBe(404);
    expect((await call("POST", url, "other", { reference: "TRF-1" })).statusCode).toBe(403);
    expect((await call("POST", url, "ngDirector", { reference: "" })).statusCode).toBe(400);
    const res = await call("POST", url, "ngDirector", { reference: "TRF-1" });
    expect(res.statusCode).toBe(200);
    expect((await call("POST", url, "world", { reference: "TRF-2" })).statusCode).toBe(409);
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(paid).toMatchObject({ status: "paid", reference: "TRF-1", recordedBy: people.ngDirector.id });
    expect((await readPaid("other")).statusCode).toBe(200);
    expect((await mine("other"))[0]?.state).toBe("active");
  });
});

describe("renewal", () => {
  it("refuses another student's subscription as if it did not exist (404)", async () => {
    const theirs = (await mine("student"))[0]?.id ?? 0;
    const res = await call("POST", `/api/enrolment/subscriptions/${theirs}/renew`, "other", { provider: "demo" });
    expect(res.statusCode).toBe(404);
    expect(
      (await call("POST", `/api/enrolment/subscriptions/999999/renew`, "other", { provider: "demo" })).statusCode,
    ).toBe(404);
  });

  it("renews from the later of now and the expiry, with the same tutor, once", async () => {
    const current = (await mine("student"))[0];
    if (!current) throw new Error("no subscription");
    const res = await call("POST", `/api/enrolment/subscriptions/${current.id}/renew`, "student", { provider: "demo" });
    expect(res.statusCode).toBe(201);
    const renewed = (res.json() as CheckoutResult).subscription;
    expect(renewed).toMatchObject({ state: "active", renewsId: current.id, tutor: { id: people.tutor.id } });
    expect(renewed.startsAt).toBe(current.expiresAt);
    const again = await call("POST", `/api/enrolment/subscriptions/${current.id}/renew`, "student", {
      provider: "demo",
    });
    expect(again.statusCode).toBe(409);
  });

  it("renews an expired subscription from now", async () => {
    const student = await buildUser(t.database, { role: "student", country: "GB" });
    const { subscription } = await subscribe(t.database, student.id, tree.course.id, {
      days: -5,
      tutorId: people.owner.id,
    });
    const token = await signIn(t.app, student.email);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/enrolment/subscriptions/${subscription.id}/renew`,
      headers: bearer(token),
      payload: { provider: "demo" },
    });
    expect(res.statusCode).toBe(201);
    const startsAt = Date.parse((res.json() as CheckoutResult).subscription.startsAt);
    expect(Math.abs(startsAt - Date.now())).toBeLessThan(60_000);
  });
});

describe("access follows the subscription", () => {
  it("an expired subscription loses the paid tutorials and the quizzes, keeps the free previews", async () => {
    const student = await buildUser(t.database, { role: "student" });
    await subscribe(t.database, student.id, tree.course.id, { days: -1 });
    const token = await signIn(t.app, student.email);
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
    expect((await get(`/api/tutorials/${tree.tutorials.paid.id}`)).statusCode).toBe(403);
    expect((await get(`/api/tutorials/${tree.tutorials.preview.id}`)).statusCode).toBe(200);
    const start = await t.app.inject({
      method: "POST",
      url: `/api/quizzes/${quizId}/attempts`,
      headers: bearer(token),
      payload: { mode: "practice" },
    });
    expect(start.statusCode).toBe(403);
    const outline = (await get(`/api/catalog/courses/${tree.course.id}/outline`)).json() as {
      subjects: { chapters: { tutorials: { id: number; open: boolean }[] }[] }[];
    };
    const entries = outline.subjects.flatMap((s) => s.chapters.flatMap((c) => c.tutorials));
    expect(entries.find((e) => e.id === tree.tutorials.paid.id)?.open).toBe(false);
    expect(entries.find((e) => e.id === tree.tutorials.preview.id)?.open).toBe(true);
  });

  it("course staff read every tutorial without a subscription", async () => {
    for (const who of ["owner", "tutor", "assistant", "world"] as const) {
      expect((await readPaid(who)).statusCode).toBe(200);
    }
  });
});
