import type { ClassroomViewer } from "@tq/contract/classrooms";
import type { DbContext, Session } from "../../context.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
import { findCourse, findPerson, isClassStudent, staffIds, type CourseRow } from "./repo.ts";

/** A class as the checks see it: the course, its tutor, and who is asking. */
export interface OpenedClass {
  course: CourseRow;
  tutor: NonNullable<Awaited<ReturnType<typeof findPerson>>>;
  viewer: ClassroomViewer;
  /** The class's tutor, the course's owner or the world director: roster, results, writing. */
  canWrite: boolean;
}

const NOT_IN_CLASS = "This classroom is open to its students, its tutor and the course's staff.";

/**
 * Who may open classroom/{courseId}/{tutorId}: a class exists when the tutor owns the course or
 * tutors it (course_staff "tutor"). Its tutor, the course's owner and the world director see
 * everything; the course's teaching assistants see what students see; students of the class
 * (an active subscription naming the tutor) see the class without the roster. No one else.
 */
export async function openClass(
  ctx: DbContext,
  session: Session,
  courseId: number,
  tutorId: number,
): Promise<OpenedClass> {
  const course = await findCourse(ctx.db, courseId);
  if (!course) throw NotFound("This course");
  const tutor = await findPerson(ctx.db, tutorId);
  const tutors = await staffIds(ctx.db, courseId, "tutor");
  if (!tutor || (tutor.id !== course.ownerId && !tutors.includes(tutor.id))) throw NotFound("This classroom");
  const me = session.user;
  if (me.id === tutor.id || me.id === course.ownerId || me.role === "worlddirector") {
    return { course, tutor, viewer: "tutor", canWrite: true };
  }
  if (me.role === "teachingassistant" || me.role === "teacher") {
    const assistants = await staffIds(ctx.db, courseId, "assistant");
    if (assistants.includes(me.id)) return { course, tutor, viewer: "assistant", canWrite: false };
  }
  if (me.role === "student" && (await isClassStudent(ctx.db, courseId, tutorId, me.id))) {
    return { course, tutor, viewer: "student", canWrite: false };
  }
  throw Forbidden(NOT_IN_CLASS);
}

/** Writing to a class (announcements, sessions): its tutor, the course's owner, the world director. */
export async function openClassToWrite(
  ctx: DbContext,
  session: Session,
  courseId: number,
  tutorId: number,
): Promise<OpenedClass> {
  const opened = await openClass(ctx, session, courseId, tutorId);
  if (!opened.canWrite) throw Forbidden("Only the class's tutor and the course's owner write to the class.");
  return opened;
}

/** "Ada L.": classmates see each other without full names. */
export function shortName(firstname: string, lastname: string): string {
  const initial = lastname.trim().charAt(0).toUpperCase();
  return initial ? `${firstname.trim()} ${initial}.` : firstname.trim();
}
