import { ROLE_LABELS, type Role } from "@tq/contract/roles";
import type { TutorPage } from "@tq/contract/classrooms";
import type { AppContext, DbContext, Session } from "../../context.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import { recordChange } from "../../lib/record-change.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { updateUser } from "../users/repo.ts";
import { findPerson } from "./repo.ts";
import { taughtCourses, tutoredClasses } from "./tutor-page-repo.ts";

/** Only those who teach have a public page; anyone else's id answers 404 like an unknown one. */
const TEACHING_ROLES = new Set<string>(["teacher", "teachingassistant"]);

/**
 * GET /api/users/{id}/page (userpage/{id}): a tutor's public profile: bio, the published
 * courses they own or assist, and the classes they tutor with their sizes. Public.
 */
export async function tutorPage(ctx: DbContext, id: number): Promise<TutorPage> {
  const person = await findPerson(ctx.db, id);
  if (!person || person.status !== "active" || !TEACHING_ROLES.has(person.role)) throw NotFound("This tutor's page");
  const taught = await taughtCourses(ctx.db, id);
  const classes = await tutoredClasses(ctx.db, id);
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
  // coursedetail and coursetutors show tutors' bios: public answers may be cached.
  await recordChange(
    ctx,
    session,
    meta,
    { action: "user.bio_update", targetType: "user", targetId: session.user.id, details: { length: bio.length } },
    (tx) => updateUser(tx, session.user.id, { bio: bio === "" ? null : bio }),
  );
}
