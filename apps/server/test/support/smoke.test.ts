import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, signIn, bearer, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the test harness", () => {
  it("serves a seeded database and signs a factory user in", async () => {
    const user = await buildUser(t.database, { role: "teacher" });
    const token = await signIn(t.app, user.email);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/dashboard/getuserinfo/${user.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: user.id, role: "teacher", originalId: 0 } });
  });
});
