import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { ContactStatus } from "@tq/contract/contact-inbox";
import type { Db } from "../../db/client.ts";
import { contactMessages, contactReplies, users } from "../../db/schema/index.ts";

/** The contact inbox's SQL: a page of messages, their answers, counts per status. */

export type MessageRow = typeof contactMessages.$inferSelect;

export interface InboxScope {
  /** Null: every country (the world director without a country filter). */
  country: string | null;
  status?: ContactStatus;
}

const scopeSql = (s: InboxScope): SQL | undefined =>
  and(
    s.country === null ? undefined : eq(contactMessages.country, s.country),
    s.status ? eq(contactMessages.status, s.status) : undefined,
  );

/** One page, newest first (index contact_messages_country_idx), with the total over all pages. */
export async function messagePage(db: Db, s: InboxScope, limit: number, offset: number) {
  const rows = await db
    .select({ message: contactMessages, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(contactMessages)
    .where(scopeSql(s))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
  return { rows: rows.map((r) => r.message), total: rows[0]?.total ?? 0 };
}

/** Messages per status in the scope's country (the status filter aside). */
export async function statusCounts(db: Db, country: string | null): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: contactMessages.status, n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(country === null ? undefined : eq(contactMessages.country, country))
    .groupBy(contactMessages.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

export async function findMessage(db: Db, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

/** The answers to these messages, oldest first, with their writers' names. */
export async function repliesOf(db: Db, messageIds: number[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({
      id: contactReplies.id,
      messageId: contactReplies.messageId,
      body: contactReplies.body,
      answeredAt: contactReplies.answeredAt,
      answeredBy: sql<string | null>`trim(${users.firstname} || ' ' || ${users.lastname})`,
    })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.answeredBy))
    .where(inArray(contactReplies.messageId, messageIds))
    .orderBy(asc(contactReplies.answeredAt), asc(contactReplies.id));
}
export type ReplyRow = Awaited<ReturnType<typeof repliesOf>>[number];

export async function setStatus(db: Db, id: number, status: ContactStatus): Promise<void> {
  await db.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
}

/** Marks a new message read; false when it was not new (read before, answered, archived). */
export async function markRead(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ status: "read" })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, "new")))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

export async function insertReply(db: Db, messageId: number, body: string, answeredBy: number): Promise<void> {
  await db.insert(contactReplies).values({ messageId, body, answeredBy });
}

export async function hasReplies(db: Db, messageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contactReplies.id })
    .from(contactReplies)
    .where(eq(contactReplies.messageId, messageId))
    .limit(1);
  return row !== undefined;
}
