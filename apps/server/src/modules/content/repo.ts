import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { latexSymbols, tikzExamples } from "../../db/schema/index.ts";

export type SymbolRow = typeof latexSymbols.$inferSelect;
export type ExampleRow = typeof tikzExamples.$inferSelect;

/** Every palette symbol in palette order: categories by their first symbol, symbols by position. */
export function listSymbols(db: Db): Promise<SymbolRow[]> {
  return db.select().from(latexSymbols).orderBy(asc(latexSymbols.position), asc(latexSymbols.id));
}

export async function findSymbol(db: Db, id: number): Promise<SymbolRow | undefined> {
  const [row] = await db.select().from(latexSymbols).where(eq(latexSymbols.id, id)).limit(1);
  return row;
}

/** The palette entries of one category with exactly this LaTeX. */
export function symbolsWithLatex(db: Db, category: string, latex: string): Promise<SymbolRow[]> {
  return db
    .select()
    .from(latexSymbols)
    .where(and(eq(latexSymbols.category, category), eq(latexSymbols.latex, latex)));
}

/** The position after every symbol: a new symbol (or one moved to another category) goes last. */
async function nextSymbolPosition(db: Db): Promise<number> {
  const [row] = await db.select({ max: sql<number>`coalesce(max(${latexSymbols.position}), 0)` }).from(latexSymbols);
  return Number(row?.max ?? 0) + 1;
}

export async function insertSymbol(
  db: Db,
  values: Pick<SymbolRow, "category" | "label" | "latex">,
): Promise<SymbolRow> {
  const [row] = await db
    .insert(latexSymbols)
    .values({ ...values, position: await nextSymbolPosition(db) })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateSymbol(
  db: Db,
  id: number,
  values: Partial<Pick<SymbolRow, "category" | "label" | "latex">>,
  moveLast: boolean,
): Promise<SymbolRow | undefined> {
  const position = moveLast ? { position: await nextSymbolPosition(db) } : {};
  const [row] = await db
    .update(latexSymbols)
    .set({ ...values, ...position })
    .where(eq(latexSymbols.id, id))
    .returning();
  return row;
}

export async function deleteSymbol(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(latexSymbols).where(eq(latexSymbols.id, id)).returning({ id: latexSymbols.id });
  return rows.length > 0;
}

/** Gives each symbol of `ids` the position of its index + 1 (one transaction; unchanged ones skipped). */
export async function setSymbolPositions(db: Db, ids: readonly number[], current: readonly SymbolRow[]): Promise<void> {
  const was = new Map(current.map((r) => [r.id, r.position]));
  await db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) {
      if (was.get(id) !== i + 1)
        await tx
          .update(latexSymbols)
          .set({ position: i + 1 })
          .where(eq(latexSymbols.id, id));
    }
  });
}

export function listExamples(db: Db): Promise<ExampleRow[]> {
  return db.select().from(tikzExamples).orderBy(asc(tikzExamples.position), asc(tikzExamples.id));
}

export async function findExample(db: Db, id: number): Promise<ExampleRow | undefined> {
  const [row] = await db.select().from(tikzExamples).where(eq(tikzExamples.id, id)).limit(1);
  return row;
}

export async function insertExample(
  db: Db,
  values: Pick<ExampleRow, "title" | "description" | "source">,
): Promise<ExampleRow> {
  const [max] = await db.select({ max: sql<number>`coalesce(max(${tikzExamples.position}), 0)` }).from(tikzExamples);
  const [row] = await db
    .insert(tikzExamples)
    .values({ ...values, position: Number(max?.max ?? 0) + 1 })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateExample(
  db: Db,
  id: number,
  values: Partial<Pick<ExampleRow, "title" | "description" | "source">>,
): Promise<ExampleRow | undefined> {
  const [row] = await db.update(tikzExamples).set(values).where(eq(tikzExamples.id, id)).returning();
  return row;
}

export async function deleteExample(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(tikzExamples).where(eq(tikzExamples.id, id)).returning({ id: tikzExamples.id });
  return rows.length > 0;
}

/** Gives each example of `ids` the position of its index + 1, in one transaction. */
export async function setExamplePositions(
  db: Db,
  ids: readonly number[],
  current: readonly ExampleRow[],
): Promise<void> {
  const was = new Map(current.map((r) => [r.id, r.position]));
  await db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) {
      if (was.get(id) !== i + 1)
        await tx
          .update(tikzExamples)
          .set({ position: i + 1 })
          .where(eq(tikzExamples.id, id));
    }
  });
}
