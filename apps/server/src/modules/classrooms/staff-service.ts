import type {
  CourseAssistants,
  InviteAssistant,
  InviteAssistantAnswer,
  MyCoursesAssistants,
} from "@tq/contract/classrooms";
import type { AppContext, DbContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import { Conflict, NotFound } from "../../lib/errors.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { authorize } from "../../policies/authorize.ts";
import { appBase } from "../../lib/app-base.ts";
import { findUserByEmail } from "../users/repo.ts";
import { findCourse, staffIds } from "./repo.ts";
import * as staff from "./staff-repo.ts";

/** Those who may be a course's assistant: teaching assistants, and teachers helping a colleague. */
const ASSISTANT_ROLES = new Set(["teachingassistant", "teacher"]);

/** The course, if the caller manages it (its owner or the world director: policy course.manage). */
async function managedCourse(ctx: DbContext, session: Session, courseId: number) {
  const course = await findCourse(ctx.db, courseId);
  if (!course) throw NotFound("This course");
  const assistantIds = await staffIds(ctx.db, courseId, "assistant");
  authorize(
    session,
    "course.manage",
    { ownerId: course.ownerId, assistantIds },
    "Only the course's owner manages its assistants.",
  );
  return course;
}

async function describe(ctx: DbContext, ids: number[]) {
  await staff.applyWaitingInvitations(ctx.db, ids);
  const [assistants, invitations] = await Promise.all([
    staff.assistantsOf(ctx.db, ids),
    staff.invitationsOf(ctx.db, ids),
  ]);
  return (courseId: number) => ({
    assistants: assistants
      .filter((a) => a.courseId === courseId)
      .map((a) => ({ userId: a.userId, name: `${a.firstname} ${a.lastname}`, email: a.email })),
    invitations: invitations
      .filter((i) => i.courseId === courseId)
      .map((i) => ({ id: i.id, email: i.email, createdAt: i.createdAt.toISOString() })),
  });
}

/** GET /api/courses/{courseId}/assistants (coursetas). Waiting invitations that can be applied are. */
export async function courseAssistants(ctx: DbContext, session: Session, courseId: number): Promise<CourseAssistants> {
  const course = await managedCourse(ctx, session, courseId);
  const of = await describe(ctx, [courseId]);
  return { course: { id: course.id, title: course.title }, ...of(courseId) };
}

/** GET /api/teaching-assistants: the teacher's own courses (the world director's: all) with their TAs. */
export async function myCoursesAssistants(ctx: DbContext, session: Session): Promise<MyCoursesAssistants> {
  authorize(session, "course.create", null, "Only teachers manage teaching assistants.");
  const owned = await staff.coursesOwnedBy(ctx.db, session.user.role === "worlddirector" ? "all" : session.user.id);
  const of = await describe(
    ctx,
    owned.map((c) => c.id),
  );
  return {
    courses: owned.map((c) => ({
      course: { id: c.id, title: c.title },
      ownerName: `${c.ownerFirst} ${c.ownerLast}`,
      ...of(c.id),
    })),
  };
}

/**
 * POST /api/courses/{courseId}/assistants: a teaching assistant's account joins the course at
 * once (and is told by email); any other email gets an invitation that waits (ADR 0027).
 */
export async function inviteAssistant(
  ctx: AppContext,
  session: Session,
  courseId: number,
  body: InviteAssistant,
  meta: RequestMeta,
): Promise<InviteAssistantAnswer> {
  const course = await managedCourse(ctx, session, courseId);
  const user = await findUserByEmail(ctx.db, body.email);
  if (user && user.id === course.ownerId)
    throw Conflict("The course's owner cannot be its assistant.", { email: "This is the course's owner." });
  const by = `${session.user.firstname} ${session.user.lastname}`;
  const base = appBase(ctx);
  if (user && user.status === "active" && ASSISTANT_ROLES.has(user.role)) {
    const added = await staff.addAssistant(ctx.db, courseId, user.id);
    if (!added)
      throw Conflict("This person already assists the course.", { email: "Already an assistant of this course." });
    await ctx.mailer.send({
      to: user.email,
      kind: "course-assistant-added",
      subject: `You now assist "${course.title}"`,
      text: [
        `Hello ${user.firstname},`,
        "",
        `${by} added you as a teaching assistant of "${course.title}".`,
        "You can now write its tutorials and quizzes and mark its students' answers:",
        "",
        `${base}/managetutorials`,
      ].join("\n"),
    });
    await audit(ctx.db, {
      actorId: session.user.id,
      realActorId: session.realUserId,
      action: "course.assistant_add",
      targetType: "course",
      targetId: courseId,
      ip: meta.ip,
      details: { userId: user.id },
    });
    return { outcome: "added", message: `${user.firstname} ${user.lastname} now assists this course.` };
  }
  const invitation = await staff.upsertInvitation(ctx.db, courseId, body.email, session.user.id);
  await ctx.mailer.send({
    to: body.email,
    kind: "course-assistant-invitation",
    subject: `An invitation to assist "${course.title}"`,
    text: [
      "Hello,",
      "",
      `${by} invites you to be a teaching assistant of "${course.title}".`,
      ...(user
        ? ["Your account is not a teaching assistant's yet: ask the site's directors to make it one."]
        : [
            `Create your account with this email address (${body.email}): ${base}/login/two`,
            "Then ask the site's directors to make your account a teaching assistant's.",
          ]),
      "The invitation applies by itself once your account is a teaching assistant's.",
    ].join("\n"),
  });
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "course.assistant_invite",
    targetType: "course",
    targetId: courseId,
    ip: meta.ip,
    details: { invitationId: invitation.id, existingAccount: Boolean(user) },
  });
  return { outcome: "invited", message: `An invitation was emailed to ${body.email}.` };
}

/** DELETE /api/courses/{courseId}/assistants/{userId} */
export async function removeAssistant(
  ctx: AppContext,
  session: Session,
  courseId: number,
  userId: number,
  meta: RequestMeta,
): Promise<void> {
  await managedCourse(ctx, session, courseId);
  if (!(await staff.removeAssistant(ctx.db, courseId, userId))) throw NotFound("This assistant");
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "course.assistant_remove",
    targetType: "course",
    targetId: courseId,
    ip: meta.ip,
    details: { userId },
  });
}

/** DELETE /api/courses/{courseId}/assistant-invitations/{invitationId} */
export async function cancelInvitation(
  ctx: AppContext,
  session: Session,
  courseId: number,
  invitationId: number,
  meta: RequestMeta,
): Promise<void> {
  await managedCourse(ctx, session, courseId);
  if (!(await staff.deleteInvitation(ctx.db, courseId, invitationId))) throw NotFound("This invitation");
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "course.assistant_invitation_cancel",
    targetType: "course",
    targetId: courseId,
    ip: meta.ip,
    details: { invitationId },
  });
}
