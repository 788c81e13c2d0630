import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp } from "../support/helpers.ts";

/** The API on its own host (PUBLIC_API_BASE): CORS for the app's origin, XSRF for every other. */
describe("split hosts (PUBLIC_API_BASE)", () => {
  let split: TestApp;
  beforeAll(async () => {
    split = await createTestApp({
      config: {
        publicApiBase: "https://api.school.example",
        publicAppBase: "https://school.example/",
        publicImageBase: "https://img.school.example",
      },
    });
  });
  afterAll(() => split.close());

  it("answers the app origin's CORS preflight and lets its writes through without the XSRF cookie", async () => {
    const preflight = await split.app.inject({
      method: "OPTIONS",
      url: "/api/auth/login",
      headers: {
        origin: "https://school.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type",
      },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers["access-control-allow-origin"]).toBe("https://school.example");
    const user = await buildUser(split.database);
    const login = await split.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: "https://school.example" },
      payload: { email: user.email, password: "Correct-horse-2026" },
    });
    expect(login.statusCode).toBe(200);
  });

  it("refuses another origin's writes (XSRF) and gives it no CORS grant", async () => {
    const res = await split.app.inject({
      method: "POST",
      url: "/api/admin/contactsite",
      headers: { origin: "https://evil.example" },
      payload: {
        name: "Eve",
        email: "eve@test.example",
        country: "NG",
        subject: "Hello",
        message: "A message long enough",
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
