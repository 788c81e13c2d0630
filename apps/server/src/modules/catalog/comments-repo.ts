import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chapters, courseStaff, courses, subjects, tutorialComments, tutorials, users } from "../../db/schema/index.ts";

export type CommentRow = typeof tutorialComments.$inferSelect;

const withAuthor = {
  comment: tutorialComments,
  firstname: users.firstname,
  lastname: users.lastname,
  role: users.role,
};
export interface CommentWithAuthor {
  comment: CommentRow;
  firstname: string;
  lastname: string;
  role: string;
}

/**
 * A tutorial's questions, newest first, older than the `before` id. Ids grow with time, so the
 * id is both the order and a stable cursor (two questions in one millisecond stay in order).
 */
export function listQuestions(
  db: Db,
  tutorialId: number,
  opts: { before: number | undefined; limit: number; includeHidden: boolean },
): Promise<CommentWithAuthor[]> {
  return db
    .select(withAuthor)
    .from(tutorialComments)
    .innerJoin(users, eq(users.id, tutorialComments.userId))
    .where(
      and(
        eq(tutorialComments.tutorialId, tutorialId),
        isNull(tutorialComments.parentId),
        opts.before === undefined ? undefined : lt(tutorialComments.id, opts.before),
        opts.includeHidden ? undefined : eq(tutorialComments.hidden, false),
      ),
    )
    .orderBy(desc(tutorialComments.id))
    .limit(opts.limit);
}

/** The answers to these questions, oldest first. */
export function listAnswers(db: Db, questionIds: number[], includeHidden: boolean): Promise<CommentWithAuthor[]> {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db
    .select(withAuthor)
    .from(tutorialComments)
    .innerJoin(users, eq(users.id, tutorialComments.userId))
    .where(
      and(
        inArray(tutorialComments.parentId, questionIds),
        includeHidden ? undefined : eq(tutorialComments.hidden, false),
      ),
    )
    .orderBy(asc(tutorialComments.id));
}

/** How many answers each of these questions has, hidden ones included (they block the author's delete too). */
export async function answerCounts(db: Db, questionIds: number[]): Promise<Map<number, number>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: tutorialComments.parentId, n: sql<number>`count(*)::int` })
    .from(tutorialComments)
    .where(inArray(tutorialComments.parentId, questionIds))
    .groupBy(tutorialComments.parentId);
  return new Map(rows.map((r) => [r.id ?? 0, r.n]));
}

/** One comment with its author and the course it belongs to (through its tutorial). */
export async function findCommentInContext(db: Db, id: number) {
  const [row] = await db
    .select({ ...withAuthor, course: courses })
    .from(tutorialComments)
    .innerJoin(users, eq(users.id, tutorialComments.userId))
    .innerJoin(tutorials, eq(tutorials.id, tutorialComments.tutorialId))
    .innerJoin(chapters, eq(chapters.id, tutorials.chapterId))
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .innerJoin(courses, eq(courses.id, subjects.courseId))
    .where(eq(tutorialComments.id, id))
    .limit(1);
  return row;
}

/** The course's owner, tutors and assistants (the world director is staff of every course). */
export async function courseStaffIds(db: Db, courseId: number, ownerId: number): Promise<Set<number>> {
  const rows = await db
    .select({ userId: courseStaff.userId })
    .from(courseStaff)
    .where(eq(courseStaff.courseId, courseId));
  return new Set([ownerId, ...rows.map((r) => r.userId)]);
}

export async function insertComment(
  db: Db,
  values: { tutorialId: number; userId: number; parentId: number | null; body: string },
): Promise<CommentRow> {
  const [row] = await db.insert(tutorialComments).values(values).returning();
  if (!row) throw new Error("comment insert returned nothing");
  return row;
}

export async function setCommentHidden(db: Db, id: number, hidden: boolean): Promise<void> {
  await db.update(tutorialComments).set({ hidden }).where(eq(tutorialComments.id, id));
}

/** Deletes a comment and, for a question, its answers (parent_id has no foreign key to cascade). */
export async function deleteCommentAndAnswers(db: Db, id: number): Promise<number> {
  const rows = await db
    .delete(tutorialComments)
    .where(or(eq(tutorialComments.id, id), eq(tutorialComments.parentId, id)))
    .returning({ id: tutorialComments.id });
  return rows.length;
}
