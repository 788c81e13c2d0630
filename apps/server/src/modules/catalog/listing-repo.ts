import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chapters, courses, subjects, tutorials } from "../../db/schema/index.ts";

/** Published courses in the world director's order (the order of `home`). */
export function listPublishedCourses(db: Db) {
  return db
    .select({ id: courses.id, title: courses.title, summary: courses.summary, logoUrl: courses.logoUrl })
    .from(courses)
    .where(eq(courses.status, "published"))
    .orderBy(asc(courses.displayOrder), asc(courses.id));
}

/** The courses' subjects in order, with their chapters and published (free-preview) tutorials counted: one query. */
export function listSubjectsWithCounts(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  const published = sql`${tutorials.status} = 'published'`;
  return db
    .select({
      id: subjects.id,
      courseId: subjects.courseId,
      title: subjects.title,
      chapters: sql<number>`count(distinct ${chapters.id})::int`,
      tutorials: sql<number>`count(${tutorials.id}) filter (where ${published})::int`,
      freePreviews: sql<number>`count(${tutorials.id}) filter (where ${published} and ${tutorials.freePreview})::int`,
    })
    .from(subjects)
    .leftJoin(chapters, eq(chapters.subjectId, subjects.id))
    .leftJoin(tutorials, eq(tutorials.chapterId, chapters.id))
    .where(inArray(subjects.courseId, courseIds))
    .groupBy(subjects.id)
    .orderBy(asc(subjects.position), asc(subjects.id));
}
