import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courses, subscriptions, users } from "../../db/schema/index.ts";

/** The active subscriptions (status active, not expired at `now`) with what their renewal is priced on. */
export async function activeSubscriptions(db: Db, now: Date) {
  return db
    .select({
      id: subscriptions.id,
      country: users.country,
      tutored: subscriptions.tutorId,
      courseId: courses.id,
      basePriceMinor: courses.basePriceMinor,
      months: courses.months,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(and(eq(subscriptions.status, "active"), gt(subscriptions.expiresAt, now)));
}
