import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { folderPages } from "../../db/schema/index.ts";

export type FolderPageRow = typeof folderPages.$inferSelect;

export function listFolderPages(db: Db): Promise<FolderPageRow[]> {
  return db.select().from(folderPages).orderBy(asc(folderPages.id));
}

export async function findFolderPage(db: Db, id: number): Promise<FolderPageRow | undefined> {
  const [row] = await db.select().from(folderPages).where(eq(folderPages.id, id)).limit(1);
  return row;
}

export async function insertFolderPage(
  db: Db,
  values: { title: string; html: string; published: boolean; createdBy: number | null },
): Promise<FolderPageRow> {
  const [row] = await db.insert(folderPages).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateFolderPage(
  db: Db,
  id: number,
  values: { title: string; html: string; published: boolean },
): Promise<FolderPageRow | undefined> {
  const [row] = await db
    .update(folderPages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(folderPages.id, id))
    .returning();
  return row;
}

export async function deleteFolderPage(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(folderPages).where(eq(folderPages.id, id)).returning({ id: folderPages.id });
  return rows.length > 0;
}
