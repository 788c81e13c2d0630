import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { EstimatorBaseline } from "@tq/contract/estimator";
import { countries, coursePrices } from "../../src/db/schema/index.ts";
import { buildCourseTree } from "../catalog/catalog-factory.ts";
import { subscribe } from "../enrolment/enrolment-factory.ts";
import { bearer, buildUser, createTestApp, signIn, type TestApp } from "../support/helpers.ts";

/** The estimator (issue #6): the baseline from active subscriptions at today's prices and rates; CSV. */

let t: TestApp;
let world: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await signIn(t.app, (await buildUser(t.database, { role: "worlddirector" })).email);
  const teacher = await buildUser(t.database, { role: "teacher" });
  // 10.00 USD for 3 months.
  const tree = await buildCourseTree(t.database, { ownerId: teacher.id });
  await t.database.db.update(countries).set({ exchangeRate: "0.8" }).where(eq(countries.code, "GB"));
  await t.database.db.update(countries).set({ exchangeRate: "1500" }).where(eq(countries.code, "NG"));
  // Nigeria's override: 30,000.00 NGN = 20.00 USD at 1500.
  await t.database.db
    .insert(coursePrices)
    .values({ courseId: tree.course.id, country: "NG", amountMinor: 3_000_000, currency: "NGN" });
  const ng1 = await buildUser(t.database, { role: "student", country: "NG" });
  const ng2 = await buildUser(t.database, { role: "student", country: "NG" });
  const gb = await buildUser(t.database, { role: "student", country: "GB" });
  const gone = await buildUser(t.database, { role: "student", country: "GB" });
  const waiting = await buildUser(t.database, { role: "student", country: "GB" });
  await subscribe(t.database, ng1.id, tree.course.id, { tutorId: teacher.id });
  await subscribe(t.database, ng2.id, tree.course.id);
  await subscribe(t.database, gb.id, tree.course.id);
  await subscribe(t.database, gone.id, tree.course.id, { days: -3 });
  await subscribe(t.database, waiting.id, tree.course.id, { status: "pending" });
});
afterAll(() => t.close());

describe("GET /api/estimator", () => {
  it("counts active subscriptions at today's renewal price, in the base currency, per month", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/estimator", headers: bearer(world) });
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json() as EstimatorBaseline;
    expect(b.baseCurrency).toBe("USD");
    expect(b.firstMonth).toMatch(/^\d{4}-\d{2}$/);
    // NG: 2 × 20.00 USD / 3 months = 13.33; the tutored one 6.67. GB: 10.00 × 0.8 = 8.00 GBP → 10.00 USD / 3.
    expect(b.countries).toEqual([
      expect.objectContaining({
        country: "NG",
        currency: "NGN",
        subscriptions: 2,
        monthlyMinor: 1333,
        tutoredMonthlyMinor: 667,
      }),
      expect.objectContaining({
        country: "GB",
        currency: "GBP",
        subscriptions: 1,
        monthlyMinor: 333,
        tutoredMonthlyMinor: 0,
      }),
    ]);
  });

  it("follows a rate change (today's rate, not the one paid)", async () => {
    await t.database.db.update(countries).set({ exchangeRate: "3000" }).where(eq(countries.code, "NG"));
    const b = (
      await t.app.inject({ method: "GET", url: "/api/estimator", headers: bearer(world) })
    ).json() as EstimatorBaseline;
    expect(b.countries.find((c) => c.country === "NG")?.monthlyMinor).toBe(667);
    await t.database.db.update(countries).set({ exchangeRate: "1500" }).where(eq(countries.code, "NG"));
  });

  it("is the world director's only", async () => {
    const cd = await signIn(t.app, (await buildUser(t.database, { role: "countrydirector" })).email);
    expect((await t.app.inject({ method: "GET", url: "/api/estimator", headers: bearer(cd) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/estimator" })).statusCode).toBe(401);
  });
});

describe("GET /api/estimator.csv", () => {
  it("projects 12 months × country with the inputs, and the total", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/estimator.csv?growth=0&churn=0&tutorShare=50&paymentFees=10",
      headers: bearer(world),
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Month,Country,Gross (USD),Payment fees (USD),Tutor share (USD),Net (USD)");
    // Per month: NG gross 13.33, fees 1.33, tutors 3.34 (half of 6.67), net 8.66.
    expect(lines[1]).toMatch(/^\d{4}-\d{2},NG,13\.33,1\.33,3\.34,8\.66$/);
    expect(lines).toContainEqual(expect.stringMatching(/^Total,All,199\.92,/));
    // 12 months × (2 countries + a total row) + header + total + blank + inputs.
    expect(lines).toHaveLength(1 + 12 * 3 + 1 + 2);
  });

  it("grows the numbers with growth", async () => {
    const flat = await t.app.inject({ method: "GET", url: "/api/estimator.csv?growth=0", headers: bearer(world) });
    const grown = await t.app.inject({ method: "GET", url: "/api/estimator.csv?growth=10", headers: bearer(world) });
    const total = (body: string) =>
      Number(
        body
          .split("\r\n")
          .find((l) => l.startsWith("Total,"))
          ?.split(",")[2],
      );
    // Month m is today × 1.1^m: the year sums to 23.52 months of today's revenue instead of 12.
    expect(total(grown.body) / total(flat.body)).toBeCloseTo(23.5227 / 12, 2);
  });

  it("refuses inputs out of range with a field message", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/estimator.csv?paymentFees=120",
      headers: bearer(world),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("payment fees");
  });
});

// Last: these add subscriptions the exact numbers above do not count.
describe("the estimator's edge cases", () => {
  it("converts each country at its own rate when two countries share a currency", async () => {
    const teacher = await buildUser(t.database, { role: "teacher" });
    const tree = await buildCourseTree(t.database, { ownerId: teacher.id });
    // 10.00 USD for 3 months: 5,000 XOF in Senegal at 500, 10,000 XOF in Côte d'Ivoire at 1000; 10.00 USD each.
    await t.database.db.insert(countries).values([
      { code: "SN", name: "Senegal", currency: "XOF", exchangeRate: "500" },
      { code: "CI", name: "Côte d'Ivoire", currency: "XOF", exchangeRate: "1000" },
    ]);
    await subscribe(t.database, (await buildUser(t.database, { role: "student", country: "SN" })).id, tree.course.id);
    await subscribe(t.database, (await buildUser(t.database, { role: "student", country: "CI" })).id, tree.course.id);
    const b = (
      await t.app.inject({ method: "GET", url: "/api/estimator", headers: bearer(world) })
    ).json() as EstimatorBaseline;
    expect(b.countries.find((c) => c.country === "SN")).toMatchObject({ subscriptions: 1, monthlyMinor: 333 });
    expect(b.countries.find((c) => c.country === "CI")).toMatchObject({ subscriptions: 1, monthlyMinor: 333 });
  });

  it("writes a negative net as a number, not as formula-guarded text", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/estimator.csv?growth=0&churn=0&tutorShare=100&paymentFees=100",
      headers: bearer(world),
    });
    expect(res.statusCode, res.body).toBe(200);
    const total = res.body.split("\r\n").find((l) => l.startsWith("Total,"));
    const net = total?.split(",")[5] ?? "";
    expect(net).toMatch(/^-\d+(\.\d+)?$/);
    expect(res.body).not.toContain("'-");
  });
});
