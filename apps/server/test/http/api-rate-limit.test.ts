import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";

/**
 * The global API limit (app.ts) at 1% of its size: 6 requests a minute per key, where the key is
 * the session's token or, without one, the address; unknown tokens count per address (3 here).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 0.01 });
});
afterAll(() => t.close());

const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/api/admin/getpersistentdata", remoteAddress, headers });

describe("the global API limit", () => {
  it("limits anonymous callers per address", async () => {
    for (let i = 0; i < 6; i++) expect((await get("10.30.0.1")).statusCode).toBe(200);
    const res = await get("10.30.0.1");
    expect(res.statusCode).toBe(429);
    // Another address still gets through.
    expect((await get("10.30.0.2")).statusCode).toBe(200);
  });

  it("gives each signed-in session its own allowance, so pupils behind one school address do not share one", async () => {
    const a = await signIn(t.app, (await buildUser(t.database)).email);
    const b = await signIn(t.app, (await buildUser(t.database)).email);
    const school = "10.30.1.1";
    for (let i = 0; i < 6; i++) expect((await get(school, bearer(a))).statusCode).toBe(200);
    expect((await get(school, bearer(a))).statusCode).toBe(429);
    // The same address, another session: a fresh allowance (and the other header spelling counts the same).
    for (let i = 0; i < 6; i++) expect((await get(school, { "x-access-token": b })).statusCode).toBe(200);
    expect((await get(school, bearer(b))).statusCode).toBe(429);
  });

  it("does not let invented tokens buy fresh allowances: unknown tokens are counted per address", async () => {
    const ip = "10.30.2.1";
    const fake = () => bearer(randomBytes(24).toString("base64url"));
    for (let i = 0; i < 3; i++) expect((await get(ip, fake())).statusCode).toBe(200);
    const res = await get(ip, fake());
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).code).toBe("rate_limited");
  });
});
