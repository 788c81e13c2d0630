import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens, auditLog } from "../../src/db/schema/index.ts";
import { hashToken } from "../../src/lib/tokens.ts";
import { issueToken, revokeUserSessions, type NewTokenInput } from "../../src/modules/auth/tokens-repo.ts";
import { bearer, buildUser, createTestApp, signIn, type TestApp } from "../support/helpers.ts";

/**
 * Issue #12 point 13: a client of the original specification sends `{ info }` with the stored
 * user in it; whatever `info` holds, the logout must end the token it presents.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STORED_USER = {
  id: 7,
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@test.example",
  profession: "Student",
  country: "GB",
  role: "student",
  originalId: 0,
  api_token: "a-stored-token",
};

type Sent = { payload?: string; json?: boolean };
const JSON_TYPE = { "content-type": "application/json" };

const BODIES: Record<string, Sent> = {
  "info = the stored user (an object)": { payload: JSON.stringify({ info: STORED_USER }), json: true },
  "info = an array": { payload: JSON.stringify({ info: [1, "two", { three: 3 }] }), json: true },
  "info = a number": { payload: JSON.stringify({ info: 42 }), json: true },
  "info = a string": { payload: JSON.stringify({ info: "bye" }), json: true },
  "info = a long string": { payload: JSON.stringify({ info: "x".repeat(5000) }), json: true },
  "info = null": { payload: JSON.stringify({ info: null }), json: true },
  "info = a boolean": { payload: JSON.stringify({ info: false }), json: true },
  "info absent": { payload: "{}", json: true },
  "a body that is JSON null": { payload: "null", json: true },
  "a body that is an array": { payload: "[]", json: true },
  "an empty JSON body": { payload: "", json: true },
  "no body at all": {},
};

describe("POST /api/auth/logout ends the presented token whatever info holds", () => {
  for (const [name, sent] of Object.entries(BODIES)) {
    it(name, async () => {
      const user = await buildUser(t.database);
      const token = await signIn(t.app, user.email);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { ...bearer(token), ...(sent.json ? JSON_TYPE : {}) },
        ...(sent.payload === undefined ? {} : { payload: sent.payload }),
      });
      expect(res.statusCode, res.body).toBe(200);
      // The spec's answer: a user with api_token (empty after one's own logout, originalId 0).
      expect(res.json()).toMatchObject({ id: user.id, email: user.email, originalId: 0, api_token: "" });
      const later = await t.app.inject({ url: `/api/dashboard/getuserinfo/${user.id}`, headers: bearer(token) });
      expect(later.statusCode).toBe(401);
    });
  }
});

describe("the logout's log entry", () => {
  it("keeps a short text note and never copies a stored user (it may hold the token)", async () => {
    const user = await buildUser(t.database);
    const token = await signIn(t.app, user.email);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: bearer(token),
      payload: { info: { ...STORED_USER, api_token: token } },
    });
    const noted = await buildUser(t.database);
    const other = await signIn(t.app, noted.email);
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(other), payload: { info: "bye" } });

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "auth.logout"), inArray(auditLog.actorId, [user.id, noted.id])));
    const of = (id: number) => rows.find((r) => r.actorId === id)?.details;
    expect(of(user.id)).toEqual({});
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(of(noted.id)).toEqual({ info: "bye" });
  });
});

describe("the API docs", () => {
  it("still describe the logout body (info: any JSON value)", async () => {
    const res = await t.app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, { post?: { requestBody?: unknown } }> };
    expect(JSON.stringify(doc.paths["/api/auth/logout"]?.post?.requestBody)).toContain("info");
  });
});

describe("revokeUserSessions: the one way an account's sessions end (issue #13)", () => {
  it("ends what the account owns, what it opened as others, and whatever was opened from those", async () => {
    const db = t.database.db;
    const [u, x, y, z] = await Promise.all([1, 2, 3, 4].map(() => buildUser(t.database)));
    if (!u || !x || !y || !z) throw new Error("users");
    const open = async (input: Omit<NewTokenInput, "ttlMs">) => {
      const token = await issueToken(db, { ttlMs: 3_600_000, ...input });
      const [row] = await db
        .select()
        .from(apiTokens)
        .where(eq(apiTokens.tokenHash, hashToken(token)));
      if (!row) throw new Error("token");
      return row.id;
    };
    const own = await open({ userId: u.id });
    const second = await open({ userId: u.id });
    const asX = await open({ userId: x.id, kind: "impersonation", originalUserId: u.id, parentTokenId: own });
    const wardOfU = await open({ userId: y.id, kind: "ward", originalUserId: u.id });
    const someoneActingAsU = await open({ userId: u.id, kind: "impersonation", originalUserId: z.id });
    // Reached only through parent_token_id: opened from the impersonation, in another's name.
    const fromAsX = await open({ userId: y.id, kind: "impersonation", originalUserId: z.id, parentTokenId: asX });
    const xOwn = await open({ userId: x.id });
    const zOwn = await open({ userId: z.id });
    const live = async () =>
      (
        await db
          .select({ id: apiTokens.id, revokedAt: apiTokens.revokedAt })
          .from(apiTokens)
          .where(inArray(apiTokens.id, [own, second, asX, wardOfU, someoneActingAsU, fromAsX, xOwn, zOwn]))
      )
        .filter((r) => r.revokedAt === null)
        .map((r) => r.id)
        .sort((a, b) => a - b);

    // The session that changed the password stays; the tokens opened from it do not.
    expect(await revokeUserSessions(db, u.id, own)).toBe(5);
    expect(await live()).toEqual([own, xOwn, zOwn].sort((a, b) => a - b));
    expect(await revokeUserSessions(db, u.id)).toBe(1);
    expect(await live()).toEqual([xOwn, zOwn].sort((a, b) => a - b));
  });
});
