import type { OutboxAnswer } from "@tq/contract/site";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app.ts";
import { openPostgres, type Database } from "../../src/db/client.ts";
import { emailOutbox } from "../../src/db/schema/index.ts";
import { MAIL_MAX_ATTEMPTS } from "../../src/lib/mailer.ts";
import { bearer, buildUser, createTestApp, signIn, type MailTestApp } from "../support/helpers.ts";

/**
 * Emails as durable jobs (ADR 0083): an email whose first sending failed stays in the outbox with
 * its live text and is sent by a worker round after a restart, with backoff; two app instances
 * on one database send it once. The worker rounds are called by hand (main.ts runs them on a
 * timer) so that nothing here waits on a poll interval.
 */
const RETRY_BASE_MS = 100;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe("emails as durable jobs", () => {
  let t: MailTestApp;
  let second: FastifyInstance | undefined;
  let secondDb: Database | undefined;
  let directorToken: string;

  beforeAll(async () => {
    t = await createTestApp({ mail: true, config: { mailRetryBaseMs: RETRY_BASE_MS } });
    const director = await buildUser(t.database, { role: "worlddirector", country: "KE" });
    directorToken = await signIn(t.app, director.email);
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await t.close();
  });

  const rowsTo = (addresses: string[]) =>
    t.database.db.select().from(emailOutbox).where(inArray(emailOutbox.toAddress, addresses));
  const askReset = async (app: FastifyInstance, email: string) => {
    const res = await app.inject({ method: "POST", url: "/api/auth/recovermypassword", payload: { email } });
    expect(res.statusCode).toBe(202);
  };

  /** What the world director's outbox shows of the newest email to an address. */
  const shown = async (app: FastifyInstance, email: string) => {
    const res = await app.inject({
      method: "GET",
      url: `/api/admin/outbox?to=${encodeURIComponent(email)}`,
      headers: bearer(directorToken),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as OutboxAnswer).emails[0];
  };

  it("a reset whose sending failed is sent by the worker of the app started after a restart", async () => {
    const user = await buildUser(t.database, { role: "student" });
    t.mail.rejectNext(1);
    await askReset(t.app, user.email);
    const [failed] = await rowsTo([user.email]);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1, failedAt: null });
    expect(failed?.error).toMatch(/451/);
    const token = failed?.liveText?.match(/[A-Za-z0-9_-]{43}/)?.[0];
    expect(token).toBeDefined();
    expect(failed?.textBody).not.toBe(failed?.liveText);
    expect(t.mail.latestTo(user.email)).toBeUndefined();
    // The world director sees it waiting for its retry, its link still masked.
    const waiting = await shown(t.app, user.email);
    expect(waiting).toMatchObject({ state: "retrying", attempts: 1, sentAt: null });
    expect(waiting?.error).toMatch(/451/);
    expect(waiting?.nextAttemptAt).toBe(failed?.nextAttemptAt?.toISOString());
    expect(waiting?.text).not.toContain(token);

    // The restart: this app is gone; another on the same database finds the email due.
    await t.app.close();
    secondDb = t.database.url ? openPostgres(t.database.url, 2) : t.database;
    second = await buildApp({ config: t.config, database: secondDb, rateLimitScale: 100, logger: false });
    await second.ready();
    if (secondDb === t.database) secondDb = undefined;
    await sleep(RETRY_BASE_MS + 20);
    expect(await second.ctx.mailer.deliverDue()).toBe(1);

    const caught = t.mail.latestTo(user.email);
    expect(caught?.text).toContain(token);
    const [sent] = await rowsTo([user.email]);
    expect(sent?.sentAt).toBeInstanceOf(Date);
    // Sent: the unmasked link is gone from the database; the error the retry overcame stays.
    expect(sent).toMatchObject({ liveText: null, attempts: 2, claimedUntil: null });
    expect(await second.ctx.mailer.deliverDue()).toBe(0);
    expect(await shown(second, user.email)).toMatchObject({ state: "sent", attempts: 2, nextAttemptAt: null });
  });

  it("retries back off, doubling, and an email is given up after the last attempt", async () => {
    const app = second ?? t.app;
    const user = await buildUser(t.database, { role: "student" });
    t.mail.rejectNext(2);
    const asked = Date.now();
    await askReset(app, user.email);
    const [first] = await rowsTo([user.email]);
    const firstGap = (first?.nextAttemptAt?.getTime() ?? 0) - asked;
    expect(firstGap).toBeGreaterThanOrEqual(RETRY_BASE_MS);
    // Not due yet: nothing is tried before its time.
    expect(await app.ctx.mailer.deliverDue(new Date(asked + RETRY_BASE_MS / 2))).toBe(0);
    await sleep(firstGap + 20);
    const retried = Date.now();
    expect(await app.ctx.mailer.deliverDue()).toBe(1);
    const [second2] = await rowsTo([user.email]);
    expect(second2).toMatchObject({ attempts: 2, sentAt: null });
    const secondGap = (second2?.nextAttemptAt?.getTime() ?? 0) - retried;
    expect(secondGap).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS);
    expect(secondGap).toBeLessThan(2 * RETRY_BASE_MS + 1_000);
    await sleep(secondGap + 20);
    expect(await app.ctx.mailer.deliverDue()).toBe(1);
    expect((await rowsTo([user.email]))[0]).toMatchObject({ attempts: 3, liveText: null });
    expect(t.mail.mails.filter((m) => m.to.includes(user.email.toLowerCase()))).toHaveLength(1);

    // The last attempt fails: given up, the live text dropped, never tried again.
    const other = await buildUser(t.database, { role: "student" });
    t.mail.rejectNext(1);
    await askReset(app, other.email);
    await t.database.db
      .update(emailOutbox)
      .set({ attempts: MAIL_MAX_ATTEMPTS - 1, nextAttemptAt: new Date(0) })
      .where(eq(emailOutbox.toAddress, other.email.toLowerCase()));
    t.mail.rejectNext(1);
    expect(await app.ctx.mailer.deliverDue()).toBe(1);
    const [givenUp] = await rowsTo([other.email]);
    expect(givenUp?.failedAt).toBeInstanceOf(Date);
    expect(givenUp).toMatchObject({ sentAt: null, liveText: null, attempts: MAIL_MAX_ATTEMPTS });
    expect(await app.ctx.mailer.deliverDue(new Date(Date.now() + 86_400_000))).toBe(0);
    expect(await shown(app, other.email)).toMatchObject({ state: "failed", nextAttemptAt: null });
  });

  it("an email claimed by a live process is left to it; one whose claimer died is taken once the claim lapses", async () => {
    const app = second ?? t.app;
    const user = await buildUser(t.database, { role: "student" });
    t.mail.rejectNext(1);
    await askReset(app, user.email);
    const claim = (claimedUntil: Date) =>
      t.database.db
        .update(emailOutbox)
        .set({ claimedUntil, nextAttemptAt: new Date(0) })
        .where(eq(emailOutbox.toAddress, user.email.toLowerCase()));
    await claim(new Date(Date.now() + 60_000));
    expect(await app.ctx.mailer.deliverDue()).toBe(0);
    await claim(new Date(Date.now() - 1));
    expect(await app.ctx.mailer.deliverDue()).toBe(1);
    expect(t.mail.mails.filter((m) => m.to.includes(user.email.toLowerCase()))).toHaveLength(1);
  });

  it("a publication's batch whose sending failed is retried by the worker too", async () => {
    const app = second ?? t.app;
    const addresses = Array.from({ length: 5 }, (_, i) => `batch${i}-${Date.now()}@test.example`);
    t.mail.rejectNext(addresses.length);
    await app.ctx.mailer.sendMany(
      addresses.map((to) => ({ to, subject: "Report", text: "Published", kind: "test.batch" })),
    );
    // The batch drains in the background: each first attempt fails and is queued for a retry.
    await expect
      .poll(async () => (await rowsTo(addresses)).filter((r) => r.attempts === 1 && r.claimedUntil === null).length)
      .toBe(addresses.length);
    await sleep(RETRY_BASE_MS + 20);
    expect(await app.ctx.mailer.deliverDue()).toBe(addresses.length);
    for (const to of addresses) expect(t.mail.mails.filter((m) => m.to.includes(to))).toHaveLength(1);
    expect((await rowsTo(addresses)).every((r) => r.sentAt !== null && r.liveText === null)).toBe(true);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "two app instances on one database send each failed email once",
    async () => {
      const app = second ?? t.app;
      const otherDb = openPostgres(t.database.url ?? "", 4);
      const other = await buildApp({ config: t.config, database: otherDb, rateLimitScale: 100, logger: false });
      try {
        await other.ready();
        const users = await Promise.all(Array.from({ length: 12 }, () => buildUser(t.database, { role: "student" })));
        const addresses = users.map((u) => u.email.toLowerCase());
        t.mail.rejectNext(users.length);
        for (const u of users) await askReset(u.id % 2 ? app : other, u.email);
        expect((await rowsTo(addresses)).every((r) => r.sentAt === null && r.attempts === 1)).toBe(true);
        await sleep(RETRY_BASE_MS + 20);
        // Both instances poll at once, several rounds each: every email goes to one of them.
        const rounds = await Promise.all([
          ...Array.from({ length: 3 }, () => app.ctx.mailer.deliverDue()),
          ...Array.from({ length: 3 }, () => other.ctx.mailer.deliverDue()),
        ]);
        expect(rounds.reduce((a, b) => a + b, 0)).toBe(users.length);
        for (const address of addresses) expect(t.mail.mails.filter((m) => m.to.includes(address))).toHaveLength(1);
        expect((await rowsTo(addresses)).every((r) => r.sentAt !== null && r.attempts === 2)).toBe(true);
      } finally {
        await other.close();
        await otherDb.close();
      }
    },
  );
});
