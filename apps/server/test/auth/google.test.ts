import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../src/db/schema/index.ts";
import { buildUser, createTestApp, errorOf, fakeGoogle, type TestApp } from "../support/helpers.ts";

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  [t, off] = await Promise.all([createTestApp({ google: fakeGoogle }), createTestApp()]);
});
afterAll(() => Promise.all([t.close(), off.close()]));

const google = (app: TestApp, credential: string) =>
  app.app.inject({ method: "POST", url: "/api/auth/google", payload: { credential } });

describe("POST /api/auth/google", () => {
  it("signs an existing account in when Google has verified its email", async () => {
    const user = await buildUser(t.database, { role: "teacher" });
    const res = await google(t, `google-ok:${user.email.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, firstname: user.firstname, role: "teacher", originalId: 0 });
    expect((res.json() as { api_token: string }).api_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db.select().from(auditLog);
    expect(
      rows.some(
        (r) =>
          r.action === "auth.login" && r.actorId === user.id && (r.details as { method?: string }).method === "google",
      ),
    ).toBe(true);
  });

  it("refuses an unverified or invalid credential, and an address without an account", async () => {
    const user = await buildUser(t.database);
    for (const credential of [`google-unverified:${user.email}`, "not-a-google-token-at-all"]) {
      const res = await google(t, credential);
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain("firstname");
    }
    const unknown = await google(t, "google-ok:nobody-here@test.example");
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(unknown).message).toMatch(/Sign up first/);
  });

  it("refuses a disabled account", async () => {
    const user = await buildUser(t.database, { status: "disabled" });
    expect((await google(t, `google-ok:${user.email}`)).statusCode).toBe(403);
  });

  it("answers 404 when the site has no Google client id", async () => {
    const user = await buildUser(off.database);
    const res = await google(off, `google-ok:${user.email}`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe("not_found");
  });
});
