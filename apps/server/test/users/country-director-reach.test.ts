import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";

/** A country director reads and manages their own country's lower roles only (policy user.readInfo, user.changeOwnCountry). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a country director's reach", () => {
  it("cannot move themselves to another country", async () => {
    const cd = await buildUser(t.database, { role: "countrydirector", country: "GH" });
    const token = await signIn(t.app, cd.email);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/updateuser",
      headers: bearer(token),
      payload: { firstname: cd.firstname, lastname: cd.lastname, email: cd.email, profession: "Other", country: "KE" },
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toMatch(/world director/);
  });

  it("reads lower roles of their country, never a director or the world director", async () => {
    const cd = await buildUser(t.database, { role: "countrydirector", country: "GH" });
    const token = await signIn(t.app, cd.email);
    const teacher = await buildUser(t.database, { role: "teacher", country: "GH" });
    const otherDirector = await buildUser(t.database, { role: "countrydirector", country: "GH" });
    const world = await buildUser(t.database, { role: "worlddirector", country: "GH" });
    const info = (id: number) =>
      t.app.inject({ method: "GET", url: `/api/dashboard/getuserinfo/${id}`, headers: bearer(token) });
    expect((await info(teacher.id)).statusCode).toBe(200);
    expect((await info(otherDirector.id)).statusCode).toBe(403);
    expect((await info(world.id)).statusCode).toBe(403);
  });
});
