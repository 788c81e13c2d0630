import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courses } from "../../db/schema/index.ts";

/** Every course in home's order (the world director reports on all of them). */
export function allCourses(db: Db) {
  return db.select().from(courses).orderBy(asc(courses.displayOrder), asc(courses.title));
}
