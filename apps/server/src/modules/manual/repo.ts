import { asc, desc, eq, and, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { manualRevisions, manualSections, users } from "../../db/schema/index.ts";

export type SectionRow = typeof manualSections.$inferSelect;
export type SectionWithAuthor = SectionRow & { authorFirst: string | null; authorLast: string | null };

function selectSections(db: Db) {
  return db
    .select({
      id: manualSections.id,
      title: manualSections.title,
      bodyHtml: manualSections.bodyHtml,
      renderedHtml: manualSections.renderedHtml,
      position: manualSections.position,
      revision: manualSections.revision,
      updatedBy: manualSections.updatedBy,
      createdAt: manualSections.createdAt,
      updatedAt: manualSections.updatedAt,
      authorFirst: users.firstname,
      authorLast: users.lastname,
    })
    .from(manualSections)
    .leftJoin(users, eq(users.id, manualSections.updatedBy));
}

/** Every section in reading order, with the name of whoever saved it last. */
export function listSections(db: Db): Promise<SectionWithAuthor[]> {
  return selectSections(db).orderBy(asc(manualSections.position), asc(manualSections.id));
}

export async function findSection(db: Db, id: number): Promise<SectionWithAuthor | undefined> {
  const [row] = await selectSections(db).where(eq(manualSections.id, id)).limit(1);
  return row;
}

async function nextPosition(db: Db): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${manualSections.position}), 0)` })
    .from(manualSections);
  return Number(row?.max ?? 0) + 1;
}

export interface SectionText {
  title: string;
  bodyHtml: string;
  renderedHtml: string;
}

/** A new section, placed last, with its first revision. */
export async function insertSection(db: Db, text: SectionText, authorId: number): Promise<SectionRow> {
  const position = await nextPosition(db);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(manualSections)
      .values({ ...text, position, revision: 1, updatedBy: authorId })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await tx.insert(manualRevisions).values({
      sectionId: row.id,
      number: 1,
      title: text.title,
      bodyHtml: text.bodyHtml,
      authorId,
    });
    return row;
  });
}

/**
 * Saves a new state of a section as revision n+1, only if the section is still at revision
 * `expected` (the conditional update decides between two saves); undefined when it was not.
 */
export async function saveRevision(
  db: Db,
  id: number,
  expected: number,
  text: SectionText,
  authorId: number,
  restoredFrom: number | null,
): Promise<SectionRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(manualSections)
      .set({ ...text, revision: expected + 1, updatedBy: authorId, updatedAt: new Date() })
      .where(and(eq(manualSections.id, id), eq(manualSections.revision, expected)))
      .returning();
    if (!row) return undefined;
    await tx.insert(manualRevisions).values({
      sectionId: id,
      number: expected + 1,
      title: text.title,
      bodyHtml: text.bodyHtml,
      authorId,
      restoredFrom,
    });
    return row;
  });
}

export async function deleteSection(db: Db, id: number): Promise<SectionRow | undefined> {
  const [row] = await db.delete(manualSections).where(eq(manualSections.id, id)).returning();
  return row;
}

/** Positions 1…n in the order given (every section's id once, checked by the caller). */
export async function setPositions(db: Db, ids: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(manualSections)
        .set({ position: index + 1 })
        .where(eq(manualSections.id, id));
    }
  });
}

const revisionColumns = {
  id: manualRevisions.id,
  sectionId: manualRevisions.sectionId,
  number: manualRevisions.number,
  title: manualRevisions.title,
  bodyHtml: manualRevisions.bodyHtml,
  restoredFrom: manualRevisions.restoredFrom,
  createdAt: manualRevisions.createdAt,
  authorFirst: users.firstname,
  authorLast: users.lastname,
};

export type RevisionRow = {
  id: number;
  sectionId: number;
  number: number;
  title: string;
  bodyHtml: string;
  restoredFrom: number | null;
  createdAt: Date;
  authorFirst: string | null;
  authorLast: string | null;
};

/** A section's revisions, newest first. */
export function listRevisions(db: Db, sectionId: number): Promise<RevisionRow[]> {
  return db
    .select(revisionColumns)
    .from(manualRevisions)
    .leftJoin(users, eq(users.id, manualRevisions.authorId))
    .where(eq(manualRevisions.sectionId, sectionId))
    .orderBy(desc(manualRevisions.number));
}

/** One revision of that section (a revision of another section is not found). */
export async function findRevision(db: Db, sectionId: number, revisionId: number): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select(revisionColumns)
    .from(manualRevisions)
    .leftJoin(users, eq(users.id, manualRevisions.authorId))
    .where(and(eq(manualRevisions.sectionId, sectionId), eq(manualRevisions.id, revisionId)))
    .limit(1);
  return row;
}

/** Keeps the HTML with its diagrams drawn, unless a save replaced the text meanwhile. */
export async function storeDrawnHtml(db: Db, id: number, before: string, drawn: string): Promise<void> {
  await db
    .update(manualSections)
    .set({ renderedHtml: drawn })
    .where(and(eq(manualSections.id, id), eq(manualSections.renderedHtml, before)));
}
