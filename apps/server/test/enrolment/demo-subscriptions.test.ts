import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { MySubscriptions, PendingPayments } from "@tq/contract/enrolment";
import type { CoursesForDisplay } from "@tq/contract/site";
import { DEMO_PASSWORD } from "../../src/db/seed/seed.ts";
import { bearer, createTestApp, type TestApp, signIn } from "../support/helpers.ts";

/** The demo subscriptions (seed/demo-subscriptions.ts), read back through the API. */

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  ({ app } = t);
}, 120_000);
afterAll(() => t.close());

async function get<T>(email: string, url: string): Promise<T> {
  const res = await app.inject({ method: "GET", url, headers: bearer(await signIn(app, email, DEMO_PASSWORD)) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

describe("the demo subscriptions", () => {
  it("the demo student is active on Mathematics Foundations with the demo teacher, at the NG override price", async () => {
    const { subscriptions } = await get<MySubscriptions>("student@example.com", "/api/enrolment/subscriptions/mine");
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({
      course: { title: "Mathematics Foundations" },
      tutor: { name: "Tunde Adeyemi" },
      state: "active",
      paid: { amountMinor: 6_000_000, currency: "NGN" },
    });
    const home = (
      await app.inject({ method: "POST", url: "/api/admin/getcoursesfordisplay", payload: { country: "NG" } })
    ).json() as CoursesForDisplay;
    expect(home.courses.find((c) => c.title === "Mathematics Foundations")?.price.amountMinor).toBe(6_000_000);
  });

  it("covers several currencies and states: expiring soon, expired, awaiting payment", async () => {
    const state = async (email: string) =>
      (await get<MySubscriptions>(email, "/api/enrolment/subscriptions/mine")).subscriptions[0];
    expect(await state("wanjiru@example.com")).toMatchObject({ state: "active", paid: { currency: "KES" } });
    const expiring = await state("wanjiru@example.com");
    expect(Date.parse(expiring?.expiresAt ?? "") - Date.now()).toBeLessThan(4 * 86_400_000);
    expect(await state("oliver@example.com")).toMatchObject({
      state: "expired",
      renewable: true,
      paid: { currency: "GBP" },
    });
    expect(await state("yuki@example.com")).toMatchObject({ state: "active", paid: { currency: "JPY" } });
    expect(await state("chidi@example.com")).toMatchObject({ state: "pending", provider: "manual" });
    const pending = await get<PendingPayments>("countrydirector@example.com", "/api/enrolment/payments/pending");
    expect(pending.payments.map((p) => p.student.email)).toEqual(["chidi@example.com"]);
  });
});
