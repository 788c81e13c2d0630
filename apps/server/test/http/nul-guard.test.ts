import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";

/** Issue #13: a NUL byte in a path parameter or a filter answers 400 in the error shape, never 500. */
let t: TestApp;
let world: string;
beforeAll(async () => {
  t = await createTestApp();
  world = await signIn(t.app, (await buildUser(t.database, { role: "worlddirector" })).email);
});
afterAll(() => t.close());

describe("NUL bytes in addresses", () => {
  it.each([
    "/api/results/verify/AB%00CD",
    "/api/records?q=%00",
    "/api/users?q=a%00b",
    "/api/activity-log?action=%00",
    "/api/admin/outbox?to=x%00y",
    "/api/records.csv?q=%00",
    "/coursedetail/1%00",
  ])("%s answers 400 in the error shape", async (url) => {
    const res = await t.app.inject({ method: "GET", url, headers: bearer(world) });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe("validation");
  });

  it("leaves a literal %2500 (the text %00) alone", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/results/verify/AB%2500CD" });
    expect(res.statusCode).not.toBe(500);
    expect(res.statusCode).not.toBe(400);
  });
});
