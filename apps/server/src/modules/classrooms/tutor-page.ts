import { and, asc, eq, gt, isNotNull, or, sql } from "drizzle-orm";
import { ROLE_LABELS, type Role } from "@tq/contract/roles";
import type { TutorPage } from "@tq/contract/classrooms";
import type { AppContext, DbContext, Session } from "../../context.ts";
import { courseStaff, courses, subscriptions } from "../../db/schema/index.ts";
import { audit } from "../../lib/audit-repo.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { updateUser } from "../users/repo.ts";
import { findPerson } from "./repo.ts";

/** Only those who teach have a public page; anyone else's id answers 404 like an unknown one. */
const TEACHING_ROLES = new Set<string>(["teacher", "teachingassistant"]);

/**
 * GET /api/users/{id}/page (userpage/{id}): a tutor's public profile: bio, the published
 * courses they own or assist, and the classes they tutor with their sizes. Public.
 */
export async function tutorPage(ctx: DbContext, id: number): Promise<TutorPage> {
  const person = await findPerson(ctx.db, id);
  if (!person || person.status !== "active" || !TEACHING_ROLES.has(person.role)) throw NotFound("This tutor's page");
  const taught = await ctx.db
    // Published courses they own, tutor or assist.
    .selectDistinct({ id: courses.id, title: courses.title, summary: courses.summary })
    .from(courses)
    .leftJoin(courseStaff, and(eq(courseStaff.courseId, courses.id), eq(courseStaff.userId, id)))
    .where(and(eq(courses.status, "published"), or(eq(courses.ownerId, id), isNotNull(courseStaff.userId))))
    .orderBy(asc(courses.title));
  // A class: a published course the person owns or tutors (course_staff "tutor"), sized by active subscriptions.
  const classes = await ctx.db
    .select({
      courseId: courses.id,
      title: courses.title,
      studentCount: sql<number>`count(distinct ${subscriptions.userId})::int`,
    })
    .from(courses)
    .leftJoin(courseStaff, and(eq(courseStaff.courseId, courses.id), eq(courseStaff.role, "tutor")))
    .innerJoin(
      subscriptions,
      and(
        eq(subscriptions.courseId, courses.id),
        eq(subscriptions.tutorId, id),
        eq(subscriptions.status, "active"),
        gt(subscriptions.expiresAt, sql`now()`),
      ),
    )
    .where(and(eq(courses.status, "published"), or(eq(courses.ownerId, id), eq(courseStaff.userId, id))))
    .groupBy(courses.id, courses.title)
    .orderBy(asc(courses.title));
  return {
    id: person.id,
    name: `${person.firstname} ${person.lastname}`,
    roleLabel: ROLE_LABELS[person.role as Role],
    country: person.country,
    bio: person.bio,
    courses: taught,
    classes,
  };
}

/**
 * PUT /api/users/me/bio: those who teach write their own biography (plain text, shown as text on
 * userpage and the tutor cards of coursetutors); "" removes it. Acting admins may fix one too:
 * it is public profile text, not a credential.
 */
export async function updateOwnBio(ctx: AppContext, session: Session, bio: string, meta: RequestMeta): Promise<void> {
  if (!TEACHING_ROLES.has(session.user.role)) throw Forbidden("Only tutors have a public page to describe.");
  await updateUser(ctx.db, session.user.id, { bio: bio === "" ? null : bio });
  // coursedetail and coursetutors show tutors' bios: public answers may be cached.
  ctx.publicVersion.bump();
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "user.bio_update",
    targetType: "user",
    targetId: session.user.id,
    ip: meta.ip,
    details: { length: bio.length },
  });
}
