import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { coursePrices, courses } from "../../db/schema/index.ts";

/** The SQL of a country's local prices (course_prices, ADR 0026) as its director edits them. */

/** Every local price of the country. */
export function countryOverrides(db: Db, country: string) {
  return db.select().from(coursePrices).where(eq(coursePrices.country, country));
}

/** The course's id when it exists. */
export async function findCourseId(db: Db, courseId: number): Promise<{ id: number } | undefined> {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1);
  return course;
}

/** Sets the course's local price in the country, replacing one already set. */
export async function upsertOverride(
  db: Db,
  courseId: number,
  country: string,
  row: { amountMinor: number; currency: string; updatedBy: number },
): Promise<void> {
  await db
    .insert(coursePrices)
    .values({ courseId, country, ...row })
    .onConflictDoUpdate({
      target: [coursePrices.courseId, coursePrices.country],
      set: { ...row, updatedAt: new Date() },
    });
}

/** Removes the course's local price in the country; false when there was none. */
export async function deleteOverride(db: Db, country: string, courseId: number): Promise<boolean> {
  const removed = await db
    .delete(coursePrices)
    .where(and(eq(coursePrices.country, country), eq(coursePrices.courseId, courseId)))
    .returning({ id: coursePrices.courseId });
  return removed.length > 0;
}
