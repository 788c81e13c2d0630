import { and, asc, between, eq, inArray, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import { chapters, levels, questions, quizSections, quizSelectors, quizzes } from "../../../db/schema/index.ts";

/** The SQL of sections, selectors and selector pools. */

export type SectionRow = typeof quizSections.$inferSelect;
export type SelectorRow = typeof quizSelectors.$inferSelect;

export async function listSections(db: Db, quizId: number): Promise<SectionRow[]> {
  return db
    .select()
    .from(quizSections)
    .where(eq(quizSections.quizId, quizId))
    .orderBy(asc(quizSections.position), asc(quizSections.id));
}

export async function findSection(db: Db, id: number): Promise<SectionRow | undefined> {
  const [row] = await db.select().from(quizSections).where(eq(quizSections.id, id)).limit(1);
  return row;
}

export async function insertSection(
  db: Db,
  values: { quizId: number; title: string; instructionsHtml: string; instructionsRendered: string },
): Promise<number> {
  const [row] = await db
    .insert(quizSections)
    .values({
      ...values,
      position: sql`(select coalesce(max(${quizSections.position}), 0) + 1 from ${quizSections} where ${quizSections.quizId} = ${values.quizId})`,
    })
    .returning({ id: quizSections.id });
  if (!row) throw new Error("section insert returned nothing");
  return row.id;
}

export async function updateSection(
  db: Db,
  id: number,
  patch: Partial<Pick<SectionRow, "title" | "instructionsHtml" | "instructionsRendered">>,
): Promise<void> {
  await db
    .update(quizSections)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(quizSections.id, id));
}

export async function deleteSection(db: Db, id: number): Promise<void> {
  await db.delete(quizSections).where(eq(quizSections.id, id));
}

export async function questionCountOf(db: Db, sectionId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(questions)
    .where(eq(questions.sectionId, sectionId));
  return row?.n ?? 0;
}

/** The ids of a section's questions, in order. */
export async function questionIdsOf(db: Db, sectionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.sectionId, sectionId))
    .orderBy(asc(questions.position), asc(questions.id));
  return rows.map((r) => r.id);
}

/** Positions 1..n in the section's current order (after a question left it). */
export async function compactQuestions(db: Db, sectionId: number): Promise<void> {
  const ids = await questionIdsOf(db, sectionId);
  for (const [i, id] of ids.entries()) {
    await db
      .update(questions)
      .set({ position: i + 1 })
      .where(eq(questions.id, id));
  }
}

/** Makes room at `position` (a duplicate goes right after its original). */
export async function shiftQuestions(db: Db, sectionId: number, fromPosition: number): Promise<void> {
  await db
    .update(questions)
    .set({ position: sql`${questions.position} + 1` })
    .where(and(eq(questions.sectionId, sectionId), sql`${questions.position} >= ${fromPosition}`));
}

export async function listSelectors(db: Db, sectionIds: readonly number[]): Promise<SelectorRow[]> {
  if (sectionIds.length === 0) return [];
  return db
    .select()
    .from(quizSelectors)
    .where(inArray(quizSelectors.sectionId, [...sectionIds]))
    .orderBy(asc(quizSelectors.position), asc(quizSelectors.id));
}

export async function findSelector(db: Db, id: number): Promise<SelectorRow | undefined> {
  const [row] = await db.select().from(quizSelectors).where(eq(quizSelectors.id, id)).limit(1);
  return row;
}

export type SelectorValues = Pick<SelectorRow, "count" | "chapterIds" | "levelIds" | "difficultyMin" | "difficultyMax">;

export async function insertSelector(db: Db, sectionId: number, values: SelectorValues): Promise<number> {
  const [row] = await db
    .insert(quizSelectors)
    .values({
      ...values,
      sectionId,
      position: sql`(select coalesce(max(${quizSelectors.position}), 0) + 1 from ${quizSelectors} where ${quizSelectors.sectionId} = ${sectionId})`,
    })
    .returning({ id: quizSelectors.id });
  if (!row) throw new Error("selector insert returned nothing");
  return row.id;
}

export async function updateSelector(db: Db, id: number, patch: Partial<SelectorValues>): Promise<void> {
  await db.update(quizSelectors).set(patch).where(eq(quizSelectors.id, id));
}

export async function deleteSelector(db: Db, id: number): Promise<void> {
  await db.delete(quizSelectors).where(eq(quizSelectors.id, id));
}

/** The subject's chapter and level ids (selectors may only name these). */
export async function subjectPartIds(db: Db, subjectId: number) {
  const [chapterRows, levelRows] = [
    await db.select({ id: chapters.id }).from(chapters).where(eq(chapters.subjectId, subjectId)),
    await db.select({ id: levels.id }).from(levels).where(eq(levels.subjectId, subjectId)),
  ];
  return { chapterIds: chapterRows.map((r) => r.id), levelIds: levelRows.map((r) => r.id) };
}

/**
 * THE pool of a selector: the questions of the subject's published chapter quizzes in those
 * chapters (empty: any), at those levels (empty: any), with a difficulty in the range. The
 * editor's count and the attempt's candidates both read it, so the preview always equals what
 * students are drawn from (a property test holds them together).
 */
function inPool(subjectId: number, s: SelectorValues) {
  return and(
    eq(quizzes.kind, "chapter"),
    eq(quizzes.status, "published"),
    eq(quizzes.subjectId, subjectId),
    s.chapterIds.length ? inArray(quizzes.chapterId, s.chapterIds) : undefined,
    s.levelIds.length ? inArray(questions.levelId, s.levelIds) : undefined,
    between(questions.difficulty, s.difficultyMin, s.difficultyMax),
  );
}

/** How many questions a selector can draw from (its pool, above). */
export async function poolSize(db: Db, subjectId: number, s: SelectorValues): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(questions)
    .innerJoin(quizSections, eq(quizSections.id, questions.sectionId))
    .innerJoin(quizzes, eq(quizzes.id, quizSections.quizId))
    .where(inPool(subjectId, s));
  return row?.n ?? 0;
}

/**
 * Each selector's pool (the ids of the questions it may draw, by inPool above),
 * in one query however many selectors: what an attempt draws from (attempt-structure.ts).
 */
export async function poolCandidates(
  db: Db,
  subjectId: number,
  selectors: readonly (SelectorValues & { id: number })[],
): Promise<Map<number, number[]>> {
  const [first, second, ...rest] = selectors.map((s) =>
    db
      .select({ selectorId: sql<number>`${s.id}::int`.as("selector_id"), id: questions.id })
      .from(questions)
      .innerJoin(quizSections, eq(quizSections.id, questions.sectionId))
      .innerJoin(quizzes, eq(quizzes.id, quizSections.quizId))
      .where(inPool(subjectId, s)),
  );
  const rows = !first ? [] : !second ? await first : await unionAll(first, second, ...rest);
  const pools = new Map<number, number[]>(selectors.map((s) => [s.id, []]));
  for (const row of rows) pools.get(row.selectorId)?.push(row.id);
  return pools;
}
