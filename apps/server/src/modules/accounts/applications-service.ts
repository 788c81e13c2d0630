import type { TutorApplication, TutorApplicationBody, TutorDecisionBody } from "@tq/contract/accounts";
import type { AppContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import { Conflict, NotFound, isUniqueViolation } from "../../lib/errors.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { authorize } from "../../policies/authorize.ts";
import { revokeUserSessions } from "../auth/tokens-repo.ts";
import { siteSettings } from "../site/settings.ts";
import { findUserById, updateUser } from "../users/repo.ts";
import {
  decideApplication,
  findApplication,
  insertApplication,
  listApplications,
  listApplicationsOf,
} from "./applications-repo.ts";
import { presentApplication } from "./presenter.ts";

const PENDING = "Your application is already waiting for a director's decision.";

/** GET /api/tutor-applications/mine */
export async function myApplications(ctx: AppContext, session: Session): Promise<TutorApplication[]> {
  authorize(session, "tutorApplication.apply", null);
  return (await listApplicationsOf(ctx.db, session.user.id)).map(presentApplication);
}

/** POST /api/tutor-applications: a pre-teacher applies; one pending application at a time. */
export async function apply(
  ctx: AppContext,
  session: Session,
  body: TutorApplicationBody,
  meta: RequestMeta,
): Promise<TutorApplication> {
  authorize(session, "tutorApplication.apply", null, "Only pre-teachers apply to become tutors.");
  const id = await insertApplication(ctx.db, {
    userId: session.user.id,
    bio: body.bio,
    qualifications: body.qualifications,
    subjects: [...new Set(body.subjects)],
  }).catch((err: unknown) => {
    // The partial unique index keeps one pending application per person, even under races.
    if (isUniqueViolation(err)) throw Conflict(PENDING);
    throw err;
  });
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "tutor_application.submit",
    targetType: "tutor_application",
    targetId: id,
    ip: meta.ip,
  });
  const row = await findApplication(ctx.db, id);
  if (!row) throw NotFound("The application");
  return presentApplication(row);
}

/** GET /api/tutor-applications: the directors' list (a country director: their country's). */
export async function listForDirector(ctx: AppContext, session: Session, status: string): Promise<TutorApplication[]> {
  authorize(session, "users.list", null);
  const country = session.user.role === "worlddirector" ? null : session.user.country;
  return (await listApplications(ctx.db, status, country)).map(presentApplication);
}

/** POST /api/tutor-applications/:id/decision: approve (role becomes teacher) or decline; the applicant is emailed. */
export async function decide(
  ctx: AppContext,
  session: Session,
  id: number,
  body: TutorDecisionBody,
  meta: RequestMeta,
): Promise<TutorApplication> {
  authorize(session, "users.list", null);
  const app = await findApplication(ctx.db, id);
  if (!app) throw NotFound("The application");
  authorize(session, "tutorApplication.decide", app.applicant, "This applicant is not in your country.");
  const approve = body.decision === "approve";
  const note = body.note?.trim() || null;
  const decided = await ctx.db.transaction(async (tx) => {
    const ok = await decideApplication(tx, id, {
      status: approve ? "approved" : "declined",
      decidedBy: session.user.id,
      decisionNote: note,
    });
    if (!ok) return false;
    const applicant = await findUserById(tx, app.userId);
    // Only a pre-teacher is promoted: a director may have changed the role meanwhile. The
    // application's bio starts their public page (userpage) unless they already wrote one.
    if (approve && applicant?.role === "preteacher") {
      await updateUser(tx, applicant.id, { role: "teacher", ...(applicant.bio ? {} : { bio: app.bio }) });
      // A role change ends the account's sessions (issue #13); the email says to sign in again.
      await revokeUserSessions(tx, applicant.id);
    }
    return true;
  });
  if (!decided) throw Conflict("This application was already decided.");
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: approve ? "tutor_application.approve" : "tutor_application.decline",
    targetType: "user",
    targetId: app.userId,
    ip: meta.ip,
    details: { applicationId: id },
  });
  const { siteTitle } = await siteSettings(ctx);
  await ctx.mailer.send({
    to: app.applicant.email,
    kind: approve ? "tutor-approved" : "tutor-declined",
    subject: approve ? `You are now a tutor on ${siteTitle}` : `Your tutor application on ${siteTitle}`,
    text: [
      `Hello ${app.applicant.firstname},`,
      "",
      approve
        ? "Your application to become a tutor was approved. Sign in again to see the teacher's menu."
        : "Your application to become a tutor was declined. You may apply again with more details.",
      ...(note ? ["", `The director's note: ${note}`] : []),
    ].join("\n"),
  });
  const row = await findApplication(ctx.db, id);
  if (!row) throw NotFound("The application");
  return presentApplication(row);
}
