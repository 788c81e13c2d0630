import { and, asc, eq, gt, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courseStaff, courses, subscriptions } from "../../db/schema/index.ts";

/** The SQL of a tutor's public page (userpage/{id}). */

/** Published courses the person owns, tutors or assists, by title. */
export function taughtCourses(db: Db, userId: number) {
  return db
    .selectDistinct({ id: courses.id, title: courses.title, summary: courses.summary })
    .from(courses)
    .leftJoin(courseStaff, and(eq(courseStaff.courseId, courses.id), eq(courseStaff.userId, userId)))
    .where(and(eq(courses.status, "published"), or(eq(courses.ownerId, userId), isNotNull(courseStaff.userId))))
    .orderBy(asc(courses.title));
}

/**
 * The person's classes: a published course they own or tutor (course_staff "tutor"), sized by
 * the active subscriptions that chose them as tutor; by title.
 */
export function tutoredClasses(db: Db, userId: number) {
  return db
    .select({
      courseId: courses.id,
      title: courses.title,
      studentCount: sql<number>`count(distinct ${subscriptions.userId})::int`,
    })
    .from(courses)
    .leftJoin(courseStaff, and(eq(courseStaff.courseId, courses.id), eq(courseStaff.role, "tutor")))
    .innerJoin(
      subscriptions,
      and(
        eq(subscriptions.courseId, courses.id),
        eq(subscriptions.tutorId, userId),
        eq(subscriptions.status, "active"),
        gt(subscriptions.expiresAt, sql`now()`),
      ),
    )
    .where(and(eq(courses.status, "published"), or(eq(courses.ownerId, userId), eq(courseStaff.userId, userId))))
    .groupBy(courses.id, courses.title)
    .orderBy(asc(courses.title));
}
