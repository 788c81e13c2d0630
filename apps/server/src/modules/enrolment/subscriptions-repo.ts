import { and, desc, eq, gt, inArray, sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courses, payments, subscriptions, users } from "../../db/schema/index.ts";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** The subscriptions that make a course's content the student's now (activeSubscription's rule). */
const activeNow = (userId: number | SQLWrapper, courseId: number | SQLWrapper) =>
  and(
    eq(subscriptions.userId, userId),
    eq(subscriptions.courseId, courseId),
    eq(subscriptions.status, "active"),
    gt(subscriptions.expiresAt, sql`now()`),
  );

/**
 * THE access question of issue #5: does the student hold a subscription to the course that is
 * active now (status 'active' and not yet expired; ADR 0011)? Reading and quizzes ask it.
 */
export async function activeSubscription(db: Db, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(activeNow(userId, courseId))
    .limit(1);
  return row !== undefined;
}

/** The same question as a boolean column of a larger query, for a course that query reads (a start's). */
export const hasActiveSubscription = (userId: number | SQLWrapper, courseId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${subscriptions} where ${activeNow(userId, courseId)})`;

/** The student's subscriptions with course, tutor and payment, newest first. */
export async function listSubscriptionsOf(db: Db, userId: number) {
  return db
    .select({
      sub: subscriptions,
      courseTitle: courses.title,
      tutorName: sql<string | null>`${users.firstname} || ' ' || ${users.lastname}`,
      payment: payments,
    })
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .leftJoin(users, eq(users.id, subscriptions.tutorId))
    .leftJoin(payments, eq(payments.subscriptionId, subscriptions.id))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}
export type ListedSubscription = Awaited<ReturnType<typeof listSubscriptionsOf>>[number];

export async function findSubscription(db: Db, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

/**
 * Locks the student's user row until the transaction ends: one checkout per student at a time,
 * so two clicks cannot both pass the check of their open subscriptions.
 */
export async function lockCheckoutOf(db: Db, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** The student's subscriptions to a course that are pending, or active and not yet over. */
export async function openSubscriptions(db: Db, userId: number, courseId: number) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.courseId, courseId),
        inArray(subscriptions.status, ["pending", "active"]),
      ),
    );
}

export async function insertSubscription(db: Db, values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Activates a pending subscription for its period; false when it was no longer pending. */
export async function activateSubscription(db: Db, id: number, startsAt: Date, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ status: "active", startsAt, expiresAt })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, "pending")))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** Marks a pending payment paid; false when someone recorded it first. */
export async function markPaid(db: Db, id: number, reference: string | null, recordedBy: number | null) {
  const rows = await db
    .update(payments)
    .set({ status: "paid", reference, recordedBy, paidAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, "pending")))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** A payment with its subscription, student and course. */
export async function findPayment(db: Db, id: number) {
  const [row] = await db
    .select({ payment: payments, sub: subscriptions, student: users, courseTitle: courses.title })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(eq(payments.id, id))
    .limit(1);
  return row;
}

/** Pending payments, oldest first; a country code keeps that country's students only. */
export async function listPendingPayments(db: Db, country: string | null) {
  return db
    .select({ payment: payments, sub: subscriptions, student: users, courseTitle: courses.title })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(and(eq(payments.status, "pending"), country ? eq(users.country, country) : undefined))
    .orderBy(payments.createdAt, payments.id)
    .limit(200);
}
