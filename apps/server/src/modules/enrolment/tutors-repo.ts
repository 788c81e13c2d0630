import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courseStaff, courses, users } from "../../db/schema/index.ts";

/** A course's tutors: its owner and the course_staff rows with the tutor role (active accounts only). */
export async function listCourseTutors(db: Db, courseId: number) {
  const rows = await db
    .selectDistinct({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      country: users.country,
      bio: users.bio,
      isOwner: sql<boolean>`${users.id} = ${courses.ownerId}`,
    })
    .from(courses)
    .innerJoin(
      users,
      or(
        eq(users.id, courses.ownerId),
        sql`exists (select 1 from ${courseStaff} where ${courseStaff.courseId} = ${courses.id}
          and ${courseStaff.userId} = ${users.id} and ${courseStaff.role} = 'tutor')`,
      ),
    )
    .where(and(eq(courses.id, courseId), eq(users.status, "active")))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
  // The owner first: the course's author is the tutor most students look for.
  return [...rows.filter((r) => r.isOwner), ...rows.filter((r) => !r.isOwner)];
}
