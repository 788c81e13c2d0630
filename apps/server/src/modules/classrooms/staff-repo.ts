import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courseAssistantInvitations, courseStaff, courses, users } from "../../db/schema/index.ts";

/** The courses a teacher owns (the world director: every course), by title. */
export async function coursesOwnedBy(db: Db, ownerId: number | "all") {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      ownerFirst: users.firstname,
      ownerLast: users.lastname,
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.ownerId))
    .where(ownerId === "all" ? undefined : eq(courses.ownerId, ownerId))
    .orderBy(asc(courses.title), asc(courses.id));
}

export async function assistantsOf(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({
      courseId: courseStaff.courseId,
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
    })
    .from(courseStaff)
    .innerJoin(users, eq(users.id, courseStaff.userId))
    .where(and(inArray(courseStaff.courseId, courseIds), eq(courseStaff.role, "assistant")))
    .orderBy(asc(users.firstname), asc(users.lastname));
}

export async function invitationsOf(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(courseAssistantInvitations)
    .where(inArray(courseAssistantInvitations.courseId, courseIds))
    .orderBy(asc(courseAssistantInvitations.createdAt));
}

/** Adds a course assistant; adding one twice is a no-op (the primary key). */
export async function addAssistant(db: Db, courseId: number, userId: number): Promise<boolean> {
  const rows = await db
    .insert(courseStaff)
    .values({ courseId, userId, role: "assistant" })
    .onConflictDoNothing()
    .returning({ userId: courseStaff.userId });
  return rows.length > 0;
}

export async function removeAssistant(db: Db, courseId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(courseStaff)
    .where(and(eq(courseStaff.courseId, courseId), eq(courseStaff.userId, userId), eq(courseStaff.role, "assistant")))
    .returning({ userId: courseStaff.userId });
  return rows.length > 0;
}

/** A new invitation, or the one already waiting for that email. */
export async function upsertInvitation(db: Db, courseId: number, email: string, invitedBy: number) {
  const [row] = await db
    .insert(courseAssistantInvitations)
    .values({ courseId, email, invitedBy })
    .onConflictDoUpdate({
      target: [courseAssistantInvitations.courseId, courseAssistantInvitations.email],
      set: { invitedBy },
    })
    .returning();
  if (!row) throw new Error("upsert returned no row");
  return row;
}

export async function deleteInvitation(db: Db, courseId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(courseAssistantInvitations)
    .where(and(eq(courseAssistantInvitations.id, id), eq(courseAssistantInvitations.courseId, courseId)))
    .returning({ id: courseAssistantInvitations.id });
  return rows.length > 0;
}

/**
 * Invitations waiting for emails that now belong to teaching assistants (or teachers): they
 * become course_staff rows and are removed, in one transaction.
 */
export async function applyWaitingInvitations(db: Db, courseIds: number[]): Promise<number> {
  if (courseIds.length === 0) return 0;
  const ready = await db
    .select({ id: courseAssistantInvitations.id, courseId: courseAssistantInvitations.courseId, userId: users.id })
    .from(courseAssistantInvitations)
    .innerJoin(users, eq(users.email, courseAssistantInvitations.email))
    .where(
      and(
        inArray(courseAssistantInvitations.courseId, courseIds),
        inArray(users.role, ["teachingassistant", "teacher"]),
        eq(users.status, "active"),
      ),
    );
  if (ready.length === 0) return 0;
  await db.transaction(async (tx) => {
    await tx
      .insert(courseStaff)
      .values(ready.map((r) => ({ courseId: r.courseId, userId: r.userId, role: "assistant" })))
      .onConflictDoNothing();
    await tx.delete(courseAssistantInvitations).where(
      inArray(
        courseAssistantInvitations.id,
        ready.map((r) => r.id),
      ),
    );
  });
  return ready.length;
}
