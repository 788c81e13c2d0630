import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUser, AdminUserPage } from "@tq/contract/accounts";
import { auditLog } from "../../src/db/schema/index.ts";
import type { UserRow } from "../../src/modules/users/repo.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";

let t: TestApp;
let wd: UserRow;
let wdToken: string;
let cdToken: string;
beforeAll(async () => {
  t = await createTestApp();
  wd = await buildUser(t.database, { role: "worlddirector", country: "GB" });
  wdToken = await signIn(t.app, wd.email);
  cdToken = await signIn(t.app, (await buildUser(t.database, { role: "countrydirector", country: "KE" })).email);
});
afterAll(() => t.close());

function call(method: "GET" | "PATCH", url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

describe("GET /api/admin/users", () => {
  it("searches by name or email, filters by role and country, pages", async () => {
    const zed = await buildUser(t.database, {
      role: "student",
      country: "KE",
      firstname: "Zebedee",
      lastname: "Quark",
    });
    await buildUser(t.database, { role: "teacher", country: "KE", firstname: "Zebedee", lastname: "Other" });
    const byName = (await call("GET", "/api/admin/users?q=zebedee%20qu", wdToken)).json() as AdminUserPage;
    expect(byName.users.map((u) => u.id)).toEqual([zed.id]);
    const byEmail = (
      await call("GET", `/api/admin/users?q=${encodeURIComponent(zed.email)}`, wdToken)
    ).json() as AdminUserPage;
    expect(byEmail.total).toBe(1);
    const teachers = (await call("GET", "/api/admin/users?q=zebedee&role=teacher", wdToken)).json() as AdminUserPage;
    expect(teachers.users.map((u) => u.lastname)).toEqual(["Other"]);
    // "%" is a letter, not a wildcard.
    expect(((await call("GET", "/api/admin/users?q=%25", wdToken)).json() as AdminUserPage).total).toBe(0);
    for (let i = 0; i < 26; i++) await buildUser(t.database, { role: "guardian", country: "JP", lastname: `Page${i}` });
    const page2 = (await call("GET", "/api/admin/users?country=JP&page=2", wdToken)).json() as AdminUserPage;
    expect(page2).toMatchObject({ page: 2, pageSize: 25, total: 26 });
    expect(page2.users).toHaveLength(1);
  });

  it("keeps a country director to their country whatever the filter says", async () => {
    await buildUser(t.database, { role: "student", country: "JP" });
    const page = (await call("GET", "/api/admin/users?country=JP", cdToken)).json() as AdminUserPage;
    expect(page.users.length).toBeGreaterThan(0);
    expect(page.users.every((u) => u.country === "KE")).toBe(true);
  });

  it("refuses everyone but directors and bad filters", async () => {
    const teacher = await signIn(t.app, (await buildUser(t.database, { role: "teacher" })).email);
    expect((await call("GET", "/api/admin/users", teacher)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/users?role=king", wdToken)).statusCode).toBe(400);
  });
});

describe("role changes (policy user.grantRole)", () => {
  it("lets the world director grant any role but worlddirector", async () => {
    const u = await buildUser(t.database, { role: "student", country: "KE" });
    const ok = await call("PATCH", `/api/admin/users/${u.id}/role`, wdToken, { role: "countrydirector" });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as AdminUser).role).toBe("countrydirector");
    const wdGrant = await call("PATCH", `/api/admin/users/${u.id}/role`, wdToken, { role: "worlddirector" });
    expect(wdGrant.statusCode).toBe(403);
    const row = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.role_change"), eq(auditLog.targetId, String(u.id))));
    expect(row[0]).toMatchObject({
      actorId: wd.id,
      realActorId: wd.id,
      details: { from: "student", to: "countrydirector" },
    });
  });

  it("refuses the world director on another world director", async () => {
    const other = await buildUser(t.database, { role: "worlddirector" });
    expect((await call("PATCH", `/api/admin/users/${other.id}/role`, wdToken, { role: "teacher" })).statusCode).toBe(
      403,
    );
    expect(
      (await call("PATCH", `/api/admin/users/${other.id}/status`, wdToken, { status: "disabled" })).statusCode,
    ).toBe(403);
  });

  it("lets a country director grant only lower roles in their own country", async () => {
    const u = await buildUser(t.database, { role: "preteacher", country: "KE" });
    expect((await call("PATCH", `/api/admin/users/${u.id}/role`, cdToken, { role: "teacher" })).statusCode).toBe(200);
    expect(
      (await call("PATCH", `/api/admin/users/${u.id}/role`, cdToken, { role: "countrydirector" })).statusCode,
    ).toBe(403);
    const detail = (await call("GET", `/api/admin/users/${u.id}`, cdToken)).json() as AdminUser;
    expect(detail.grantableRoles).toEqual(["student", "preteacher", "guardian", "teachingassistant"]);
    // IDOR: another country's account is not theirs to see or change.
    const foreign = await buildUser(t.database, { role: "student", country: "NG" });
    expect((await call("GET", `/api/admin/users/${foreign.id}`, cdToken)).statusCode).toBe(404);
    expect((await call("PATCH", `/api/admin/users/${foreign.id}/role`, cdToken, { role: "teacher" })).statusCode).toBe(
      404,
    );
    // A fellow country director of the same country is not lower.
    const peer = await buildUser(t.database, { role: "countrydirector", country: "KE" });
    expect((await call("PATCH", `/api/admin/users/${peer.id}/role`, cdToken, { role: "student" })).statusCode).toBe(
      403,
    );
  });
});

describe("disable and enable", () => {
  it("ends the account's sessions at once and refuses sign-in until enabled", async () => {
    const u = await buildUser(t.database, { role: "teacher", country: "KE" });
    const token = await signIn(t.app, u.email);
    const me = () => t.app.inject({ method: "GET", url: `/api/dashboard/getuserinfo/${u.id}`, headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    const off = await call("PATCH", `/api/admin/users/${u.id}/status`, cdToken, { status: "disabled" });
    expect((off.json() as AdminUser).status).toBe("disabled");
    expect((await me()).statusCode).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: u.email, password: "Correct-horse-2026" },
    });
    expect(errorOf(login).message).toMatch(/disabled/);
    expect((await call("PATCH", `/api/admin/users/${u.id}/status`, cdToken, { status: "active" })).statusCode).toBe(
      200,
    );
    expect(await signIn(t.app, u.email)).toBeTruthy();
    const actions = await t.database.db
      .select({ a: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(u.id)));
    expect(actions.map((r) => r.a)).toEqual(expect.arrayContaining(["user.disable", "user.enable"]));
  });

  it("refuses a director disabling their own account", async () => {
    expect((await call("PATCH", `/api/admin/users/${wd.id}/status`, wdToken, { status: "disabled" })).statusCode).toBe(
      403,
    );
  });
});
