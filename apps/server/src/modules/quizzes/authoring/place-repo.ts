import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { chapters, courses, levels, subjects } from "../../../db/schema/index.ts";

/** The SQL of the places around a quiz: its course, subject, chapters and levels. */

export async function findChapter(db: Db, id: number) {
  const [chapter] = await db.select().from(chapters).where(eq(chapters.id, id)).limit(1);
  return chapter;
}

export async function subjectHeader(db: Db, subjectId: number) {
  const [subject] = await db
    .select({ id: subjects.id, title: subjects.title, courseId: subjects.courseId })
    .from(subjects)
    .where(eq(subjects.id, subjectId))
    .limit(1);
  return subject;
}

export async function courseHeader(db: Db, courseId: number) {
  const [course] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return course;
}

/** A subject's chapters, by number. */
export async function subjectChapters(db: Db, subjectId: number) {
  return db
    .select({ id: chapters.id, number: chapters.number, title: chapters.title })
    .from(chapters)
    .where(eq(chapters.subjectId, subjectId))
    .orderBy(asc(chapters.number));
}

/** A subject's levels, in their order. */
export async function subjectLevels(db: Db, subjectId: number) {
  return db
    .select({ id: levels.id, name: levels.name })
    .from(levels)
    .where(eq(levels.subjectId, subjectId))
    .orderBy(asc(levels.position), asc(levels.id));
}

/** Whether a level is one of the subject's. */
export async function isLevelOf(db: Db, levelId: number, subjectId: number): Promise<boolean> {
  const [level] = await db
    .select({ id: levels.id })
    .from(levels)
    .where(and(eq(levels.id, levelId), eq(levels.subjectId, subjectId)))
    .limit(1);
  return level !== undefined;
}

export async function findSubject(db: Db, id: number) {
  const [subject] = await db.select().from(subjects).where(eq(subjects.id, id)).limit(1);
  return subject;
}
