import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, passwordResetTokens } from "../../src/db/schema/index.ts";
import { insertLink } from "../../src/modules/guardians/repo.ts";
import {
  bearer,
  buildUser,
  createTestApp,
  errorOf,
  signIn,
  TEST_PASSWORD,
  type MailTestApp,
} from "../support/helpers.ts";

const BASE = "https://school.example";
let t: MailTestApp;
let directorToken: string;
beforeAll(async () => {
  t = await createTestApp({ config: { publicAppBase: BASE }, mail: true });
  const director = await buildUser(t.database, { role: "worlddirector", country: "KE" });
  directorToken = await signIn(t.app, director.email);
});
afterAll(() => t.close());

const email = () => `r-${randomBytes(5).toString("hex")}@test.example`;

function recover(mail: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: "/api/auth/recovermypassword", headers, payload: { email: mail } });
}

function setPassword(mail: string, token: string, password: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/setrecoverpassword",
    payload: { email: mail, token, password },
  });
}

interface Link {
  url: string;
  email: string;
  token: string;
}

/** The recovery links mailed to an address, newest first, as delivered (the outbox masks them). */
async function linksTo(mail: string): Promise<Link[]> {
  const links: Link[] = [];
  for (const e of t.mail.mails.filter((m) => m.to.includes(mail.toLowerCase())).reverse()) {
    const m = /(\S+)\/setpassword\/([^/\s]+)\/([^/\s]+)/.exec(e.text);
    if (m?.[1] && m[2] && m[3]) links.push({ url: m[0], email: decodeURIComponent(m[2]), token: m[3] });
  }
  return links;
}

async function latestLink(mail: string): Promise<Link> {
  const [link] = await linksTo(mail);
  if (!link) throw new Error(`no recovery link for ${mail}`);
  return link;
}

