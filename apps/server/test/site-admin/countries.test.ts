import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { CheckoutResult, CourseOffer, MySubscriptions } from "@tq/contract/enrolment";
import type { ContactDetails, CoursesForDisplay } from "@tq/contract/site";
import type { AdminCountryList, CountrySettings, CourseOrder, RateHistory } from "@tq/contract/site-admin";
import { auditLog, courseStaff } from "../../src/db/schema/index.ts";
import type { UserRow } from "../../src/modules/users/repo.ts";
import { buildCourseTree } from "../catalog/catalog-factory.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";

let t: TestApp;
const courseIds: number[] = [];
const people = {} as Record<"world" | "ngDirector" | "gbDirector" | "teacher" | "student", UserRow>;
const tokens = {} as Record<keyof typeof people, string>;
type Who = keyof typeof people;

beforeAll(async () => {
  t = await createTestApp();
  people.world = await buildUser(t.database, { role: "worlddirector", country: "KE" });
  people.ngDirector = await buildUser(t.database, { role: "countrydirector", country: "NG" });
  people.gbDirector = await buildUser(t.database, { role: "countrydirector", country: "GB" });
  people.teacher = await buildUser(t.database, { role: "teacher" });
  people.student = await buildUser(t.database, { role: "student", country: "NG" });
  for (const [name, user] of Object.entries(people)) tokens[name as Who] = await signIn(t.app, user.email);
  for (let i = 0; i < 3; i++) {
    const tree = await buildCourseTree(t.database, { ownerId: people.teacher.id });
    courseIds.push(tree.course.id);
  }
  await t.database.db
    .insert(courseStaff)
    .values({ courseId: courseIds[0] ?? 0, userId: people.teacher.id, role: "tutor" });
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, who: Who | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(tokens[who]) : {}, ...(payload ? { payload } : {}) });
const home = async (country?: string) =>
  (
    await t.app.inject({ method: "POST", url: "/api/admin/getcoursesfordisplay", payload: country ? { country } : {} })
  ).json() as CoursesForDisplay;
const priceOn = async (country: string, courseId: number) =>
  (await home(country)).courses.find((c) => c.id === courseId)?.price;
const CONTACT = {
  contactEmail: "lagos@test.example",
  contactPhone: "+234 1 555 0199",
  contactAddress: "1 Test Road, Lagos",
};

describe("a country's settings (contact details and local prices)", () => {
  it("lets the country director edit their contact details, which contactus shows at once", async () => {
    const res = await call("PUT", "/api/admin/countries/NG/contact", "ngDirector", CONTACT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ country: "NG", ...CONTACT });
    const shown = (await call("GET", "/api/site/contact", null)).json() as ContactDetails;
    expect(shown.countries.find((c) => c.country === "NG")).toEqual({
      country: "NG",
      email: CONTACT.contactEmail,
      phone: CONTACT.contactPhone,
      address: CONTACT.contactAddress,
    });
  });

  it("refuses a country director another country, and a teacher any (IDOR)", async () => {
    expect((await call("GET", "/api/admin/countries/GB/settings", "ngDirector")).statusCode).toBe(403);
    expect((await call("PUT", "/api/admin/countries/GB/contact", "ngDirector", CONTACT)).statusCode).toBe(403);
    const price = await call("PUT", `/api/admin/countries/GB/prices/${courseIds[0]}`, "ngDirector", { amountMinor: 1 });
    expect(price.statusCode).toBe(403);
    expect((await call("DELETE", `/api/admin/countries/GB/prices/${courseIds[0]}`, "ngDirector")).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/countries/NG/settings", "teacher")).statusCode).toBe(403);
    expect((await call("PUT", "/api/admin/countries/NG/contact", "student", CONTACT)).statusCode).toBe(403);
    const gb = (await call("GET", "/api/site/contact", null)).json() as ContactDetails;
    expect(gb.countries.find((c) => c.country === "GB")).toBeUndefined();
  });

  it("lets the world director edit any country", async () => {
    const res = await call("PUT", "/api/admin/countries/GB/contact", "world", {
      ...CONTACT,
      contactEmail: "uk@test.example",
    });
    expect(res.statusCode).toBe(200);
    expect((await call("GET", "/api/admin/countries/ZZ/settings", "world")).statusCode).toBe(404);
  });

  it("sets a local price that home shows at once, and clears it back to the converted price", async () => {
    const id = courseIds[1] ?? 0;
    // 10.00 USD × 1550 = 15,500.00 NGN, converted.
    expect(await priceOn("NG", id)).toEqual({ amountMinor: 1_550_000, currency: "NGN" });
    const set = await call("PUT", `/api/admin/countries/NG/prices/${id}`, "ngDirector", { amountMinor: 999_900 });
    expect(set.statusCode).toBe(200);
    const row = (set.json() as CountrySettings).prices.find((p) => p.courseId === id);
    expect(row).toMatchObject({ overrideMinor: 999_900, convertedMinor: 1_550_000, currency: "NGN" });
    expect(await priceOn("NG", id)).toEqual({ amountMinor: 999_900, currency: "NGN" });
    expect(await priceOn("GB", id)).toEqual({ amountMinor: 790, currency: "GBP" });
    expect((await call("DELETE", `/api/admin/countries/NG/prices/${id}`, "ngDirector")).statusCode).toBe(200);
    expect(await priceOn("NG", id)).toEqual({ amountMinor: 1_550_000, currency: "NGN" });
    expect((await call("DELETE", `/api/admin/countries/NG/prices/${id}`, "ngDirector")).statusCode).toBe(404);
  });

  it("refuses a bad price and an unknown course", async () => {
    const neg = await call("PUT", `/api/admin/countries/NG/prices/${courseIds[1]}`, "ngDirector", { amountMinor: -5 });
    expect(neg.statusCode).toBe(400);
    expect(errorOf(neg).fields?.amountMinor).toBeDefined();
    const frac = await call("PUT", `/api/admin/countries/NG/prices/${courseIds[1]}`, "ngDirector", {
      amountMinor: 1.5,
    });
    expect(frac.statusCode).toBe(400);
    // The column is int4: a larger price is a field message, not a 500.
    const huge = await call("PUT", `/api/admin/countries/NG/prices/${courseIds[1]}`, "ngDirector", {
      amountMinor: 5_000_000_000,
    });
    expect(huge.statusCode).toBe(400);
    expect(errorOf(huge).fields?.amountMinor).toBe("This price is too large.");
    const max = await call("PUT", `/api/admin/countries/NG/prices/${courseIds[1]}`, "ngDirector", {
      amountMinor: 2_147_483_647,
    });
    expect(max.statusCode).toBe(200);
    expect((await call("DELETE", `/api/admin/countries/NG/prices/${courseIds[1]}`, "ngDirector")).statusCode).toBe(200);
    expect(
      (await call("PUT", "/api/admin/countries/NG/prices/999999", "ngDirector", { amountMinor: 5 })).statusCode,
    ).toBe(404);
  });
});

