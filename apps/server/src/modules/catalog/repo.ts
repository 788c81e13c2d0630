import { and, asc, eq, gt, inArray, lt, desc, sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  chapters,
  courseStaff,
  courses,
  levels,
  subjects,
  tutorialProgress,
  tutorials,
} from "../../db/schema/index.ts";

export type CourseRow = typeof courses.$inferSelect;
export type TutorialRow = typeof tutorials.$inferSelect;

export async function findCourse(db: Db, id: number): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row;
}

const staffRowOf = (courseId: number | SQLWrapper, userId: number | SQLWrapper) =>
  and(eq(courseStaff.courseId, courseId), eq(courseStaff.userId, userId));

/** Owner, tutor or teaching assistant of the course. */
export async function isCourseStaff(
  db: Db,
  course: Pick<CourseRow, "id" | "ownerId">,
  userId: number,
): Promise<boolean> {
  if (course.ownerId === userId) return true;
  const [row] = await db
    .select({ userId: courseStaff.userId })
    .from(courseStaff)
    .where(staffRowOf(course.id, userId))
    .limit(1);
  return row !== undefined;
}

/** isCourseStaff as a boolean column of a query that reads `courses` (a start's one statement). */
export const isCourseStaffColumn = (userId: number | SQLWrapper) =>
  sql<boolean>`(${courses.ownerId} = ${userId} or exists (select 1 from ${courseStaff} where ${staffRowOf(courses.id, userId)}))`;

/** The course's subjects, levels, chapters and tutorials, each list in its order (4 queries). */
export async function loadOutline(db: Db, courseId: number) {
  const subjectRows = await db
    .select()
    .from(subjects)
    .where(eq(subjects.courseId, courseId))
    .orderBy(asc(subjects.position), asc(subjects.id));
  const subjectIds = subjectRows.map((s) => s.id);
  if (subjectIds.length === 0) return { subjects: subjectRows, levels: [], chapters: [], tutorials: [] };
  const levelRows = await db
    .select()
    .from(levels)
    .where(inArray(levels.subjectId, subjectIds))
    .orderBy(asc(levels.position), asc(levels.id));
  const chapterRows = await db
    .select()
    .from(chapters)
    .where(inArray(chapters.subjectId, subjectIds))
    .orderBy(asc(chapters.number));
  const chapterIds = chapterRows.map((c) => c.id);
  const tutorialRows = chapterIds.length
    ? await db
        .select()
        .from(tutorials)
        .where(inArray(tutorials.chapterId, chapterIds))
        .orderBy(asc(tutorials.position), asc(tutorials.id))
    : [];
  return { subjects: subjectRows, levels: levelRows, chapters: chapterRows, tutorials: tutorialRows };
}

export async function completedTutorialIds(db: Db, userId: number, tutorialIds: number[]): Promise<Set<number>> {
  if (tutorialIds.length === 0) return new Set();
  const rows = await db
    .select({ id: tutorialProgress.tutorialId })
    .from(tutorialProgress)
    .where(and(eq(tutorialProgress.userId, userId), inArray(tutorialProgress.tutorialId, tutorialIds)));
  return new Set(rows.map((r) => r.id));
}

/** A tutorial with its chapter, subject and course. */
export async function findTutorialInContext(db: Db, id: number) {
  const [row] = await db
    .select({ tutorial: tutorials, chapter: chapters, subject: subjects, course: courses })
    .from(tutorials)
    .innerJoin(chapters, eq(chapters.id, tutorials.chapterId))
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .innerJoin(courses, eq(courses.id, subjects.courseId))
    .where(eq(tutorials.id, id))
    .limit(1);
  return row;
}

/** The tutorials before and after one in its chapter's order (published ones only unless staff). */
export async function neighbours(db: Db, t: TutorialRow, includeDrafts: boolean) {
  const visible = includeDrafts ? undefined : eq(tutorials.status, "published");
  const pick = {
    id: tutorials.id,
    topic: tutorials.topic,
    levelId: tutorials.levelId,
    difficulty: tutorials.difficulty,
    index: tutorials.position,
  };
  const [previous] = await db
    .select(pick)
    .from(tutorials)
    .where(and(eq(tutorials.chapterId, t.chapterId), lt(tutorials.position, t.position), visible))
    .orderBy(desc(tutorials.position))
    .limit(1);
  const [next] = await db
    .select(pick)
    .from(tutorials)
    .where(and(eq(tutorials.chapterId, t.chapterId), gt(tutorials.position, t.position), visible))
    .orderBy(asc(tutorials.position))
    .limit(1);
  return { previous: previous ?? null, next: next ?? null };
}

export async function setCompleted(db: Db, userId: number, tutorialId: number, completed: boolean): Promise<void> {
  if (completed) {
    await db.insert(tutorialProgress).values({ userId, tutorialId }).onConflictDoNothing();
  } else {
    await db
      .delete(tutorialProgress)
      .where(and(eq(tutorialProgress.userId, userId), eq(tutorialProgress.tutorialId, tutorialId)));
  }
}

/**
 * Stores a tutorial's rendered HTML with its diagrams drawn, only if it still holds `previous`
 * (a concurrent edit wins). Not an edit: updated_at stays. Answers whether it was stored.
 */
export async function storeDrawnHtml(db: Db, id: number, previous: string, html: string): Promise<boolean> {
  const rows = await db
    .update(tutorials)
    .set({ renderedHtml: html })
    .where(and(eq(tutorials.id, id), eq(tutorials.renderedHtml, previous)))
    .returning({ id: tutorials.id });
  return rows.length > 0;
}
