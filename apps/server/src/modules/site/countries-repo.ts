import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { countries } from "../../db/schema/index.ts";

export type CountryRow = typeof countries.$inferSelect;

export async function findCountry(db: Db, code: string): Promise<CountryRow | undefined> {
  const [row] = await db.select().from(countries).where(eq(countries.code, code.toUpperCase())).limit(1);
  return row;
}

export async function listCountries(db: Db, onlyActive = true): Promise<CountryRow[]> {
  const rows = await db.select().from(countries).orderBy(asc(countries.name));
  return onlyActive ? rows.filter((r) => r.active) : rows;
}
