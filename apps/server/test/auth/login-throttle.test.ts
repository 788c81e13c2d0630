import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { auditLog } from "../../src/db/schema/index.ts";
import { buildUser, createTestApp, errorOf, TEST_PASSWORD, type TestApp } from "../support/helpers.ts";
import { redisAnswersAt, TEST_REDIS_URL } from "../support/redis-probe.ts";

/**
 * The sign-in throttle at its real size (ADR 0054): failures per account and address (10 a quarter
 * of an hour), per account and proven device (10), per account (50 an hour; 40 without a device
 * proof); no limit on an address alone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 1 });
});
afterAll(() => t.close());

let ipCounter = 0;
const run = randomBytes(1)[0] ?? 0;
/** A fresh client address per use, so tests never share an address's allowances. */
const freshIp = () => `10.${40 + (run % 50)}.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const unknownEmail = () => `nobody-${randomBytes(5).toString("hex")}@test.example`;

function login(email: string, password: string, remoteAddress: string, device?: string, app = t.app) {
  return app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress,
    payload: { email, password },
    ...(device ? { cookies: { tq_device: device } } : {}),
  });
}

const deviceOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === "tq_device")?.value ?? "";

async function fail(times: number, email: string, ip: string, device?: string): Promise<void> {
  for (let i = 1; i <= times; i++) expect((await login(email, `wrong-guess-${i}`, ip, device)).statusCode).toBe(401);
}

function expectThrottled(res: LightMyRequestResponse, message: RegExp, maxSeconds: number): void {
  expect(res.statusCode).toBe(429);
  expect(errorOf(res).code).toBe("rate_limited");
  expect(errorOf(res).message).toMatch(message);
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(res.body).not.toContain("api_token");
}
const FROM_HERE = /^Too many failed sign-ins for this account from here\. Try again in \d+ minutes?\.$/;
const ACCOUNT = /^Too many failed sign-ins for this account\. Try again in \d+ minutes?, or sign in on a device/;

async function auditCount(action: string, email: string): Promise<number> {
  const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
  return rows.filter((r) => JSON.stringify(r.details).includes(email)).length;
}

describe("the tight limit: one account from one address", () => {
  it("answers the 11th sign-in from the guesser's address with 429, Retry-After and the same answer for any password", async () => {
    const pupil = await buildUser(t.database);
    const attacker = freshIp();
    await fail(10, pupil.email, attacker);
    const wrong = await login(pupil.email, "yet-another-guess", attacker);
    const right = await login(pupil.email, TEST_PASSWORD, attacker);
    expectThrottled(wrong, FROM_HERE, 15 * 60);
    expectThrottled(right, FROM_HERE, 15 * 60);
    // Nothing tells the guesser that the second password was the right one.
    expect(right.body).toBe(wrong.body);
    // The moment the account was throttled is in the log once, with where it was: the address.
    expect(await auditCount("auth.login_failed", pupil.email)).toBe(10);
    const throttled = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "auth.login_throttled"), eq(auditLog.actorId, pupil.id)));
    expect(throttled).toHaveLength(1);
    expect(throttled[0]).toMatchObject({ ip: attacker, details: { email: pupil.email, scope: "address" } });
  });

  it("lets the pupil in from another address after 10 wrong passwords from the guesser's", async () => {
    const pupil = await buildUser(t.database);
    const attacker = freshIp();
    await fail(10, pupil.email, attacker);
    expectThrottled(await login(pupil.email, "eleventh-guess", attacker), FROM_HERE, 15 * 60);
    const res = await login(pupil.email, TEST_PASSWORD, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstname: pupil.firstname });
  });

  it("answers an unknown email exactly as a known one, so the throttle does not reveal who is registered", async () => {
    const ip = freshIp();
    const email = unknownEmail();
    await fail(10, email, ip);
    expectThrottled(await login(email, "guess", ip), FROM_HERE, 15 * 60);
  });
});

describe("a school behind one address", () => {
  it("still signs a pupil in after 60 failures on many accounts from that address", async () => {
    const school = freshIp();
    const classmates = await Promise.all(Array.from({ length: 6 }, () => buildUser(t.database)));
    for (const classmate of classmates) await fail(5, classmate.email, school);
    for (let i = 0; i < 30; i++) await fail(1, unknownEmail(), school);
    const pupil = await buildUser(t.database);
    expect((await login(pupil.email, TEST_PASSWORD, school)).statusCode).toBe(200);
    // And the classmates themselves, each with five wrong passwords behind them, too.
    expect((await login(classmates[0]?.email ?? "", TEST_PASSWORD, school)).statusCode).toBe(200);
  });

  it("lets the pupil in from the guesser's own address with the device proof of an earlier sign-in", async () => {
    const school = freshIp();
    const pupil = await buildUser(t.database);
    const earlier = await login(pupil.email, TEST_PASSWORD, school);
    const device = deviceOf(earlier);
    expect(device).not.toBe("");
    expect(earlier.cookies.find((c) => c.name === "tq_device")).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
      path: "/api/auth",
    });
    await fail(10, pupil.email, school);
    expectThrottled(await login(pupil.email, TEST_PASSWORD, school), FROM_HERE, 15 * 60);
    const res = await login(pupil.email, TEST_PASSWORD, school, device);
    expect(res.statusCode).toBe(200);
    // The same device keeps the same proof; a proof of another account proves nothing here.
    expect(deviceOf(res).split("~")[0]).toBe(device);
    const other = await buildUser(t.database);
    const otherDevice = deviceOf(await login(other.email, TEST_PASSWORD, freshIp()));
    expectThrottled(await login(pupil.email, TEST_PASSWORD, school, otherDevice), FROM_HERE, 15 * 60);
    expectThrottled(await login(pupil.email, TEST_PASSWORD, school, `${device}x`), FROM_HERE, 15 * 60);
  });

  it("counts a script hammering one account on that account and address only, not on the school's or the owner's device's allowance", async () => {
    const school = freshIp();
    const target = await buildUser(t.database);
    const device = deviceOf(await login(target.email, TEST_PASSWORD, freshIp()));
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await login(target.email, `guess-${i}`, school)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(30).fill(429));
    // Past 30 requests a minute the route's own limit answers, before any work.
    expect(errorOf(await login(target.email, "guess", school)).message).toBe("Too many requests. Please slow down.");
    const pupil = await buildUser(t.database);
    expect((await login(pupil.email, TEST_PASSWORD, school)).statusCode).toBe(200);
    // Nor the allowance of the target's own device at that address.
    expect((await login(target.email, TEST_PASSWORD, school, device)).statusCode).toBe(200);
  });
});

describe("the account's ceiling", () => {
  it("refuses clients without a device proof after 40 failures an hour from any addresses, keeps 10 for the pupil's devices, and never counts more than 50", async () => {
    const pupil = await buildUser(t.database);
    const phone = deviceOf(await login(pupil.email, TEST_PASSWORD, freshIp()));
    const laptop = deviceOf(await login(pupil.email, TEST_PASSWORD, freshIp()));
    expect(phone).not.toBe(laptop);
    // A guesser with many addresses: a few failures from each, never the tight limit.
    for (let i = 0; i < 10; i++) await fail(4, pupil.email, freshIp());
    const refused = await login(pupil.email, TEST_PASSWORD, freshIp());
    expectThrottled(refused, ACCOUNT, 3600);
    // The pupil's own devices still get in (a success does not count as a failure)…
    expect((await login(pupil.email, TEST_PASSWORD, freshIp(), phone)).statusCode).toBe(200);
    // …and may spend the last 10, but no more: 50 failures in the hour's window, so at most 100 in any hour.
    await fail(6, pupil.email, freshIp(), phone);
    await fail(4, pupil.email, freshIp(), laptop);
    expectThrottled(await login(pupil.email, "one-more", freshIp(), laptop), ACCOUNT, 3600);
    expectThrottled(await login(pupil.email, TEST_PASSWORD, freshIp(), laptop), ACCOUNT, 3600);
    expect(await auditCount("auth.login_failed", pupil.email)).toBe(50);
  });
});

describe("the address's password checks", () => {
  let small: TestApp;
  beforeAll(async () => {
    // At 5%: 60 checks a minute per address, one failure per account and address, two requests
    // a minute per account and address.
    small = await createTestApp({ rateLimitScale: 0.05 });
  });
  afterAll(() => small.close());

  it("refuses more than the CPU guard's checks a minute from one address, but not a pupil's proven device", async () => {
    const school = freshIp();
    const pupil = await buildUser(small.database);
    const device = deviceOf(await login(pupil.email, TEST_PASSWORD, freshIp(), undefined, small.app));
    for (let i = 0; i < 60; i++) {
      expect((await login(unknownEmail(), "guess", school, undefined, small.app)).statusCode).toBe(401);
    }
    const busy = await login(pupil.email, TEST_PASSWORD, school, undefined, small.app);
    expectThrottled(busy, /^Too many sign-ins from this address right now\. Try again in 1 minute\.$/, 60);
    expect((await login(pupil.email, TEST_PASSWORD, school, device, small.app)).statusCode).toBe(200);
  });
});

const redisUrl = TEST_REDIS_URL;
/** Runs where a Redis server answers (CI without one skips it, as the suite does without PostgreSQL). */
const redisAnswers = await redisAnswersAt(redisUrl);

describe.skipIf(!redisAnswers)("two processes sharing Redis (REDIS_URL)", () => {
  it("count one account's failures together and accept each other's device proofs", async () => {
    const one = await createTestApp({ rateLimitScale: 1, config: { redisUrl } });
    const two = await buildApp({ config: one.config, database: one.database, rateLimitScale: 1, logger: false });
    try {
      const pupil = await buildUser(one.database);
      const school = freshIp();
      const device = deviceOf(await login(pupil.email, TEST_PASSWORD, school, undefined, one.app));
      for (let i = 1; i <= 10; i++) {
        const app = i % 2 === 0 ? one.app : two;
        expect((await login(pupil.email, `guess-${i}`, school, undefined, app)).statusCode).toBe(401);
      }
      expectThrottled(await login(pupil.email, TEST_PASSWORD, school, undefined, two), FROM_HERE, 15 * 60);
      expect((await login(pupil.email, TEST_PASSWORD, school, device, two)).statusCode).toBe(200);
    } finally {
      await two.close();
      await one.close();
    }
  });
});
