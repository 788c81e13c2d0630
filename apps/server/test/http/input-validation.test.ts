import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";

/** Input the database cannot store (control characters, ids beyond its integer range) is refused as a 400. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("input a database would choke on is a 400, not a 500", () => {
  it("refuses control characters in names and messages", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        firstname: "Nul\u0000l",
        lastname: "Ok",
        email: "nul@test.example",
        profession: "Student",
        password: "a long enough phrase",
        country: "NG",
      },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toHaveProperty("firstname");
    const contact = await t.app.inject({
      method: "POST",
      url: "/api/admin/contactsite",
      payload: {
        name: "Ada",
        email: "ada@test.example",
        country: "NG",
        subject: "Hello there",
        message: "A message with a \u0000 inside it",
      },
    });
    expect(contact.statusCode).toBe(400);
    expect(errorOf(contact).fields).toHaveProperty("message");
  });

  it("refuses an id beyond the integer range", async () => {
    const user = await buildUser(t.database, { role: "worlddirector" });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/dashboard/getuserinfo/99999999999",
      headers: bearer(await signIn(t.app, user.email)),
    });
    expect(res.statusCode).toBe(400);
  });
});
