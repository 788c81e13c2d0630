import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courses } from "../../db/schema/index.ts";

/** Numbers the courses 1..n in the given order (home's order); run it inside a transaction. */
export async function setDisplayOrder(db: Db, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries())
    await db
      .update(courses)
      .set({ displayOrder: index + 1 })
      .where(eq(courses.id, id));
}
