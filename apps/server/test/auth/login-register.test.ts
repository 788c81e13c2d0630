import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens, auditLog, users } from "../../src/db/schema/index.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, TEST_PASSWORD, type TestApp } from "../support/helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const USER_FIELDS = [
  "api_token",
  "country",
  "email",
  "firstname",
  "id",
  "lastname",
  "originalId",
  "profession",
  "role",
];
const email = () => `u-${randomBytes(5).toString("hex")}@test.example`;
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

function register(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    headers,
    payload: {
      firstname: "Ada",
      lastname: "Lovelace",
      email: email(),
      profession: "Student",
      password: "a-long-enough-phrase",
      country: "GB",
      ...body,
    },
  });
}

function login(mail: string, password = TEST_PASSWORD, remoteAddress?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: mail, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

function me(token: string, id: number, headers?: Record<string, string>) {
  return t.app.inject({ method: "GET", url: `/api/dashboard/getuserinfo/${id}`, headers: headers ?? bearer(token) });
}

async function auditRows(actorId: number, action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, action)));
}

/** The spec's client treats any answer with a top-level firstname as a successful sign-in. */
function expectFailureShape(body: unknown): void {
  expect(Object.keys(body as object)).toEqual(["error"]);
  const error = (body as { error: Record<string, unknown> }).error;
  expect(typeof error.code).toBe("string");
  expect(typeof error.message).toBe("string");
  expect(body).not.toHaveProperty("firstname");
  expect(body).not.toHaveProperty("api_token");
}

