import { and, asc, eq, gt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courses, subscriptions } from "../../db/schema/index.ts";

/**
 * The courses through which `instructorId` teaches `studentId`: an active subscription to a
 * course the instructor owns, or naming the instructor as tutor. "all" (the world director):
 * any active subscription.
 */
export async function coursesTaughtTo(db: Db, studentId: number, instructorId: number | "all") {
  return db
    .selectDistinct({ id: courses.id, title: courses.title })
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(
      and(
        eq(subscriptions.userId, studentId),
        eq(subscriptions.status, "active"),
        gt(subscriptions.expiresAt, sql`now()`),
        instructorId === "all"
          ? undefined
          : or(eq(courses.ownerId, instructorId), eq(subscriptions.tutorId, instructorId)),
      ),
    )
    .orderBy(asc(courses.title));
}
