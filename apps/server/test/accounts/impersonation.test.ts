import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthAnswer } from "@tq/contract/auth";
import { apiTokens, auditLog } from "../../src/db/schema/index.ts";
import { hashToken } from "../../src/lib/tokens.ts";
import type { UserRow } from "../../src/modules/users/repo.ts";
import { buildCourseTree } from "../catalog/catalog-factory.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, TEST_PASSWORD, type TestApp } from "../support/helpers.ts";

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

function actAs(token: string, userId: number, reason = "Checking a reported problem") {
  return t.app.inject({
    method: "POST",
    url: "/api/impersonation",
    headers: bearer(token),
    payload: { userId, reason },
  });
}
const stop = (token: string) => t.app.inject({ method: "DELETE", url: "/api/impersonation", headers: bearer(token) });
const info = (token: string, id: number) =>
  t.app.inject({ method: "GET", url: `/api/dashboard/getuserinfo/${id}`, headers: bearer(token) });

describe("acting as a user", () => {
  it("answers the target's sign-in answer; what is done is audited with the admin as real actor", async () => {
    const teacher = await buildUser(t.database, { role: "teacher", country: "KE" });
    const res = await actAs(wdToken, teacher.id);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as AuthAnswer;
    expect(answer).toMatchObject({ id: teacher.id, firstname: teacher.firstname, role: "teacher", originalId: 0 });
    const [token] = await t.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, hashToken(answer.api_token)));
    expect(token).toMatchObject({ kind: "impersonation", userId: teacher.id, originalUserId: wd.id });
    expect((await info(answer.api_token, teacher.id)).statusCode).toBe(200);
    // A write while acting: the effective user acts, the admin is the real actor.
    const upd = await t.app.inject({
      method: "POST",
      url: "/api/users/updateuser",
      headers: bearer(answer.api_token),
      payload: {
        firstname: "Changed",
        lastname: teacher.lastname,
        email: teacher.email,
        profession: "Teacher",
        country: "KE",
      },
    });
    expect(upd.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.update"), eq(auditLog.targetId, String(teacher.id))));
    expect(row).toMatchObject({ actorId: teacher.id, realActorId: wd.id });
    const [started] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "impersonation.start"), eq(auditLog.targetId, String(teacher.id))));
    expect(started).toMatchObject({ actorId: wd.id, details: { reason: "Checking a reported problem" } });
  });

  it("refuses password and email changes and nesting while acting", async () => {
    const teacher = await buildUser(t.database, { role: "teacher", country: "KE" });
    const other = await buildUser(t.database, { role: "student", country: "KE" });
    const { api_token: token } = (await actAs(wdToken, teacher.id)).json() as AuthAnswer;
    const pw = await t.app.inject({
      method: "POST",
      url: "/api/users/resetloginpassword",
      headers: bearer(token),
      payload: {
        currentPassword: "Correct-horse-2026",
        newPassword: "another-long-phrase",
        confirmPassword: "another-long-phrase",
      },
    });
    expect(pw.statusCode).toBe(403);
    const email = await t.app.inject({
      method: "POST",
      url: "/api/users/updateuser",
      headers: bearer(token),
      payload: {
        firstname: "A",
        lastname: "B",
        email: "new@test.example",
        profession: "Teacher",
        country: "KE",
        currentPassword: "Correct-horse-2026",
      },
    });
    expect(email.statusCode).toBe(403);
    // Even acting as a director would not allow a second layer.
    const cd = await buildUser(t.database, { role: "countrydirector", country: "KE" });
    const { api_token: asCd } = (await actAs(wdToken, cd.id)).json() as AuthAnswer;
    const nested = await actAs(asCd, other.id);
    expect(nested.statusCode).toBe(403);
    expect(errorOf(nested).message).toMatch(/stop acting/);
  });

  it("stops: the impersonation token no longer works, the admin's does", async () => {
    const student = await buildUser(t.database, { role: "student", country: "KE" });
    const { api_token: token } = (await actAs(cdToken, student.id)).json() as AuthAnswer;
    expect((await stop(token)).statusCode).toBe(204);
    expect((await info(token, student.id)).statusCode).toBe(401);
    expect((await stop(cdToken)).statusCode).toBe(409);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "impersonation.stop"), eq(auditLog.targetId, String(student.id))));
    expect(row?.actorId).toBe(student.id);
  });

  it("signing out while acting ends the admin's own token too (the client has dropped it)", async () => {
    const cd = await buildUser(t.database, { role: "countrydirector", country: "GH" });
    const adminToken = await signIn(t.app, cd.email);
    const student = await buildUser(t.database, { role: "student", country: "GH" });
    const { api_token: token } = (await actAs(adminToken, student.id)).json() as AuthAnswer;
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: bearer(token),
      payload: { info: "sign out" },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ originalId: 0, api_token: "" });
    expect((await info(token, student.id)).statusCode).toBe(401);
    expect((await info(adminToken, cd.id)).statusCode).toBe(401);
    // Stopping instead keeps the admin signed in (the test above); a plain sign-out touches one token.
    const again = await signIn(t.app, cd.email);
    const other = await signIn(t.app, cd.email);
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(again), payload: { info: "x" } });
    expect((await info(other, cd.id)).statusCode).toBe(200);
  });

  it("keeps to the jurisdiction: no world directors, a country director only lower roles of their country", async () => {
    const otherWd = await buildUser(t.database, { role: "worlddirector" });
    expect((await actAs(wdToken, otherWd.id)).statusCode).toBe(403);
    expect((await actAs(wdToken, wd.id)).statusCode).toBe(403);
    const nigerian = await buildUser(t.database, { role: "student", country: "NG" });
    expect((await actAs(cdToken, nigerian.id)).statusCode).toBe(403);
    const peer = await buildUser(t.database, { role: "countrydirector", country: "KE" });
    expect((await actAs(cdToken, peer.id)).statusCode).toBe(403);
    const teacher = await signIn(t.app, (await buildUser(t.database, { role: "teacher" })).email);
    expect((await actAs(teacher, nigerian.id)).statusCode).toBe(403);
    // An unknown id answers as one out of reach, to the letter: ids cannot be probed (issue #13).
    const unknown = await actAs(cdToken, 999_999);
    const outOfReach = await actAs(cdToken, peer.id);
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual(outOfReach.json());
    expect((await actAs(wdToken, 999_999)).statusCode).toBe(403);
    expect((await actAs(wdToken, nigerian.id, "")).statusCode).toBe(400);
    const off = await buildUser(t.database, { role: "student", status: "disabled" });
    expect((await actAs(wdToken, off.id)).statusCode).toBe(409);
  });

  it("ends the impersonation when the acting director is disabled", async () => {
    const cd = await buildUser(t.database, { role: "countrydirector", country: "GH" });
    const student = await buildUser(t.database, { role: "student", country: "GH" });
    const { api_token: token } = (await actAs(await signIn(t.app, cd.email), student.id)).json() as AuthAnswer;
    const off = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${cd.id}/status`,
      headers: bearer(wdToken),
      payload: { status: "disabled" },
    });
    expect(off.statusCode).toBe(200);
    expect((await info(token, student.id)).statusCode).toBe(401);
  });

  it("a director's password change ends the impersonations they opened; the session that changed it stays", async () => {
    const cd = await buildUser(t.database, { role: "countrydirector", country: "GH" });
    const student = await buildUser(t.database, { role: "student", country: "GH" });
    const adminToken = await signIn(t.app, cd.email);
    const { api_token: acting } = (await actAs(adminToken, student.id)).json() as AuthAnswer;
    expect((await info(acting, student.id)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/users/resetloginpassword",
      headers: bearer(adminToken),
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: "a new long phrase",
        confirmPassword: "a new long phrase",
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await info(acting, student.id)).statusCode).toBe(401);
    expect((await stop(acting)).statusCode).toBe(401);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(acting), payload: {} });
    expect(out.statusCode).toBe(401);
    expect(out.body).not.toContain("api_token");
    expect((await info(adminToken, cd.id)).statusCode).toBe(200);
  });

  it("demoting a director ends their impersonations: the target's powers go with the role (issue #13)", async () => {
    const cd = await buildUser(t.database, { role: "countrydirector", country: "GH" });
    const teacher = await buildUser(t.database, { role: "teacher", country: "GH" });
    const tree = await buildCourseTree(t.database, { ownerId: teacher.id });
    const teacherToken = await signIn(t.app, teacher.email);
    const adminToken = await signIn(t.app, cd.email);
    const { api_token: acting } = (await actAs(adminToken, teacher.id)).json() as AuthAnswer;
    const edit = (months: number) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/authoring/courses/${tree.course.id}`,
        headers: bearer(acting),
        payload: { months },
      });
    expect((await edit(4)).statusCode).toBe(200);
    const demoted = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${cd.id}/role`,
      headers: bearer(wdToken),
      payload: { role: "teacher" },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await edit(5)).statusCode).toBe(401);
    expect((await info(acting, teacher.id)).statusCode).toBe(401);
    // Their own sessions end with the old role too: the next sign-in draws the new role's screens.
    expect((await info(adminToken, cd.id)).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.role_change"), eq(auditLog.targetId, String(cd.id))));
    expect(row?.details).toMatchObject({ from: "countrydirector", to: "teacher", signedOut: 2 });
    // The teacher's own sessions are theirs: untouched.
    expect((await info(teacherToken, teacher.id)).statusCode).toBe(200);
  });
});
