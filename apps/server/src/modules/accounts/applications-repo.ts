import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { tutorApplications, users } from "../../db/schema/index.ts";

const columns = {
  id: tutorApplications.id,
  userId: tutorApplications.userId,
  bio: tutorApplications.bio,
  qualifications: tutorApplications.qualifications,
  subjects: tutorApplications.subjects,
  status: tutorApplications.status,
  decisionNote: tutorApplications.decisionNote,
  createdAt: tutorApplications.createdAt,
  decidedAt: tutorApplications.decidedAt,
  applicant: {
    id: users.id,
    firstname: users.firstname,
    lastname: users.lastname,
    email: users.email,
    country: users.country,
  },
};

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

export async function findApplication(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(tutorApplications)
    .innerJoin(users, eq(users.id, tutorApplications.userId))
    .where(eq(tutorApplications.id, id))
    .limit(1);
  return row;
}

export async function listApplicationsOf(db: Db, userId: number) {
  return db
    .select(columns)
    .from(tutorApplications)
    .innerJoin(users, eq(users.id, tutorApplications.userId))
    .where(eq(tutorApplications.userId, userId))
    .orderBy(desc(tutorApplications.createdAt), desc(tutorApplications.id));
}

/** By status; a country director's list keeps their country's applicants. */
export async function listApplications(db: Db, status: string, country: string | null) {
  return db
    .select(columns)
    .from(tutorApplications)
    .innerJoin(users, eq(users.id, tutorApplications.userId))
    .where(and(eq(tutorApplications.status, status), country ? eq(users.country, country) : undefined))
    .orderBy(tutorApplications.createdAt, tutorApplications.id)
    .limit(500);
}

export async function insertApplication(db: Db, values: typeof tutorApplications.$inferInsert): Promise<number> {
  const [row] = await db.insert(tutorApplications).values(values).returning({ id: tutorApplications.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Decides a still-pending application; false when another director decided it first. */
export async function decideApplication(
  db: Db,
  id: number,
  values: { status: string; decidedBy: number; decisionNote: string | null },
): Promise<boolean> {
  const rows = await db
    .update(tutorApplications)
    .set({ ...values, decidedAt: new Date() })
    .where(and(eq(tutorApplications.id, id), eq(tutorApplications.status, "pending")))
    .returning({ id: tutorApplications.id });
  return rows.length > 0;
}
