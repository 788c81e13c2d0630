import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { chapters, subjects, tutorials } from "../../db/schema/index.ts";

export type TutorialRow = typeof tutorials.$inferSelect;

/** A tutorial with the subject and course that hold it. */
export async function findTutorial(db: Db, id: number) {
  const [row] = await db
    .select({ tutorial: tutorials, subjectId: chapters.subjectId, courseId: subjects.courseId })
    .from(tutorials)
    .innerJoin(chapters, eq(chapters.id, tutorials.chapterId))
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .where(eq(tutorials.id, id))
    .limit(1);
  return row;
}

/** The tutorials of some chapters, each chapter's in its order. */
export async function listTutorials(db: Db, chapterIds: number[]): Promise<TutorialRow[]> {
  if (chapterIds.length === 0) return [];
  return db
    .select()
    .from(tutorials)
    .where(inArray(tutorials.chapterId, chapterIds))
    .orderBy(asc(tutorials.position), asc(tutorials.id));
}

const lastPosition = (chapterId: number) =>
  sql<number>`(select coalesce(max(${tutorials.position}), 0) + 1 from ${tutorials} where ${tutorials.chapterId} = ${chapterId})`;

export async function insertTutorial(
  db: Db,
  values: Pick<
    typeof tutorials.$inferInsert,
    "chapterId" | "topic" | "levelId" | "difficulty" | "freePreview" | "authorId"
  >,
): Promise<number> {
  const [row] = await db
    .insert(tutorials)
    .values({ ...values, position: lastPosition(values.chapterId), status: "draft" })
    .returning({ id: tutorials.id });
  if (!row) throw new Error("tutorial insert returned nothing");
  return row.id;
}

export type TutorialPatch = Partial<
  Pick<
    typeof tutorials.$inferInsert,
    "topic" | "levelId" | "difficulty" | "freePreview" | "status" | "bodyHtml" | "renderedHtml"
  >
>;

/**
 * Applies a change. With `body`, the text is saved: only if the tutorial is still at
 * `baseRevision` (else nothing changes and null is answered), the draft is cleared and the
 * revision bumps. `moveTo` appends it to another chapter. Answers the updated row.
 */
export async function updateTutorial(
  db: Db,
  id: number,
  patch: TutorialPatch,
  opts: { baseRevision?: number; body?: boolean; moveTo?: number },
): Promise<TutorialRow | null> {
  const set: PgUpdateSetSource<typeof tutorials> = { ...patch, updatedAt: new Date() };
  if (opts.body) {
    set.draftHtml = null;
    set.draftSavedAt = null;
    set.revision = sql`${tutorials.revision} + 1`;
  }
  if (opts.moveTo !== undefined) {
    set.chapterId = opts.moveTo;
    set.position = lastPosition(opts.moveTo);
  }
  const [row] = await db
    .update(tutorials)
    .set(set)
    .where(
      and(
        eq(tutorials.id, id),
        opts.baseRevision === undefined ? undefined : eq(tutorials.revision, opts.baseRevision),
      ),
    )
    .returning();
  return row ?? null;
}

/** Stores autosaved work in progress if the tutorial is still at `baseRevision`. */
export async function saveDraft(db: Db, id: number, html: string, baseRevision: number) {
  const [row] = await db
    .update(tutorials)
    .set({ draftHtml: html, draftSavedAt: new Date() })
    .where(and(eq(tutorials.id, id), eq(tutorials.revision, baseRevision)))
    .returning({ draftSavedAt: tutorials.draftSavedAt, revision: tutorials.revision });
  return row ?? null;
}

export async function clearDraft(db: Db, id: number): Promise<void> {
  await db.update(tutorials).set({ draftHtml: null, draftSavedAt: null }).where(eq(tutorials.id, id));
}

export async function deleteTutorial(db: Db, id: number): Promise<void> {
  await db.delete(tutorials).where(eq(tutorials.id, id));
}

/** Positions 1..n in the chapter's current order (after a tutorial leaves it). */
export async function compactPositions(db: Db, chapterId: number): Promise<void> {
  const rows = await db
    .select({ id: tutorials.id, position: tutorials.position })
    .from(tutorials)
    .where(eq(tutorials.chapterId, chapterId))
    .orderBy(asc(tutorials.position), asc(tutorials.id));
  for (const [i, r] of rows.entries()) {
    if (r.position !== i + 1)
      await db
        .update(tutorials)
        .set({ position: i + 1 })
        .where(eq(tutorials.id, r.id));
  }
}
