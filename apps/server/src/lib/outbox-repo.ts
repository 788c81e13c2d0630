import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { emailOutbox } from "../db/schema/index.ts";

/** The SQL of the email outbox: the mailer writes its rows, the world director reads them. */

export type OutboxInsert = Pick<typeof emailOutbox.$inferInsert, "toAddress" | "subject" | "textBody" | "kind">;

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

export async function markOutboxSent(db: Db, id: number): Promise<void> {
  await db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, id));
}

export async function markOutboxFailed(db: Db, id: number, error: string): Promise<void> {
  await db.update(emailOutbox).set({ error }).where(eq(emailOutbox.id, id));
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
