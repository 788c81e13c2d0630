import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chapters, courseStaff, courses, levels, subjects, tutorials } from "../../db/schema/index.ts";

/** What the authoring checks read: the course, its teaching assistants, and where a part belongs. */

export type CourseRow = typeof courses.$inferSelect;

export async function findCourse(db: Db, courseId: number): Promise<CourseRow | undefined> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  return course;
}

export async function assistantIds(db: Db, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: courseStaff.userId })
    .from(courseStaff)
    .where(and(eq(courseStaff.courseId, courseId), eq(courseStaff.role, "assistant")));
  return rows.map((r) => r.userId);
}

/** The course id a subject, level, chapter or tutorial belongs to (null when it does not exist). */
export async function courseIdOf(db: Db, kind: "subject" | "level" | "chapter" | "tutorial", id: number) {
  switch (kind) {
    case "subject": {
      const [row] = await db.select({ courseId: subjects.courseId }).from(subjects).where(eq(subjects.id, id)).limit(1);
      return row?.courseId ?? null;
    }
    case "level": {
      const [row] = await db
        .select({ courseId: subjects.courseId })
        .from(levels)
        .innerJoin(subjects, eq(subjects.id, levels.subjectId))
        .where(eq(levels.id, id))
        .limit(1);
      return row?.courseId ?? null;
    }
    case "chapter": {
      const [row] = await db
        .select({ courseId: subjects.courseId })
        .from(chapters)
        .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
        .where(eq(chapters.id, id))
        .limit(1);
      return row?.courseId ?? null;
    }
    case "tutorial": {
      const [row] = await db
        .select({ courseId: subjects.courseId })
        .from(tutorials)
        .innerJoin(chapters, eq(chapters.id, tutorials.chapterId))
        .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
        .where(eq(tutorials.id, id))
        .limit(1);
      return row?.courseId ?? null;
    }
  }
}
