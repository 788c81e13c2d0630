import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { settings } from "../../db/schema/index.ts";

export async function readScope(db: Db, scope: string): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(eq(settings.scope, scope));
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function readSetting(db: Db, scope: string, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.scope, scope), eq(settings.key, key)))
    .limit(1);
  return row?.value;
}

export async function writeSetting(
  db: Db,
  scope: string,
  key: string,
  value: unknown,
  by: number | null,
): Promise<void> {
  await db
    .insert(settings)
    .values({ scope, key, value, updatedBy: by })
    .onConflictDoUpdate({
      target: [settings.scope, settings.key],
      set: { value, updatedBy: by, updatedAt: new Date() },
    });
}
