import { and, asc, desc, eq, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  chapters,
  classAnnouncements,
  classSessions,
  courseStaff,
  courses,
  quizAttempts,
  quizzes,
  subjects,
  subscriptions,
  tutorials,
  users,
} from "../../db/schema/index.ts";

/** A subscription counts while it is active and not expired (ADR 0011). */
const activeNow = () => and(eq(subscriptions.status, "active"), gt(subscriptions.expiresAt, sql`now()`));

export async function findCourse(db: Db, courseId: number) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title, ownerId: courses.ownerId, status: courses.status })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row;
}

export type CourseRow = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

/** The course's staff rows of one kind ("tutor" or "assistant"). */
export async function staffIds(db: Db, courseId: number, role: "tutor" | "assistant"): Promise<number[]> {
  const rows = await db
    .select({ userId: courseStaff.userId })
    .from(courseStaff)
    .where(and(eq(courseStaff.courseId, courseId), eq(courseStaff.role, role)));
  return rows.map((r) => r.userId);
}

export async function findPerson(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      role: users.role,
      country: users.country,
      bio: users.bio,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** The class: students with an active subscription to the course naming the tutor. */
export async function classStudents(db: Db, courseId: number, tutorId: number) {
  const rows = await db
    .select({
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      expiresAt: sql<Date>`max(${subscriptions.expiresAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(and(eq(subscriptions.courseId, courseId), eq(subscriptions.tutorId, tutorId), activeNow()))
    .groupBy(users.id, users.firstname, users.lastname, users.email)
    .orderBy(asc(users.firstname), asc(users.lastname), asc(users.id));
  return rows;
}

export async function isClassStudent(db: Db, courseId: number, tutorId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.courseId, courseId),
        eq(subscriptions.tutorId, tutorId),
        eq(subscriptions.userId, userId),
        activeNow(),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function listAnnouncements(db: Db, courseId: number, tutorId: number, limit = 50) {
  return db
    .select({
      id: classAnnouncements.id,
      bodyHtml: classAnnouncements.bodyHtml,
      createdAt: classAnnouncements.createdAt,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(classAnnouncements)
    .leftJoin(users, eq(users.id, classAnnouncements.authorId))
    .where(and(eq(classAnnouncements.courseId, courseId), eq(classAnnouncements.tutorId, tutorId)))
    .orderBy(desc(classAnnouncements.createdAt), desc(classAnnouncements.id))
    .limit(limit);
}

export type SessionRow = typeof classSessions.$inferSelect;

/** Sessions not over yet (start + duration after now), soonest first. */
export async function listUpcomingSessions(db: Db, courseId: number, tutorId: number, limit = 50) {
  return db
    .select()
    .from(classSessions)
    .where(
      and(
        eq(classSessions.courseId, courseId),
        eq(classSessions.tutorId, tutorId),
        sql`${classSessions.startsAt} + make_interval(mins => ${classSessions.durationMinutes}) > now()`,
      ),
    )
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id))
    .limit(limit);
}

export async function insertAnnouncement(db: Db, values: typeof classAnnouncements.$inferInsert) {
  const [row] = await db.insert(classAnnouncements).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function insertSession(db: Db, values: typeof classSessions.$inferInsert) {
  const [row] = await db.insert(classSessions).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function findAnnouncement(db: Db, id: number) {
  const [row] = await db.select().from(classAnnouncements).where(eq(classAnnouncements.id, id)).limit(1);
  return row;
}

export async function findSession(db: Db, id: number) {
  const [row] = await db.select().from(classSessions).where(eq(classSessions.id, id)).limit(1);
  return row;
}

export async function deleteAnnouncement(db: Db, id: number): Promise<void> {
  await db.delete(classAnnouncements).where(eq(classAnnouncements.id, id));
}

export async function deleteSession(db: Db, id: number): Promise<void> {
  await db.delete(classSessions).where(eq(classSessions.id, id));
}

/** Published quizzes of the course whose window has not closed, by opening time. */
export async function upcomingQuizzes(db: Db, courseId: number) {
  return db
    .select({
      id: quizzes.id,
      title: quizzes.title,
      kind: quizzes.kind,
      subjectTitle: subjects.title,
      availableFrom: quizzes.availableFrom,
      availableUntil: quizzes.availableUntil,
    })
    .from(quizzes)
    .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
    .where(
      and(
        eq(quizzes.courseId, courseId),
        eq(quizzes.status, "published"),
        or(sql`${quizzes.availableUntil} is null`, gt(quizzes.availableUntil, sql`now()`)),
      ),
    )
    .orderBy(sql`${quizzes.availableFrom} asc nulls first`, asc(subjects.position), asc(quizzes.position))
    .limit(50);
}

export async function publishedTutorialCount(db: Db, courseId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tutorials)
    .innerJoin(chapters, eq(chapters.id, tutorials.chapterId))
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .where(and(eq(subjects.courseId, courseId), eq(tutorials.status, "published")));
  return row?.n ?? 0;
}

/** Released exam results of the course's quizzes, per student: how many and their average percent. */
export async function resultsOf(db: Db, courseId: number, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, { count: number; average: number | null }>();
  const rows = await db
    .select({
      userId: quizAttempts.userId,
      n: sql<number>`count(*)::int`,
      avg: sql<string | null>`round(avg(${quizAttempts.percent}), 1)`,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(
      and(
        eq(quizzes.courseId, courseId),
        eq(quizAttempts.mode, "exam"),
        eq(quizAttempts.status, "submitted"),
        isNotNull(quizAttempts.releasedAt),
        inArray(quizAttempts.userId, userIds),
      ),
    )
    .groupBy(quizAttempts.userId);
  return new Map(rows.map((r) => [r.userId, { count: r.n, average: r.avg === null ? null : Number(r.avg) }]));
}
