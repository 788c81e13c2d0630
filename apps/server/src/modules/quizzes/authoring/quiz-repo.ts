import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import { setPositions as writePositions } from "../../../lib/positions-repo.ts";
import { quizAttempts, quizzes } from "../../../db/schema/index.ts";
import type { QuizRow } from "./access.ts";

/** The SQL of quizzes themselves (sections: section-repo; questions: question-repo). */

// Written out with table names: inside a correlated subquery Drizzle's unqualified columns
// would bind to the subquery's own table.
const counts = {
  sectionCount: sql<number>`(select count(*)::int from quiz_sections s where s.quiz_id = "quizzes"."id")`,
  questionCount: sql<number>`(select count(*)::int from questions q join quiz_sections s on s.id = q.section_id where s.quiz_id = "quizzes"."id")`,
};

export type QuizListRow = QuizRow & { sectionCount: number; questionCount: number };

/** Chapter quizzes of a chapter, or the subject quizzes of a subject, in their order. */
export async function listQuizzes(
  db: Db,
  scope: { chapterId: number } | { subjectId: number },
): Promise<QuizListRow[]> {
  const where =
    "chapterId" in scope
      ? and(eq(quizzes.kind, "chapter"), eq(quizzes.chapterId, scope.chapterId))
      : and(eq(quizzes.kind, "subject"), eq(quizzes.subjectId, scope.subjectId), isNull(quizzes.chapterId));
  const rows = await db
    .select({ quiz: quizzes, ...counts })
    .from(quizzes)
    .where(where)
    .orderBy(asc(quizzes.position), asc(quizzes.id));
  return rows.map((r) => ({ ...r.quiz, sectionCount: r.sectionCount, questionCount: r.questionCount }));
}

export async function findQuiz(db: Db, id: number): Promise<QuizListRow | undefined> {
  const [row] = await db
    .select({ quiz: quizzes, ...counts })
    .from(quizzes)
    .where(eq(quizzes.id, id))
    .limit(1);
  return row && { ...row.quiz, sectionCount: row.sectionCount, questionCount: row.questionCount };
}

export type QuizValues = Omit<
  typeof quizzes.$inferInsert,
  "id" | "position" | "status" | "revision" | "createdAt" | "updatedAt" | "publishedAt"
>;

/** A new draft quiz, last among its chapter's (or subject's) quizzes. */
export async function insertQuiz(db: Db, values: QuizValues, status: "draft" | "published" = "draft") {
  const scope =
    values.kind === "chapter"
      ? sql`${quizzes.kind} = 'chapter' and ${quizzes.chapterId} = ${values.chapterId ?? null}`
      : sql`${quizzes.kind} = 'subject' and ${quizzes.subjectId} = ${values.subjectId}`;
  const [row] = await db
    .insert(quizzes)
    .values({
      ...values,
      status,
      publishedAt: status === "published" ? new Date() : null,
      position: sql`(select coalesce(max(${quizzes.position}), 0) + 1 from ${quizzes} where ${scope})`,
    })
    .returning({ id: quizzes.id });
  if (!row) throw new Error("quiz insert returned nothing");
  return row.id;
}

export type QuizPatch = Partial<
  Omit<typeof quizzes.$inferInsert, "id" | "kind" | "courseId" | "subjectId" | "chapterId" | "createdAt">
>;

/** Applies settings if the quiz is still at `baseRevision` (when given); the revision bumps. Null: conflict. */
export async function updateQuiz(db: Db, id: number, patch: QuizPatch, baseRevision?: number) {
  const set: PgUpdateSetSource<typeof quizzes> = {
    ...patch,
    revision: sql`${quizzes.revision} + 1`,
    updatedAt: new Date(),
  };
  const [row] = await db
    .update(quizzes)
    .set(set)
    .where(and(eq(quizzes.id, id), baseRevision === undefined ? undefined : eq(quizzes.revision, baseRevision)))
    .returning();
  return row ?? null;
}

export async function setStatus(db: Db, id: number, status: "draft" | "published") {
  await db
    .update(quizzes)
    .set({ status, publishedAt: status === "published" ? new Date() : null, updatedAt: new Date() })
    .where(eq(quizzes.id, id));
}

export async function deleteQuiz(db: Db, id: number): Promise<void> {
  await db.delete(quizzes).where(eq(quizzes.id, id));
}

/** The ordered lists setPositions orders. */
/** Positions 1..n of a quiz list (lib/positions-repo.ts writes every hand-ordered list). */
export const setPositions = (
  db: Db,
  list: "quizzes" | "quizSections" | "questions" | "quizSelectors",
  ids: readonly number[],
) => writePositions(db, list, ids);

/** Marks a quiz as changed (its questions or sections were edited). */
export async function touchQuiz(db: Db, id: number): Promise<void> {
  await db.update(quizzes).set({ updatedAt: new Date() }).where(eq(quizzes.id, id));
}

/** Attempts of a quiz that are students' records (staff previews are not): authoring asks before deleting. */
export async function recordCount(db: Db, quizId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), ne(quizAttempts.mode, "preview")));
  return row?.n ?? 0;
}
