import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, companyMembers, users } from "../../db/schema/index.ts";

const memberCount = sql<number>`(select count(*)::int from ${companyMembers} where ${companyMembers.companyId} = ${companies.id})`;

const companyColumns = {
  id: companies.id,
  name: companies.name,
  kind: companies.kind,
  country: companies.country,
  createdAt: companies.createdAt,
  memberCount,
};

export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;
export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

/** Every company, or one country's (a country director's list). */
export async function listCompanies(db: Db, country: string | null) {
  return db
    .select(companyColumns)
    .from(companies)
    .where(country ? eq(companies.country, country) : undefined)
    .orderBy(asc(companies.name), asc(companies.id));
}

export async function findCompany(db: Db, id: number) {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function insertCompany(db: Db, values: typeof companies.$inferInsert): Promise<number> {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateCompany(
  db: Db,
  id: number,
  values: { name: string; kind: string; country: string },
): Promise<void> {
  await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id));
}

export async function listMembers(db: Db, companyId: number) {
  return db
    .select({
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      role: users.role,
      position: companyMembers.position,
      addedAt: companyMembers.addedAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(users.lastname), asc(users.firstname));
}

/** Adds a member; false when they already belong. */
export async function addMember(db: Db, companyId: number, userId: number, position: string): Promise<boolean> {
  const rows = await db
    .insert(companyMembers)
    .values({ companyId, userId, position })
    .onConflictDoNothing()
    .returning({ userId: companyMembers.userId });
  return rows.length > 0;
}

export async function removeMember(db: Db, companyId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .returning({ userId: companyMembers.userId });
  return rows.length > 0;
}
