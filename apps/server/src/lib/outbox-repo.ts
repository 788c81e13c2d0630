import { and, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { emailOutbox } from "../db/schema/index.ts";

/** The SQL of the email outbox: the mailer writes its rows, the world director reads them. */

export type OutboxInsert = Pick<
  typeof emailOutbox.$inferInsert,
  "toAddress" | "subject" | "textBody" | "kind" | "liveText" | "nextAttemptAt" | "claimedUntil"
>;

/** One outbox row; answers its id. */
export async function insertOutboxRow(db: Db, row: OutboxInsert): Promise<number | undefined> {
  const [inserted] = await db.insert(emailOutbox).values(row).returning({ id: emailOutbox.id });
  return inserted?.id;
}

/** Several outbox rows in one INSERT; answers each row's id with what it stored. */
export function insertOutboxRows(db: Db, rows: readonly OutboxInsert[]) {
  return db
    .insert(emailOutbox)
    .values([...rows])
    .returning({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      textBody: emailOutbox.textBody,
      kind: emailOutbox.kind,
    });
}

/** Sent: the attempt counted, the live text (an unmasked link) dropped (ADR 0083). */
export async function markOutboxSent(db: Db, id: number): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1`, liveText: null, claimedUntil: null })
    .where(eq(emailOutbox.id, id));
}

/**
 * A failed attempt: counted, its error kept, the claim released. With a `retryAt` the worker
 * tries again then; without one the email is given up and its live text dropped.
 */
export async function markOutboxFailed(db: Db, id: number, error: string, retryAt?: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      error,
      attempts: sql`${emailOutbox.attempts} + 1`,
      claimedUntil: null,
      nextAttemptAt: retryAt ?? null,
      ...(retryAt ? {} : { failedAt: new Date(), liveText: null }),
    })
    .where(eq(emailOutbox.id, id));
}

/**
 * Claims up to `limit` emails due for delivery until `claimUntil`, in one UPDATE: of processes
 * polling at once each row goes to one (SKIP LOCKED; a row whose claim lapsed, its claimer
 * having died mid-send, is due again). Answers what to send, live text included.
 */
export function claimDueOutbox(db: Db, now: Date, claimUntil: Date, limit: number) {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        isNotNull(emailOutbox.liveText),
        isNull(emailOutbox.sentAt),
        lte(emailOutbox.nextAttemptAt, now),
        or(isNull(emailOutbox.claimedUntil), lt(emailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db.update(emailOutbox).set({ claimedUntil: claimUntil }).where(inArray(emailOutbox.id, due)).returning({
    id: emailOutbox.id,
    to: emailOutbox.toAddress,
    subject: emailOutbox.subject,
    liveText: emailOutbox.liveText,
    kind: emailOutbox.kind,
    attempts: emailOutbox.attempts,
  });
}

/** The 50 newest outbox rows, to one address when `to` is given. */
export function latestOutbox(db: Db, to: string | undefined) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(to ? eq(emailOutbox.toAddress, to.toLowerCase()) : undefined, sql`true`))
    .orderBy(desc(emailOutbox.id))
    .limit(50);
}
