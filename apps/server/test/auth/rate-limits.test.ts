import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, errorOf, TEST_PASSWORD, type TestApp } from "../support/helpers.ts";

/** The real limits (rateLimitScale 1): apps/server/src/lib/rate-limits.ts. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1 });
});
afterAll(() => t.close());

const email = () => `rl-${randomBytes(5).toString("hex")}@test.example`;
let ipCounter = 0;
/** A fresh client address per test, so the per-address buckets of tests never mix. */
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function login(mail: string, password: string, remoteAddress: string) {
  return t.app.inject({ method: "POST", url: "/api/auth/login", remoteAddress, payload: { email: mail, password } });
}

function expectRateLimited(res: Awaited<ReturnType<typeof login>>): void {
  expect(res.statusCode).toBe(429);
  expect(errorOf(res).code).toBe("rate_limited");
  expect(errorOf(res).message).toMatch(/Try again in \d+ minute/);
  expect(res.body).not.toContain("firstname");
}

/** The sign-in throttle itself (per account and address, per account, device proofs): auth/login-throttle.test.ts. */
describe("sign-in limits", () => {
  it("counts the account by its normalized email", async () => {
    const user = await buildUser(t.database);
    const ip = freshIp();
    for (let i = 1; i <= 10; i++) {
      const variant = i % 2 === 0 ? user.email.toUpperCase() : ` ${user.email}`;
      expect((await login(variant, `wrong-${i}`, ip)).statusCode).toBe(401);
    }
    expectRateLimited(await login(user.email, "wrong-11", ip));
  });

  it("a successful sign-in clears the account's failures", async () => {
    const user = await buildUser(t.database);
    const ip = freshIp();
    for (let i = 1; i <= 9; i++) expect((await login(user.email, `wrong-${i}`, ip)).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 1; i <= 5; i++) expect((await login(user.email, `wrong-again-${i}`, ip)).statusCode).toBe(401);
  });

  it("never limits successful sign-ins from one address (a school behind one NAT)", async () => {
    const ip = freshIp();
    const pupils = [await buildUser(t.database), await buildUser(t.database), await buildUser(t.database)];
    for (let i = 0; i < 60; i++)
      expect((await login(pupils[i % 3]?.email ?? "", TEST_PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe("registration limit", () => {
  it("answers the 11th registration from one address within the hour with 429", async () => {
    const ip = freshIp();
    const register = (country: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: ip,
        payload: {
          firstname: "Rate",
          lastname: "Limited",
          email: email(),
          profession: "Student",
          password: "a-long-enough-phrase",
          country,
        },
      });
    expect((await register("GB")).statusCode).toBe(201);
    // Refused attempts count too (an unknown country is checked after the limit).
    for (let i = 2; i <= 10; i++) expect((await register("ZZ")).statusCode).toBe(400);
    const res = await register("GB");
    expectRateLimited(res);
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: freshIp(),
      payload: {
        firstname: "Rate",
        lastname: "Limited",
        email: email(),
        profession: "Student",
        password: "a-long-enough-phrase",
        country: "GB",
      },
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe("recovery limits", () => {
  const recover = (mail: string, remoteAddress: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/recovermypassword", remoteAddress, payload: { email: mail } });

  it("answers the 4th recovery request for one address within the hour with 429, registered or not", async () => {
    const user = await buildUser(t.database);
    const unknown = email();
    for (const mail of [user.email, unknown]) {
      for (let i = 1; i <= 3; i++) expect((await recover(mail, freshIp())).statusCode).toBe(202);
      expectRateLimited(await recover(mail, freshIp()));
    }
  });

  it("answers the 11th recovery request from one client address with 429", async () => {
    const ip = freshIp();
    for (let i = 1; i <= 10; i++) expect((await recover(email(), ip)).statusCode).toBe(202);
    expectRateLimited(await recover(email(), ip));
    expect((await recover(email(), freshIp())).statusCode).toBe(202);
  });

  it("limits attempts to use recovery links from one address", async () => {
    const ip = freshIp();
    const attempt = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/setrecoverpassword",
        remoteAddress: ip,
        payload: { email: email(), token: randomBytes(32).toString("base64url"), password: "guessing phrase" },
      });
    for (let i = 1; i <= 10; i++) expect((await attempt()).statusCode).toBe(400);
    expectRateLimited(await attempt());
  });
});
