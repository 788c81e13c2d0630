import { and, asc, eq, exists, gt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chapters, courseStaff, courses, subjects, subscriptions, tutorials, users } from "../../db/schema/index.ts";

/**
 * The course's counts, as correlated subqueries (one round trip for a whole list). Written
 * out with table names: Drizzle may leave columns unqualified, and inside a subquery those
 * would bind to the subquery's own tables.
 */
const IN_COURSE = sql.raw(
  `from tutorials t join chapters ch on ch.id = t.chapter_id join subjects s on s.id = ch.subject_id where s.course_id = "courses"."id"`,
);
const counts = {
  subjects: sql<number>`(select count(*)::int from subjects s where s.course_id = "courses"."id")`,
  chapters: sql<number>`(select count(*)::int from chapters ch join subjects s on s.id = ch.subject_id where s.course_id = "courses"."id")`,
  tutorials: sql<number>`(select count(*)::int ${IN_COURSE})`,
  publishedTutorials: sql<number>`(select count(*)::int ${IN_COURSE} and t.status = 'published')`,
};

const listColumns = {
  course: courses,
  ownerName: sql<string>`${users.firstname} || ' ' || ${users.lastname}`,
  counts,
  /** The ids of its teaching assistants, for the policies. */
  assistantIds: sql<
    number[]
  >`coalesce((select array_agg(cs.user_id) from course_staff cs where cs.course_id = "courses"."id" and cs.role = 'assistant'), '{}')`,
};

export type CourseListRow = Awaited<ReturnType<typeof listCourses>>[number];

/** Every course (userId null: the world director) or those the user owns or assists, newest first. */
export async function listCourses(db: Db, userId: number | null) {
  const mine =
    userId === null
      ? undefined
      : or(
          eq(courses.ownerId, userId),
          exists(
            db
              .select({ one: sql`1` })
              .from(courseStaff)
              .where(
                and(
                  eq(courseStaff.courseId, courses.id),
                  eq(courseStaff.userId, userId),
                  eq(courseStaff.role, "assistant"),
                ),
              ),
          ),
        );
  return db
    .select(listColumns)
    .from(courses)
    .innerJoin(users, eq(users.id, courses.ownerId))
    .where(mine)
    .orderBy(asc(courses.displayOrder), asc(courses.id));
}

export async function findCourseListRow(db: Db, courseId: number): Promise<CourseListRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(courses)
    .innerJoin(users, eq(users.id, courses.ownerId))
    .where(eq(courses.id, courseId))
    .limit(1);
  return row;
}

type CourseInsert = Pick<
  typeof courses.$inferInsert,
  "title" | "summary" | "descriptionHtml" | "basePriceMinor" | "months" | "ownerId"
>;

/** A new draft course, placed after every other in the home page's order. */
export async function insertCourse(db: Db, values: CourseInsert): Promise<number> {
  const [row] = await db
    .insert(courses)
    .values({
      ...values,
      status: "draft",
      displayOrder: sql`(select coalesce(max(${courses.displayOrder}), 0) + 1 from ${courses})`,
    })
    .returning({ id: courses.id });
  if (!row) throw new Error("course insert returned nothing");
  return row.id;
}

export type CoursePatch = Partial<
  Pick<
    typeof courses.$inferInsert,
    "title" | "summary" | "descriptionHtml" | "basePriceMinor" | "months" | "status" | "logoUrl"
  >
>;

export async function updateCourse(db: Db, courseId: number, patch: CoursePatch): Promise<void> {
  await db
    .update(courses)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(courses.id, courseId));
}

export async function deleteCourse(db: Db, courseId: number): Promise<void> {
  await db.delete(courses).where(eq(courses.id, courseId));
}

/** Subscriptions that are active now: status 'active' and not yet expired. */
export async function activeSubscriptionCount(db: Db, courseId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${subscriptions.userId})::int` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.courseId, courseId),
        eq(subscriptions.status, "active"),
        gt(subscriptions.expiresAt, sql`now()`),
      ),
    );
  return row?.n ?? 0;
}

/** Every subscription ever recorded for the course (paid history included). */
export async function subscriptionCount(db: Db, courseId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(eq(subscriptions.courseId, courseId));
  return row?.n ?? 0;
}

/**
 * The course's status, its row locked until the transaction ends: a publication and the removal of
 * the course's last published tutorial take this lock first, so they cannot interleave.
 */
export async function lockCourse(db: Db, courseId: number): Promise<{ title: string; status: string } | undefined> {
  const [row] = await db
    .select({ title: courses.title, status: courses.status })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for("update");
  return row;
}

/** The course's published tutorials, leaving one out (the tutorial about to go) when given. */
export async function publishedTutorialCount(db: Db, courseId: number, except?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tutorials)
    .innerJoin(chapters, eq(chapters.id, tutorials.chapterId))
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .where(
      and(
        eq(subjects.courseId, courseId),
        eq(tutorials.status, "published"),
        except === undefined ? undefined : ne(tutorials.id, except),
      ),
    );
  return row?.n ?? 0;
}
