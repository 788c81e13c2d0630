import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { countries, exchangeRateHistory, users } from "../../db/schema/index.ts";

const fullName = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;

/** Every country, active or not, with its director's name. */
export function listAdminCountries(db: Db) {
  return db
    .select({
      code: countries.code,
      name: countries.name,
      currency: countries.currency,
      exchangeRate: countries.exchangeRate,
      active: countries.active,
      directorId: countries.directorId,
      directorName: sql<string | null>`case when ${users.id} is null then null else ${fullName} end`,
    })
    .from(countries)
    .leftJoin(users, eq(users.id, countries.directorId))
    .orderBy(asc(countries.name));
}

/** Users who may direct a country: role countrydirector (of that country, checked by the caller). */
export function listDirectorCandidates(db: Db) {
  return db
    .select({ id: users.id, name: fullName, country: users.country })
    .from(users)
    .where(eq(users.role, "countrydirector"))
    .orderBy(asc(users.lastname), asc(users.firstname));
}

export async function findUserRoleCountry(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, country: users.country })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export function rateHistoryOf(db: Db, code: string) {
  return db
    .select({
      id: exchangeRateHistory.id,
      country: exchangeRateHistory.country,
      oldRate: exchangeRateHistory.oldRate,
      newRate: exchangeRateHistory.newRate,
      changedBy: sql<string | null>`case when ${users.id} is null then null else ${fullName} end`,
      changedAt: exchangeRateHistory.changedAt,
    })
    .from(exchangeRateHistory)
    .leftJoin(users, eq(users.id, exchangeRateHistory.changedBy))
    .where(eq(exchangeRateHistory.country, code))
    .orderBy(desc(exchangeRateHistory.changedAt), desc(exchangeRateHistory.id))
    .limit(200);
}

/** Adds the country unless its code is taken (one statement decides); false when it was. */
export async function insertCountry(db: Db, values: typeof countries.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(countries).values(values).onConflictDoNothing().returning({ code: countries.code });
  return inserted.length > 0;
}

export type CountryPatch = Partial<Pick<typeof countries.$inferInsert, "exchangeRate" | "active" | "directorId">>;

export async function updateCountry(db: Db, code: string, patch: CountryPatch): Promise<void> {
  await db
    .update(countries)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(countries.code, code));
}

/** One line of exchange_rate_history. */
export async function insertRateChange(db: Db, values: typeof exchangeRateHistory.$inferInsert): Promise<void> {
  await db.insert(exchangeRateHistory).values(values);
}
