import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TestimonyStatus } from "@tq/contract/testimonies";
import type { Db } from "../../db/client.ts";
import { countries, testimonies, users } from "../../db/schema/index.ts";

export type TestimonyRow = typeof testimonies.$inferSelect;

export async function findByUser(db: Db, userId: number): Promise<TestimonyRow | undefined> {
  const [row] = await db.select().from(testimonies).where(eq(testimonies.userId, userId)).limit(1);
  return row;
}

export async function findById(db: Db, id: number): Promise<TestimonyRow | undefined> {
  const [row] = await db.select().from(testimonies).where(eq(testimonies.id, id)).limit(1);
  return row;
}

/** A new pending testimony; undefined when the user already has one (the unique index decides). */
export async function insertTestimony(
  db: Db,
  values: { userId: number; text: string; rating: number | null },
): Promise<TestimonyRow | undefined> {
  const [row] = await db.insert(testimonies).values(values).onConflictDoNothing().returning();
  return row;
}

/** Changes the text of a testimony that is still pending (undefined when it no longer is). */
export async function updatePending(
  db: Db,
  id: number,
  values: { text: string; rating: number | null },
): Promise<TestimonyRow | undefined> {
  const [row] = await db
    .update(testimonies)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(testimonies.id, id), eq(testimonies.status, "pending")))
    .returning();
  return row;
}

export async function deletePending(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(testimonies)
    .where(and(eq(testimonies.id, id), eq(testimonies.status, "pending")))
    .returning({ id: testimonies.id });
  return rows.length > 0;
}

/** Moves a testimony from one status to another; undefined when it was not in `from` any more. */
export async function decide(
  db: Db,
  id: number,
  from: readonly TestimonyStatus[],
  to: TestimonyStatus,
  deciderId: number,
): Promise<TestimonyRow | undefined> {
  const [row] = await db
    .update(testimonies)
    .set({ status: to, decidedBy: deciderId, decidedAt: new Date() })
    .where(and(eq(testimonies.id, id), inArray(testimonies.status, [...from])))
    .returning();
  return row;
}

const decider = alias(users, "decider");

/** Testimonies with their authors for moderation: one status, or all with pending first. */
export function listForModeration(db: Db, status: TestimonyStatus | undefined) {
  return db
    .select({
      t: testimonies,
      authorFirst: users.firstname,
      authorLast: users.lastname,
      authorEmail: users.email,
      authorCountry: users.country,
      authorRole: users.role,
      deciderFirst: decider.firstname,
      deciderLast: decider.lastname,
    })
    .from(testimonies)
    .innerJoin(users, eq(users.id, testimonies.userId))
    .leftJoin(decider, eq(decider.id, testimonies.decidedBy))
    .where(status ? eq(testimonies.status, status) : undefined)
    .orderBy(sql`case when ${testimonies.status} = 'pending' then 0 else 1 end`, desc(testimonies.updatedAt))
    .limit(500);
}

/** The approved testimonies for home, latest approval first, with the author's country name. */
export function listApproved(db: Db, limit: number) {
  return db
    .select({
      id: testimonies.id,
      text: testimonies.text,
      rating: testimonies.rating,
      firstname: users.firstname,
      lastname: users.lastname,
      countryName: countries.name,
      countryCode: users.country,
    })
    .from(testimonies)
    .innerJoin(users, eq(users.id, testimonies.userId))
    .leftJoin(countries, eq(countries.code, users.country))
    .where(and(eq(testimonies.status, "approved"), eq(users.status, "active")))
    .orderBy(desc(testimonies.decidedAt), desc(testimonies.id))
    .limit(limit);
}
