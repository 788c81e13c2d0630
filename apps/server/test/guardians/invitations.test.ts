import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, guardianInvitations, guardianLinks } from "../../src/db/schema/index.ts";
import type { UserRow } from "../../src/modules/users/repo.ts";
import { invitationTokenSentTo } from "./guardians-factory.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, type MailTestApp } from "../support/helpers.ts";

const BASE = "https://school.example";
let t: MailTestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicAppBase: BASE }, mail: true });
});
afterAll(() => t.close());

const address = () => `g-${randomBytes(5).toString("hex")}@test.example`;

async function signedIn(role: "student" | "guardian" | "teacher", overrides: { email?: string } = {}) {
  const user = await buildUser(t.database, { role, ...overrides });
  return { user, token: await signIn(t.app, user.email) };
}

const call = (method: "GET" | "POST" | "DELETE", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

const invite = (token: string, email: string) => call("POST", "/api/guardians/invitations", token, { email });
const accept = (token: string, wardId: number, secret: string) =>
  call("POST", "/api/guardians/invitations/accept", token, { wardId, token: secret });

async function linksOf(ward: UserRow) {
  return t.database.db.select().from(guardianLinks).where(eq(guardianLinks.wardId, ward.id));
}

describe("a student invites a guardian", () => {
  it("mails the spec's addguardian link with the secret in the fragment, stores only its hash, and lists it", async () => {
    const s = await signedIn("student");
    const email = address();
    const res = await invite(s.token, email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const { url, token } = invitationTokenSentTo(t.mail, email);
    const u = s.user;
    expect(url).toBe(
      `${BASE}/addguardian/${u.id}/${encodeURIComponent(u.email)}/${encodeURIComponent(u.firstname)}/${encodeURIComponent(u.lastname)}`,
    );
    expect(token.length).toBeGreaterThanOrEqual(32);
    const [row] = await t.database.db.select().from(guardianInvitations).where(eq(guardianInvitations.wardId, u.id));
    expect(row?.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    // The outbox keeps the email with the secret masked (issue #13): only the email sent holds it.
    const [kept] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(kept?.textBody).toContain(`${url}#invite=[hidden]`);
    expect(kept?.textBody).not.toContain(token);

    const mine = await call("GET", "/api/guardians/mine", s.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ guardians: [], invitations: [{ email, expired: false }] });
  });

  it("refuses the student's own address and more than five open invitations", async () => {
    const s = await signedIn("student");
    expect(errorOf(await invite(s.token, s.user.email)).fields).toHaveProperty("email");
    for (let i = 0; i < 5; i += 1) expect((await invite(s.token, address())).statusCode).toBe(200);
    expect((await invite(s.token, address())).statusCode).toBe(409);
  });

  it("resend rotates the link (the old one stops working), at most once a minute; cancel kills it", async () => {
    const s = await signedIn("student");
    const g = await signedIn("guardian");
    await invite(s.token, g.user.email);
    const first = invitationTokenSentTo(t.mail, g.user.email);
    const [row] = await t.database.db
      .select()
      .from(guardianInvitations)
      .where(eq(guardianInvitations.wardId, s.user.id));
    if (!row) throw new Error("no invitation");

    expect((await call("POST", `/api/guardians/invitations/${row.id}/resend`, s.token)).statusCode).toBe(429);
    await t.database.db
      .update(guardianInvitations)
      .set({ sentAt: new Date(Date.now() - 120_000) })
      .where(eq(guardianInvitations.id, row.id));
    expect((await call("POST", `/api/guardians/invitations/${row.id}/resend`, s.token)).statusCode).toBe(200);
    const second = invitationTokenSentTo(t.mail, g.user.email);
    expect(second.token).not.toBe(first.token);
    expect((await accept(g.token, s.user.id, first.token)).statusCode).toBe(400);

    expect((await call("DELETE", `/api/guardians/invitations/${row.id}`, s.token)).statusCode).toBe(204);
    expect((await accept(g.token, s.user.id, second.token)).statusCode).toBe(400);
    expect((await call("GET", "/api/guardians/mine", s.token)).json()).toMatchObject({ invitations: [] });
  });

  it("only students invite (a guardian or teacher gets 403); anonymous 401", async () => {
    for (const role of ["guardian", "teacher"] as const) {
      const other = await signedIn(role);
      expect((await invite(other.token, address())).statusCode).toBe(403);
      expect((await call("GET", "/api/guardians/mine", other.token)).statusCode).toBe(403);
    }
    const anon = await t.app.inject({
      method: "POST",
      url: "/api/guardians/invitations",
      payload: { email: address() },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe("the guardian confirms", () => {
  it("links the pair once, audits the guardian, tells the student by email; the link is single-use", async () => {
    const s = await signedIn("student");
    const g = await signedIn("guardian");
    await invite(s.token, g.user.email);
    const { token } = invitationTokenSentTo(t.mail, g.user.email);
    const ok = await accept(g.token, s.user.id, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: expect.stringContaining(s.user.firstname) });
    expect(await linksOf(s.user)).toEqual([expect.objectContaining({ guardianId: g.user.id })]);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "guardian.link_created"), eq(auditLog.targetId, String(s.user.id))));
    expect(row).toMatchObject({ actorId: g.user.id, realActorId: g.user.id });

    const mine = (await call("GET", "/api/guardians/mine", s.token)).json();
    expect(mine).toMatchObject({ guardians: [{ person: { id: g.user.id } }], invitations: [] });

    // Reused by another guardian: refused, nothing linked.
    const other = await signedIn("guardian");
    expect((await accept(other.token, s.user.id, token)).statusCode).toBe(400);
    expect(await linksOf(s.user)).toHaveLength(1);
    // Inviting a linked guardian again: 409.
    expect((await invite(s.token, g.user.email)).statusCode).toBe(409);
  });

  it("the path's ward alone is never enough: a guessed token or another ward's id is refused alike", async () => {
    const s = await signedIn("student");
    const other = await signedIn("student");
    const g = await signedIn("guardian");
    await invite(s.token, g.user.email);
    const { token } = invitationTokenSentTo(t.mail, g.user.email);

    const guessed = await accept(g.token, s.user.id, randomBytes(32).toString("base64url"));
    const wrongWard = await accept(g.token, other.user.id, token);
    expect(guessed.statusCode).toBe(400);
    expect(wrongWard.statusCode).toBe(400);
    expect(errorOf(guessed).message).toBe(errorOf(wrongWard).message);
    expect(await linksOf(s.user)).toHaveLength(0);
    expect(await linksOf(other.user)).toHaveLength(0);
  });

  it("a non-guardian cannot confirm, and an expired invitation is refused", async () => {
    const s = await signedIn("student");
    const email = address();
    await invite(s.token, email);
    const { token } = invitationTokenSentTo(t.mail, email);
    for (const role of ["student", "teacher"] as const) {
      const notGuardian = await signedIn(role);
      expect((await accept(notGuardian.token, s.user.id, token)).statusCode).toBe(403);
    }
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/guardians/invitations/accept",
          payload: { wardId: s.user.id, token },
        })
      ).statusCode,
    ).toBe(401);

    await t.database.db
      .update(guardianInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(guardianInvitations.wardId, s.user.id));
    const g = await signedIn("guardian");
    expect((await accept(g.token, s.user.id, token)).statusCode).toBe(400);
    expect((await call("GET", "/api/guardians/mine", s.token)).json()).toMatchObject({
      invitations: [{ email, expired: true }],
    });
  });

  it("someone else's invitation cannot be resent or cancelled (404)", async () => {
    const s = await signedIn("student");
    const intruder = await signedIn("student");
    await invite(s.token, address());
    const [row] = await t.database.db
      .select()
      .from(guardianInvitations)
      .where(eq(guardianInvitations.wardId, s.user.id));
    expect((await call("DELETE", `/api/guardians/invitations/${row?.id}`, intruder.token)).statusCode).toBe(404);
    await t.database.db
      .update(guardianInvitations)
      .set({ sentAt: new Date(Date.now() - 120_000) })
      .where(eq(guardianInvitations.wardId, s.user.id));
    expect((await call("POST", `/api/guardians/invitations/${row?.id}/resend`, intruder.token)).statusCode).toBe(404);
    const [still] = await t.database.db
      .select()
      .from(guardianInvitations)
      .where(eq(guardianInvitations.wardId, s.user.id));
    expect(still?.cancelledAt).toBeNull();
  });
});
