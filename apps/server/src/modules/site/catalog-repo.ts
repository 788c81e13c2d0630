import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courses, users } from "../../db/schema/index.ts";

/** Published courses in the world director's order (PRODUCT.md §5). */
export async function listPublishedCourses(db: Db) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      summary: courses.summary,
      logoUrl: courses.logoUrl,
      basePriceMinor: courses.basePriceMinor,
      months: courses.months,
      ownerName: sql<string>`${users.firstname} || ' ' || ${users.lastname}`,
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.ownerId))
    .where(eq(courses.status, "published"))
    .orderBy(asc(courses.displayOrder), asc(courses.id));
}

export async function countCourses(db: Db, where?: { ownerId?: number; status?: string }) {
  const conds = [];
  if (where?.ownerId !== undefined) conds.push(eq(courses.ownerId, where.ownerId));
  if (where?.status !== undefined) conds.push(eq(courses.status, where.status));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courses)
    .where(conds.length ? sql.join(conds, sql` and `) : undefined);
  return row?.n ?? 0;
}
