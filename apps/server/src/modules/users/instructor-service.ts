import type { InstructorStudent, UpdateUserByInstructorBody } from "@tq/contract/classrooms";
import type { AppContext, DbContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import { Forbidden, Invalid } from "../../lib/errors.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { findCountry } from "../site/countries-repo.ts";
import { coursesTaughtTo } from "./instructor-repo.ts";
import { findUserById, updateUser, type UserRow } from "./repo.ts";

const NOT_YOURS = "You can correct the details of your own course's students only.";

/**
 * A student the caller teaches: a teacher (the course's owner or the student's tutor, through
 * an active subscription) or the world director. Anyone else, or a user who is not a student,
 * is refused with the same 403, so ids cannot be probed for who exists.
 */
async function taughtStudent(ctx: DbContext, session: Session, userId: number) {
  const role = session.user.role;
  if (role !== "teacher" && role !== "worlddirector") throw Forbidden("Only teachers correct their students' details.");
  const student = await findUserById(ctx.db, userId);
  if (!student || student.role !== "student") throw Forbidden(NOT_YOURS);
  const taught = await coursesTaughtTo(ctx.db, userId, role === "worlddirector" ? "all" : session.user.id);
  if (taught.length === 0) throw Forbidden(NOT_YOURS);
  return { student, taught };
}

function present(student: UserRow, taught: InstructorStudent["courses"]): InstructorStudent {
  return {
    id: student.id,
    firstname: student.firstname,
    lastname: student.lastname,
    email: student.email,
    country: student.country,
    courses: taught,
  };
}

/** GET /api/instructor/students/{userId}: what edituserprofile shows. */
export async function instructorStudent(ctx: DbContext, session: Session, userId: number): Promise<InstructorStudent> {
  const { student, taught } = await taughtStudent(ctx, session, userId);
  return present(student, taught);
}

/**
 * POST /api/users/updateuserbyinstructor: name and country only; the email is the student's
 * sign-in and recovery address, so only they change it (ADR 0027).
 */
export async function updateUserByInstructor(
  ctx: AppContext,
  session: Session,
  body: UpdateUserByInstructorBody,
  meta: RequestMeta,
): Promise<InstructorStudent> {
  const { student, taught } = await taughtStudent(ctx, session, body.userId);
  const country = await findCountry(ctx.db, body.country);
  if (!country?.active) throw Invalid("country", "Choose a country from the list.");
  const updated = await updateUser(ctx.db, student.id, {
    firstname: body.firstname,
    lastname: body.lastname,
    country: body.country,
  });
  const changed = (["firstname", "lastname", "country"] as const).filter((k) => student[k] !== updated[k]);
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "user.update_by_instructor",
    targetType: "user",
    targetId: student.id,
    ip: meta.ip,
    details: { changed },
  });
  return present(updated, taught);
}
