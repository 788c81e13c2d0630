import type { AppContext, Session } from "../../context.ts";
import { Invalid, NotFound } from "../../lib/errors.ts";
import { authorize, type CourseResource } from "../../policies/authorize.ts";
import { assistantIds, courseIdOf, findCourse, type CourseRow } from "./access-repo.ts";

/** A course with what its policies need (the rules themselves are in policies/authorize.ts). */
export interface CourseAccess {
  course: CourseRow;
  resource: CourseResource;
}

/** What a call needs: manage the course (owner, world director) or edit its tutorials (also its TAs). */
export type Need = "manage" | "tutorials";

const ROLE_MESSAGE = "Only teachers, teaching assistants and the world director author courses.";

/** The first check of every authoring call: the caller's role (country directors administer, they do not author). */
export function requireAuthor(session: Session): void {
  authorize(session, "authoring.use", null, ROLE_MESSAGE);
}

/** Checks the caller may act on the course; 404 for an unknown course, 403 with the reason otherwise. */
export async function checkCourse(ctx: AppContext, session: Session, courseId: number, need: Need) {
  requireAuthor(session);
  const course = await findCourse(ctx.db, courseId);
  if (!course) throw NotFound("That course");
  const resource: CourseResource = { ownerId: course.ownerId, assistantIds: await assistantIds(ctx.db, course.id) };
  if (need === "manage") {
    authorize(
      session,
      "course.manage",
      resource,
      `Only the owner of "${course.title}" or the world director can change the course and its structure.`,
    );
  } else {
    authorize(
      session,
      "course.editTutorials",
      resource,
      `Only the owner of "${course.title}", its teaching assistants or the world director can edit its tutorials.`,
    );
  }
  return { course, resource } satisfies CourseAccess;
}

const NAMES = { subject: "That subject", level: "That level", chapter: "That chapter", tutorial: "That tutorial" };

/** Checks the caller may act on the course that holds this subject, level, chapter or tutorial. */
export async function checkPart(
  ctx: AppContext,
  session: Session,
  kind: "subject" | "level" | "chapter" | "tutorial",
  id: number,
  need: Need,
) {
  requireAuthor(session);
  const courseId = await courseIdOf(ctx.db, kind, id);
  if (courseId === null) throw NotFound(NAMES[kind]);
  return checkCourse(ctx, session, courseId, need);
}

/** The ids must be exactly the current set (a stale or foreign list would lose or steal items). */
export function checkSameSet(current: readonly number[], ids: readonly number[], what: string): void {
  const known = new Set(current);
  if (ids.length !== current.length || ids.some((id) => !known.has(id))) {
    throw Invalid(
      "ids",
      `Send every ${what} exactly once; the list changed since you loaded it. Reload and try again.`,
    );
  }
}