describe("countries and exchange rates (setcountry)", () => {
  it("records every rate change in the history, and home prices follow at once", async () => {
    const id = courseIds[2] ?? 0;
    expect(await priceOn("KE", id)).toEqual({ amountMinor: 129_500, currency: "KES" });
    const res = await call("PATCH", "/api/admin/countries/KE", "world", { exchangeRate: "130.25" });
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminCountryList).countries.find((c) => c.code === "KE")?.exchangeRate).toBe("130.25");
    expect(await priceOn("KE", id)).toEqual({ amountMinor: 130_250, currency: "KES" });
    await call("PATCH", "/api/admin/countries/KE", "world", { exchangeRate: "131" });
    // The same rate again is no change: no history row.
    await call("PATCH", "/api/admin/countries/KE", "world", { exchangeRate: "131.000" });
    const history = (await call("GET", "/api/admin/countries/KE/rate-history", "world")).json() as RateHistory;
    expect(history.changes.map((c) => [c.oldRate, c.newRate])).toEqual([
      ["130.25", "131"],
      ["129.5", "130.25"],
    ]);
    expect(history.changes[0]?.changedBy).toBe(`${people.world.firstname} ${people.world.lastname}`);
    const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "country.rate_change"));
    expect(logged.map((l) => l.details)).toContainEqual({ oldRate: "129.5", newRate: "130.25" });
  });

  it("refuses a rate that is not a positive decimal with at most 6 decimals", async () => {
    for (const exchangeRate of ["0", "-3", "1.1234567", "abc", "", "1000000.5", "999999999999"]) {
      const res = await call("PATCH", "/api/admin/countries/KE", "world", { exchangeRate });
      expect(res.statusCode, exchangeRate).toBe(400);
      expect(errorOf(res).fields?.exchangeRate, exchangeRate).toBeDefined();
    }
    expect((await call("PATCH", "/api/admin/countries/KE", "world", { exchangeRate: "0.000001" })).statusCode).toBe(
      200,
    );
    expect((await call("PATCH", "/api/admin/countries/KE", "world", { exchangeRate: "1000000" })).statusCode).toBe(200);
    await call("PATCH", "/api/admin/countries/KE", "world", { exchangeRate: "131" });
  });

  it("charges the new rate to new checkouts and renewals, never to what was paid", async () => {
    const id = courseIds[0] ?? 0;
    const checkout = await call("POST", "/api/enrolment/checkout", "student", {
      courseId: id,
      tutorId: people.teacher.id,
      provider: "demo",
    });
    expect(checkout.statusCode).toBe(201);
    const paid = (checkout.json() as CheckoutResult).subscription;
    expect(paid.paid).toEqual({ amountMinor: 1_550_000, currency: "NGN" });
    await call("PATCH", "/api/admin/countries/NG", "world", { exchangeRate: "1600" });
    const mine = (await call("GET", "/api/enrolment/subscriptions/mine", "student")).json() as MySubscriptions;
    expect(mine.subscriptions.find((s) => s.id === paid.id)?.paid).toEqual({ amountMinor: 1_550_000, currency: "NGN" });
    const offer = (await call("GET", `/api/enrolment/courses/${id}/offer`, "student")).json() as CourseOffer;
    expect(offer.price).toEqual({ amountMinor: 1_600_000, currency: "NGN" });
    const renewal = await call("POST", `/api/enrolment/subscriptions/${paid.id}/renew`, "student", {
      provider: "demo",
    });
    expect(renewal.statusCode).toBe(201);
    expect((renewal.json() as CheckoutResult).subscription.paid).toEqual({ amountMinor: 1_600_000, currency: "NGN" });
  });

  it("adds a country, refuses a duplicate, deactivates one (home then prices it in the base currency)", async () => {
    const body = { code: "rw", name: "Rwanda", currency: "rwf", exchangeRate: "1300" };
    const res = await call("POST", "/api/admin/countries", "world", body);
    expect(res.statusCode).toBe(201);
    expect((res.json() as AdminCountryList).countries.find((c) => c.code === "RW")).toMatchObject({
      currency: "RWF",
      exchangeRate: "1300",
      active: true,
    });
    expect((await home("RW")).currency).toBe("RWF");
    const again = await call("POST", "/api/admin/countries", "world", body);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).fields?.code).toBeDefined();
    expect((await call("PATCH", "/api/admin/countries/RW", "world", { active: false })).statusCode).toBe(200);
    expect((await home("RW")).currency).toBe("USD");
    expect((await call("PATCH", "/api/admin/countries/ZZ", "world", { active: false })).statusCode).toBe(404);
  });

  it("settles two simultaneous adds of one country: one is added, the other answers 409 (not a 500)", async () => {
    const body = { code: "BW", name: "Botswana", currency: "BWP", exchangeRate: "13.5" };
    const answers = await Promise.all([
      call("POST", "/api/admin/countries", "world", body),
      call("POST", "/api/admin/countries", "world", body),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it("appoints as director only a country director of that country, or none", async () => {
    const wrong = await call("PATCH", "/api/admin/countries/NG", "world", { directorId: people.gbDirector.id });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields?.directorId).toBeDefined();
    expect(
      (await call("PATCH", "/api/admin/countries/NG", "world", { directorId: people.student.id })).statusCode,
    ).toBe(400);
    const ok = await call("PATCH", "/api/admin/countries/NG", "world", { directorId: people.ngDirector.id });
    const ng = (ok.json() as AdminCountryList).countries.find((c) => c.code === "NG");
    expect(ng?.directorName).toBe(`${people.ngDirector.firstname} ${people.ngDirector.lastname}`);
    const none = await call("PATCH", "/api/admin/countries/NG", "world", { directorId: null });
    expect((none.json() as AdminCountryList).countries.find((c) => c.code === "NG")?.directorId).toBeNull();
  });

  it("is the world director's only: a country director cannot change rates, even their own", async () => {
    expect((await call("PATCH", "/api/admin/countries/NG", "ngDirector", { exchangeRate: "1" })).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/countries", "ngDirector")).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/countries/NG/rate-history", "teacher")).statusCode).toBe(403);
    const body = { code: "TZ", name: "Tanzania", currency: "TZS", exchangeRate: "2500" };
    expect((await call("POST", "/api/admin/countries", "ngDirector", body)).statusCode).toBe(403);
    expect(await priceOn("NG", courseIds[1] ?? 0)).toEqual({ amountMinor: 1_600_000, currency: "NGN" });
  });
});

