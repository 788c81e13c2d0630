import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { setPositions as writePositions } from "../../lib/positions-repo.ts";
import { chapters, levels, subjects, tutorials } from "../../db/schema/index.ts";

export type SubjectRow = typeof subjects.$inferSelect;

// Correlated counts are written out with table names: on a one-table query Drizzle leaves
// columns unqualified, and inside a subquery those would bind to the subquery's own table.
const levelColumns = {
  id: levels.id,
  subjectId: levels.subjectId,
  name: levels.name,
  position: levels.position,
  tutorialCount: sql<number>`(select count(*)::int from tutorials t where t.level_id = "levels"."id")`,
};

const chapterColumns = {
  id: chapters.id,
  subjectId: chapters.subjectId,
  number: chapters.number,
  title: chapters.title,
  tutorialCount: sql<number>`(select count(*)::int from tutorials t where t.chapter_id = "chapters"."id")`,
  publishedTutorialCount: sql<number>`(select count(*)::int from tutorials t where t.chapter_id = "chapters"."id" and t.status = 'published')`,
};

export type LevelListRow = Awaited<ReturnType<typeof listLevels>>[number];
export type ChapterListRow = Awaited<ReturnType<typeof listChapters>>[number];

export async function listSubjects(db: Db, courseId: number): Promise<SubjectRow[]> {
  return db
    .select()
    .from(subjects)
    .where(eq(subjects.courseId, courseId))
    .orderBy(asc(subjects.position), asc(subjects.id));
}

export async function findSubject(db: Db, id: number): Promise<SubjectRow | undefined> {
  const [row] = await db.select().from(subjects).where(eq(subjects.id, id)).limit(1);
  return row;
}

/** The levels of some subjects, each subject's in its order. */
export async function listLevels(db: Db, subjectIds: number[]) {
  if (subjectIds.length === 0) return [];
  return db
    .select(levelColumns)
    .from(levels)
    .where(inArray(levels.subjectId, subjectIds))
    .orderBy(asc(levels.position), asc(levels.id));
}

/** The chapters of some subjects, by number. */
export async function listChapters(db: Db, subjectIds: number[]) {
  if (subjectIds.length === 0) return [];
  return db
    .select(chapterColumns)
    .from(chapters)
    .where(inArray(chapters.subjectId, subjectIds))
    .orderBy(asc(chapters.number));
}

export async function findLevel(db: Db, id: number) {
  const [row] = await db.select(levelColumns).from(levels).where(eq(levels.id, id)).limit(1);
  return row;
}

export async function findChapter(db: Db, id: number) {
  const [row] = await db.select(chapterColumns).from(chapters).where(eq(chapters.id, id)).limit(1);
  return row;
}

/** The next position after the last one of a parent (1 for the first). */
const nextPosition = (column: PgColumn, parent: PgColumn, parentId: number) =>
  sql<number>`(select coalesce(max(${column}), 0) + 1 from ${column.table} where ${parent} = ${parentId})`;

export async function insertSubject(db: Db, courseId: number, title: string): Promise<number> {
  const [row] = await db
    .insert(subjects)
    .values({ courseId, title, position: nextPosition(subjects.position, subjects.courseId, courseId) })
    .returning({ id: subjects.id });
  if (!row) throw new Error("subject insert returned nothing");
  return row.id;
}

export async function renameSubject(db: Db, id: number, title: string): Promise<void> {
  await db.update(subjects).set({ title }).where(eq(subjects.id, id));
}

export async function deleteSubject(db: Db, id: number): Promise<void> {
  await db.delete(subjects).where(eq(subjects.id, id));
}

export async function insertLevel(db: Db, subjectId: number, name: string): Promise<number> {
  const [row] = await db
    .insert(levels)
    .values({ subjectId, name, position: nextPosition(levels.position, levels.subjectId, subjectId) })
    .returning({ id: levels.id });
  if (!row) throw new Error("level insert returned nothing");
  return row.id;
}

export async function renameLevel(db: Db, id: number, name: string): Promise<void> {
  await db.update(levels).set({ name }).where(eq(levels.id, id));
}

export async function deleteLevel(db: Db, id: number): Promise<void> {
  await db.delete(levels).where(eq(levels.id, id));
}

export async function insertChapter(db: Db, subjectId: number, title: string): Promise<number> {
  const [row] = await db
    .insert(chapters)
    .values({ subjectId, title, number: nextPosition(chapters.number, chapters.subjectId, subjectId) })
    .returning({ id: chapters.id });
  if (!row) throw new Error("chapter insert returned nothing");
  return row.id;
}

export async function renameChapter(db: Db, id: number, title: string): Promise<void> {
  await db.update(chapters).set({ title }).where(eq(chapters.id, id));
}

/** Deletes a chapter and closes the gap in its subject's numbering (one transaction). */
export async function deleteChapter(db: Db, id: number, subjectId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(chapters).where(eq(chapters.id, id));
    const rest = await tx
      .select({ id: chapters.id })
      .from(chapters)
      .where(eq(chapters.subjectId, subjectId))
      .orderBy(asc(chapters.number));
    await renumberChapters(
      tx,
      rest.map((c) => c.id),
    );
  });
}

/** Positions 1..n of subjects, levels or tutorials (lib/positions-repo.ts writes every hand-ordered list). */
export const setPositions = (db: Db, kind: "subjects" | "levels" | "tutorials", ids: readonly number[]) =>
  writePositions(db, kind, ids);

/**
 * Numbers chapters 1..n in the given order. The unique (subject_id, number) index would
 * refuse a swap done in place, so every number is first moved out of the way (negative).
 */
export async function renumberChapters(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) {
      await tx
        .update(chapters)
        .set({ number: -(i + 1) })
        .where(eq(chapters.id, id));
    }
    await tx
      .update(chapters)
      .set({ number: sql`-${chapters.number}` })
      .where(and(inArray(chapters.id, [...ids]), sql`${chapters.number} < 0`));
  });
}

/** How many tutorials use a level. */
export async function tutorialsUsingLevel(db: Db, levelId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tutorials)
    .where(eq(tutorials.levelId, levelId));
  return row?.n ?? 0;
}

export async function chapterCountOfSubject(db: Db, subjectId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chapters)
    .where(eq(chapters.subjectId, subjectId));
  return row?.n ?? 0;
}