describe("POST /api/auth/login", () => {
  it("answers exactly the spec's user fields plus api_token", async () => {
    const user = await buildUser(t.database, {
      role: "teacher",
      firstname: "Tunde",
      country: "KE",
      profession: "Teacher",
    });
    const res = await login(user.email);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(USER_FIELDS);
    expect(body).toMatchObject({
      id: user.id,
      firstname: "Tunde",
      lastname: user.lastname,
      email: user.email,
      profession: "Teacher",
      country: "KE",
      role: "teacher",
      originalId: 0,
    });
  });

  it("accepts the email in any case and with spaces around it", async () => {
    const user = await buildUser(t.database);
    const res = await login(`  ${user.email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { id: number }).id).toBe(user.id);
  });

  it("refuses a wrong password and an unknown email alike, with no firstname in the answer", async () => {
    const user = await buildUser(t.database);
    const wrong = await login(user.email, "not-the-password");
    const unknown = await login(email(), "not-the-password");
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expectFailureShape(res.json());
      expect(res.body).not.toContain("firstname");
      expect(errorOf(res).code).toBe("invalid_credentials");
    }
    expect(errorOf(wrong).message).toBe(errorOf(unknown).message);
  });

  it("refuses a disabled account's correct password without a token", async () => {
    const user = await buildUser(t.database, { status: "disabled" });
    const res = await login(user.email);
    expect(res.statusCode).toBe(403);
    expectFailureShape(res.json());
  });

  it("answers a schema failure with the field, and no firstname", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "not-an-email", password: "" },
    });
    expect(res.statusCode).toBe(400);
    expectFailureShape(res.json());
    expect(errorOf(res).code).toBe("validation");
    expect(Object.keys(errorOf(res).fields ?? {}).sort()).toEqual(["email", "password"]);
  });
});

describe("POST /api/auth/register", () => {
  it("creates the account, signs it in (201) and answers the user fields", async () => {
    const mail = email();
    const res = await register({ email: mail.toUpperCase(), firstname: " Grace ", lastname: "Hopper", country: "ng" });
    expect(res.statusCode).toBe(201);
    const body = res.json() as Record<string, unknown> & { api_token: string; id: number };
    expect(Object.keys(body).sort()).toEqual(USER_FIELDS);
    expect(body).toMatchObject({
      firstname: "Grace",
      lastname: "Hopper",
      email: mail,
      profession: "Student",
      country: "NG",
      role: "student",
      originalId: 0,
    });
    expect((await me(body.api_token, body.id)).statusCode).toBe(200);
    expect((await login(mail, "a-long-enough-phrase")).statusCode).toBe(200);
  });

  it.each([
    ["Student", "student"],
    ["Other", "student"],
    ["Teacher", "preteacher"],
    ["Tutor", "preteacher"],
    ["Guardian", "guardian"],
    ["Parent", "guardian"],
  ])("maps profession %s to role %s", async (profession, role) => {
    const res = await register({ profession });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ profession, role });
  });

  it("refuses a name with a right-to-left override, on the field (issue #13)", async () => {
    const res = await register({ firstname: "Ada\u202Egnp.exe" });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.firstname).toContain("text-direction");
  });

  it("never lets a registration choose its role", async () => {
    const res = await register({ profession: "Student", role: "worlddirector" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: "student" });
  });

  it("refuses an unknown profession", async () => {
    const res = await register({ profession: "Director" });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toHaveProperty("profession");
  });

  it("refuses a duplicate email (in any case) with 409 and fields.email", async () => {
    const mail = email();
    expect((await register({ email: mail })).statusCode).toBe(201);
    const res = await register({ email: mail.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expectFailureShape(res.json());
    expect(res.body).not.toContain("firstname");
    expect(errorOf(res).code).toBe("conflict");
    expect(errorOf(res).fields?.email).toBeTruthy();
  });

  it("refuses an unknown country with 400 and fields.country", async () => {
    const res = await register({ country: "ZZ" });
    expect(res.statusCode).toBe(400);
    expectFailureShape(res.json());
    expect(errorOf(res).fields?.country).toBeTruthy();
    const malformed = await register({ country: "Nigeria" });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).fields?.country).toBeTruthy();
  });

  it("answers missing fields with one message per field and no top-level firstname", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: { email: "x" } });
    expect(res.statusCode).toBe(400);
    expectFailureShape(res.json());
    expect(Object.keys(errorOf(res).fields ?? {}).sort()).toEqual([
      "country",
      "email",
      "firstname",
      "lastname",
      "password",
      "profession",
    ]);
  });
});

describe("passwords", () => {
  it("stores an Argon2id hash, never the password", async () => {
    const mail = email();
    const res = await register({ email: mail, password: "a-long-enough-phrase" });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, mail));
    expect(row?.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(JSON.stringify(row)).not.toContain("a-long-enough-phrase");
  });

  it("refuses 7 and 129 characters with field messages, accepts 8 and 128", async () => {
    const short = await register({ password: "abcdefg" });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields?.password).toMatch(/at least 8/);
    const long = await register({ password: "x".repeat(64) + "y".repeat(65) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fields?.password).toMatch(/at most 128/);
    expect((await register({ password: "kq3#vz8w" })).statusCode).toBe(201);
    expect((await register({ password: "x".repeat(64) + "y".repeat(64) })).statusCode).toBe(201);
  });

  it.each(["password1", "12345678", "Password1"])("refuses the common password %s", async (password) => {
    const res = await register({ password });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe("validation");
    expect(errorOf(res).fields?.password).toMatch(/common/);
  });

  it("has no composition rules: a lower-case passphrase with spaces is accepted", async () => {
    const mail = email();
    const res = await register({ email: mail, password: "correct horse battery staple" });
    expect(res.statusCode).toBe(201);
    expect((await login(mail, "correct horse battery staple")).statusCode).toBe(200);
  });
});

describe("tokens", () => {
  it("are at least 256 random bits, base64url, and different at every sign-in", async () => {
    const user = await buildUser(t.database);
    const a = await signIn(t.app, user.email);
    const b = await signIn(t.app, user.email);
    for (const token of [a, b]) expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(a).not.toBe(b);
  });

  it("are stored only as a hash: no column of api_tokens holds the token", async () => {
    const user = await buildUser(t.database);
    const token = await signIn(t.app, user.email);
    const rows = await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row?.tokenHash).toBe(sha256(token));
    expect(row?.tokenHash).not.toBe(token);
    for (const value of Object.values(row ?? {})) expect(String(value)).not.toContain(token);
  });

  it("stop working once expired", async () => {
    const user = await buildUser(t.database);
    const token = await signIn(t.app, user.email);
    expect((await me(token, user.id)).statusCode).toBe(200);
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.tokenHash, sha256(token)));
    const res = await me(token, user.id);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe("unauthenticated");
  });

  it("are revoked by logout, which answers originalId 0 and an empty token", async () => {
    const user = await buildUser(t.database);
    const token = await signIn(t.app, user.email);
    const other = await signIn(t.app, user.email);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: bearer(token),
      payload: { info: "bye" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, originalId: 0, api_token: "" });
    expect((await me(token, user.id)).statusCode).toBe(401);
    // Only that session ends.
    expect((await me(other, user.id)).statusCode).toBe(200);
    const again = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token), payload: {} });
    expect(again.statusCode).toBe(401);
  });

  it("logout works without any body (info is optional)", async () => {
    const user = await buildUser(t.database);
    const token = await signIn(t.app, user.email);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect((await me(token, user.id)).statusCode).toBe(401);
  });

  it("logout without a token is 401", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it("a password change revokes every OTHER session and keeps the current one", async () => {
    const user = await buildUser(t.database);
    const current = await signIn(t.app, user.email);
    const other1 = await signIn(t.app, user.email);
    const other2 = await signIn(t.app, user.email);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/resetloginpassword",
      headers: bearer(current),
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: "a brand new phrase",
        confirmPassword: "a brand new phrase",
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ signedOutSessions: 2 });
    expect((await me(current, user.id)).statusCode).toBe(200);
    expect((await me(other1, user.id)).statusCode).toBe(401);
    expect((await me(other2, user.id)).statusCode).toBe(401);
    expect((await login(user.email)).statusCode).toBe(401);
    expect((await login(user.email, "a brand new phrase")).statusCode).toBe(200);
  });

  it("a password change needs the right current password, a matching confirmation, and a non-common new one", async () => {
    const user = await buildUser(t.database);
    const token = await signIn(t.app, user.email);
    const change = (payload: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/users/resetloginpassword", headers: bearer(token), payload });
    const wrong = await change({
      currentPassword: "wrong-one",
      newPassword: "a brand new phrase",
      confirmPassword: "a brand new phrase",
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields?.currentPassword).toBeTruthy();
    const differ = await change({
      currentPassword: TEST_PASSWORD,
      newPassword: "a brand new phrase",
      confirmPassword: "another phrase",
    });
    expect(differ.statusCode).toBe(400);
    expect(errorOf(differ).fields?.confirmPassword).toBeTruthy();
    const common = await change({
      currentPassword: TEST_PASSWORD,
      newPassword: "password1",
      confirmPassword: "password1",
    });
    expect(common.statusCode).toBe(400);
    expect(errorOf(common).fields?.newPassword).toMatch(/common/);
    const short = await change({ currentPassword: TEST_PASSWORD, newPassword: "short", confirmPassword: "short" });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields?.newPassword).toMatch(/at least 8/);
    expect((await login(user.email)).statusCode).toBe(200);
  });

  it("are accepted from Authorization: Bearer alone and from x-access-token alone", async () => {
    const user = await buildUser(t.database);
    const token = await signIn(t.app, user.email);
    expect((await me(token, user.id, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await me(token, user.id, { "x-access-token": token })).statusCode).toBe(200);
    expect((await me(token, user.id, { authorization: `Bearer ${token}`, "x-access-token": token })).statusCode).toBe(
      200,
    );
  });

  it("refuses a request whose two token headers disagree, even when both are valid", async () => {
    const user = await buildUser(t.database);
    const a = await signIn(t.app, user.email);
    const b = await signIn(t.app, user.email);
    const res = await me(a, user.id, { authorization: `Bearer ${a}`, "x-access-token": b });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe("unauthenticated");
    // Even on a public route: a confused client must not be silently served as someone.
    const pub = await t.app.inject({
      method: "GET",
      url: "/api/admin/getpersistentdata",
      headers: { authorization: `Bearer ${a}`, "x-access-token": b },
    });
    expect(pub.statusCode).toBe(401);
  });

  it("answers a stale token with 401 'session ended' where a session is needed, and as a visitor elsewhere", async () => {
    const user = await buildUser(t.database);
    const stale = bearer(randomBytes(32).toString("base64url"));
    const guarded = await t.app.inject({ method: "GET", url: `/api/dashboard/getuserinfo/${user.id}`, headers: stale });
    expect(guarded.statusCode).toBe(401);
    expect(errorOf(guarded)).toMatchObject({
      code: "unauthenticated",
      message: expect.stringMatching(/session has ended/),
    });
    // A browser still holding an expired token can sign in again and read public data.
    const publicCall = await t.app.inject({ method: "GET", url: "/api/admin/getpersistentdata", headers: stale });
    expect(publicCall.statusCode).toBe(200);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: stale,
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it("stop working at once when the user is disabled", async () => {
    const user = await buildUser(t.database);
    const token = await signIn(t.app, user.email);
    expect((await me(token, user.id)).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: "disabled" }).where(eq(users.id, user.id));
    expect((await me(token, user.id)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token), payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe("the activity log", () => {
  it("records a sign-in with actor, real actor, action, ip and time", async () => {
    const user = await buildUser(t.database);
    const before = Date.now() - 5_000;
    expect((await login(user.email, TEST_PASSWORD, "203.0.113.7")).statusCode).toBe(200);
    const [row] = await auditRows(user.id, "auth.login");
    expect(row).toMatchObject({ actorId: user.id, realActorId: user.id, action: "auth.login", ip: "203.0.113.7" });
    expect(row?.createdAt.getTime()).toBeGreaterThan(before);
    expect(row?.createdAt.getTime()).toBeLessThan(Date.now() + 5_000);
  });

  it("records a failed sign-in, without the password tried", async () => {
    const user = await buildUser(t.database);
    expect((await login(user.email, "Guess-Number-One-XYZ", "203.0.113.8")).statusCode).toBe(401);
    const rows = await auditRows(user.id, "auth.login_failed");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: user.id, realActorId: user.id, ip: "203.0.113.8" });
    expect(JSON.stringify(rows[0])).not.toContain("Guess-Number-One-XYZ");
    const unknown = email();
    expect((await login(unknown, "Guess-Number-Two-XYZ", "203.0.113.9")).statusCode).toBe(401);
    const all = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "auth.login_failed"));
    const forUnknown = all.filter((r) => JSON.stringify(r.details).includes(unknown));
    expect(forUnknown).toHaveLength(1);
    expect(forUnknown[0]).toMatchObject({ actorId: null, ip: "203.0.113.9" });
    expect(JSON.stringify(all)).not.toContain("Guess-Number-Two-XYZ");
  });

  it("records a sign-out and a password change", async () => {
    const user = await buildUser(t.database);
    const token = await signIn(t.app, user.email);
    await t.app.inject({
      method: "POST",
      url: "/api/users/resetloginpassword",
      headers: bearer(token),
      remoteAddress: "198.51.100.4",
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: "logged change phrase",
        confirmPassword: "logged change phrase",
      },
    });
    const [changed] = await auditRows(user.id, "auth.password_changed");
    expect(changed).toMatchObject({ actorId: user.id, realActorId: user.id, ip: "198.51.100.4" });
    expect(JSON.stringify(changed)).not.toContain("logged change phrase");
    await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: bearer(token),
      remoteAddress: "198.51.100.5",
      payload: {},
    });
    const [out] = await auditRows(user.id, "auth.logout");
    expect(out).toMatchObject({ actorId: user.id, realActorId: user.id, ip: "198.51.100.5" });
    expect(out?.createdAt).toBeInstanceOf(Date);
  });
});
