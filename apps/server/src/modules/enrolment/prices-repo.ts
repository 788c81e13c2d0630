import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { coursePrices } from "../../db/schema/index.ts";

/** The country's own prices (course_prices, ADR 0026) for these courses. */
export function overridesOf(db: Db, country: string, courseIds: readonly number[]) {
  return db
    .select()
    .from(coursePrices)
    .where(and(eq(coursePrices.country, country), inArray(coursePrices.courseId, [...courseIds])));
}