describe("password recovery", () => {
  it("answers 202 with the same body for a registered and an unknown address", async () => {
    const user = await buildUser(t.database);
    const known = await recover(user.email);
    const unknown = await recover(email());
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.headers["content-type"]).toBe(unknown.headers["content-type"]);
    expect(known.body).not.toContain(user.firstname);
  });

  it("mails nothing to an unknown address", async () => {
    const nobody = email();
    await recover(nobody);
    const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, nobody));
    expect(rows).toEqual([]);
  });

  it("checkrecoverytype answers the same for a registered and an unknown address", async () => {
    const user = await buildUser(t.database);
    const a = await t.app.inject({
      method: "POST",
      url: "/api/auth/checkrecoverytype",
      payload: { email: user.email },
    });
    const b = await t.app.inject({ method: "POST", url: "/api/auth/checkrecoverytype", payload: { email: email() } });
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
  });

  it("mails a single-use link /setpassword/{email}/{token} on the configured base that sets the password once", async () => {
    const user = await buildUser(t.database);
    expect((await recover(user.email)).statusCode).toBe(202);
    const link = await latestLink(user.email);
    expect(link.url.startsWith(`${BASE}/setpassword/`)).toBe(true);
    expect(link.email).toBe(user.email);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{22,}$/); // ≥128 bits

    const ok = await setPassword(link.email, link.token, "recovered pass phrase");
    expect(ok.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: user.email, password: "recovered pass phrase" },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: user.email, password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);

    const again = await setPassword(link.email, link.token, "second try phrase");
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).fields?.token).toBeTruthy();
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: user.email, password: "second try phrase" },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("stores only a hash of the link's token", async () => {
    const user = await buildUser(t.database);
    await recover(user.email);
    const link = await latestLink(user.email);
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    for (const value of Object.values(rows[0] ?? {})) expect(String(value)).not.toContain(link.token);
  });

  it("uses the configured public base, never the request's Host or forwarded host", async () => {
    const user = await buildUser(t.database);
    await recover(user.email, {
      host: "evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "http",
    });
    const link = await latestLink(user.email);
    expect(link.url.startsWith(`${BASE}/setpassword/`)).toBe(true);
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(mail?.textBody).not.toContain("evil.example");
  });

  it("refuses an expired link", async () => {
    const user = await buildUser(t.database);
    await recover(user.email);
    const link = await latestLink(user.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await setPassword(link.email, link.token, "too late phrase");
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.token).toBeTruthy();
  });

  it("a new request invalidates the older link", async () => {
    const user = await buildUser(t.database);
    await recover(user.email);
    const first = await latestLink(user.email);
    await recover(user.email);
    const second = await latestLink(user.email);
    expect(second.token).not.toBe(first.token);
    const old = await setPassword(first.email, first.token, "old link phrase");
    expect(old.statusCode).toBe(400);
    expect(errorOf(old).fields?.token).toBeTruthy();
    expect((await setPassword(second.email, second.token, "new link phrase")).statusCode).toBe(200);
  });

  it("refuses a link used with another account's email, and a made-up token", async () => {
    const user = await buildUser(t.database);
    const other = await buildUser(t.database);
    await recover(user.email);
    const link = await latestLink(user.email);
    const res = await setPassword(other.email, link.token, "hijack attempt phrase");
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.token).toBeTruthy();
    const fake = await setPassword(user.email, randomBytes(32).toString("base64url"), "made up token phrase");
    expect(fake.statusCode).toBe(400);
    // The real link still works afterwards.
    expect((await setPassword(link.email, link.token, "rightful owner phrase")).statusCode).toBe(200);
  });

  it("refuses a common or short new password and keeps the link usable", async () => {
    const user = await buildUser(t.database);
    await recover(user.email);
    const link = await latestLink(user.email);
    const common = await setPassword(link.email, link.token, "12345678");
    expect(common.statusCode).toBe(400);
    expect(errorOf(common).fields?.password).toMatch(/common/);
    const short = await setPassword(link.email, link.token, "short");
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields?.password).toBeTruthy();
    expect((await setPassword(link.email, link.token, "finally a good phrase")).statusCode).toBe(200);
  });

  it("signs out every session of the user once the password is recovered", async () => {
    const user = await buildUser(t.database);
    const a = await signIn(t.app, user.email);
    const b = await signIn(t.app, user.email);
    await recover(user.email);
    const link = await latestLink(user.email);
    expect((await setPassword(link.email, link.token, "fresh start phrase")).statusCode).toBe(200);
    for (const token of [a, b]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/dashboard/getuserinfo/${user.id}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it("a reset ends the sessions the account opened as others: impersonations and ward sessions (issue #13)", async () => {
    const cd = await buildUser(t.database, { role: "countrydirector", country: "KE" });
    const student = await buildUser(t.database, { role: "student", country: "KE" });
    const guardian = await buildUser(t.database, { role: "guardian" });
    await insertLink(t.database.db, guardian.id, student.id);
    const opened = async (url: string, token: string, payload: object) => {
      const res = await t.app.inject({ method: "POST", url, headers: bearer(token), payload });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { api_token: string }).api_token;
    };
    const impersonating = await opened("/api/impersonation", await signIn(t.app, cd.email), {
      userId: student.id,
      reason: "Checking a reported problem",
    });
    const actingAsWard = await opened(
      `/api/guardians/wards/${student.id}/act`,
      await signIn(t.app, guardian.email),
      {},
    );
    for (const who of [cd, guardian]) {
      await recover(who.email);
      const link = await latestLink(who.email);
      expect((await setPassword(link.email, link.token, "a brand new phrase")).statusCode).toBe(200);
    }
    for (const token of [impersonating, actingAsWard]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/dashboard/getuserinfo/${student.id}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(401);
      const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token), payload: {} });
      expect(out.statusCode).toBe(401);
      expect(out.body).not.toContain("api_token");
    }
  });

  it("shows the outbox with link tokens masked: the live link is only in the email sent (issue #13)", async () => {
    const user = await buildUser(t.database);
    await recover(user.email);
    const link = await latestLink(user.email);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/admin/outbox?to=${encodeURIComponent(user.email)}`,
      headers: bearer(directorToken),
    });
    expect(res.statusCode).toBe(200);
    const [shown] = (res.json() as { emails: { kind: string; text: string }[] }).emails;
    expect(shown?.kind).toBe("password-recovery");
    expect(shown?.text).toContain(`${BASE}/setpassword/${encodeURIComponent(user.email)}/[hidden]`);
    expect(shown?.text).not.toContain(link.token);
    // Nor does the table keep it (a copy of the database opens no account).
    const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(JSON.stringify(rows)).not.toContain(link.token);
    // The link sent works.
    expect((await setPassword(link.email, link.token, "masked but mailed phrase")).statusCode).toBe(200);
  });

  it("masks a token in an outbox row kept from before the mailer masked them", async () => {
    const token = randomBytes(32).toString("base64url");
    const to = email();
    await t.database.db.insert(emailOutbox).values({
      toAddress: to,
      subject: "Reset your password",
      textBody: `Open ${BASE}/setpassword/${encodeURIComponent(to)}/${token} within 30 minutes.`,
      kind: "password-recovery",
    });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/admin/outbox?to=${encodeURIComponent(to)}`,
      headers: bearer(directorToken),
    });
    const [shown] = (res.json() as { emails: { text: string }[] }).emails;
    expect(shown?.text).toBe(`Open ${BASE}/setpassword/${encodeURIComponent(to)}/[hidden] within 30 minutes.`);
  });

  it("sends no link to a disabled account", async () => {
    const user = await buildUser(t.database, { status: "disabled" });
    expect((await recover(user.email)).statusCode).toBe(202);
    expect(await linksTo(user.email)).toEqual([]);
  });

  it("logs the request and the completion with actor, ip and time", async () => {
    const user = await buildUser(t.database);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/recovermypassword",
      remoteAddress: "192.0.2.10",
      payload: { email: user.email },
    });
    const link = await latestLink(user.email);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/setrecoverpassword",
      remoteAddress: "192.0.2.11",
      payload: { email: link.email, token: link.token, password: "audited phrase here" },
    });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, user.id));
    const requested = rows.find((r) => r.action === "auth.recovery_requested");
    const completed = rows.find((r) => r.action === "auth.password_recovered");
    expect(requested).toMatchObject({ realActorId: user.id, ip: "192.0.2.10" });
    expect(completed).toMatchObject({ realActorId: user.id, ip: "192.0.2.11" });
    expect(completed?.createdAt).toBeInstanceOf(Date);
    expect(JSON.stringify(rows)).not.toContain(link.token);
    expect(JSON.stringify(rows)).not.toContain("audited phrase here");
  });

  it("lets only the world director read the outbox", async () => {
    const cd = await buildUser(t.database, { role: "countrydirector" });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/outbox",
      headers: bearer(await signIn(t.app, cd.email)),
    });
    expect(res.statusCode).toBe(403);
    const rows = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "password-recovery")));
    expect(rows.length).toBeGreaterThan(0);
  });
});