describe("course order (courseordering)", () => {
  it("saves the order and home follows at once", async () => {
    const before = (await call("GET", "/api/admin/course-order", "world")).json() as CourseOrder;
    const ids = before.courses.map((c) => c.id);
    expect(ids).toEqual(courseIds);
    const reversed = [...ids].reverse();
    const res = await call("PUT", "/api/admin/course-order", "world", { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect((res.json() as CourseOrder).courses.map((c) => c.id)).toEqual(reversed);
    expect((await home()).courses.map((c) => c.id)).toEqual(reversed);
  });

  it("refuses a list that is not exactly the published courses", async () => {
    const res = await call("PUT", "/api/admin/course-order", "world", { ids: courseIds.slice(0, 2) });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.ids).toBeDefined();
    const dup = [courseIds[0] ?? 0, courseIds[0] ?? 0, courseIds[1] ?? 0];
    expect((await call("PUT", "/api/admin/course-order", "world", { ids: dup })).statusCode).toBe(400);
  });

  it("is the world director's only", async () => {
    expect((await call("PUT", "/api/admin/course-order", "ngDirector", { ids: courseIds })).statusCode).toBe(403);
    expect((await call("PUT", "/api/admin/course-order", "teacher", { ids: courseIds })).statusCode).toBe(403);
    expect((await home()).courses.map((c) => c.id)).toEqual([...courseIds].reverse());
  });
});
