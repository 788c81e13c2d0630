import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { coursePrices, courses, subscriptions, users } from "../../db/schema/index.ts";

/**
 * The active subscriptions (status active, not expired at `now`), counted per student country and
 * course, with what their renewal is priced on. Counted by the database: the estimator needs how
 * many, not which, and loading every row would grow with the whole subscriber base.
 */
export async function activeSubscriptionGroups(db: Db, now: Date) {
  return db
    .select({
      country: users.country,
      courseId: courses.id,
      basePriceMinor: courses.basePriceMinor,
      months: courses.months,
      subscriptions: sql<number>`count(*)::int`,
      tutored: sql<number>`count(${subscriptions.tutorId})::int`,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(and(eq(subscriptions.status, "active"), gt(subscriptions.expiresAt, now)))
    .groupBy(users.country, courses.id);
}

/** Every country's own prices for these courses, in one query (not one per country). */
export async function overridesFor(db: Db, courseIds: readonly number[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({
      country: coursePrices.country,
      courseId: coursePrices.courseId,
      amountMinor: coursePrices.amountMinor,
      currency: coursePrices.currency,
    })
    .from(coursePrices)
    .where(inArray(coursePrices.courseId, [...courseIds]));
}
