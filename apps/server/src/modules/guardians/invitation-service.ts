import type { AcceptInvitationBody, MyGuardians } from "@tq/contract/guardians";
import type { AppContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import { AppError, Invalid, NotFound, Conflict, isUniqueViolation } from "../../lib/errors.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { refuseWhileActing } from "../../policies/acting.ts";
import { appBase } from "../../lib/app-base.ts";
import { authorize } from "../../policies/authorize.ts";
import { siteSettings } from "../site/settings.ts";
import { findUserById, type UserRow } from "../users/repo.ts";
import { GUARDIANS_ONLY, STUDENTS_ONLY } from "./refusals.ts";
import { presentInvitation, presentLink } from "./presenter.ts";
import * as repo from "./repo.ts";

export const INVITATION_TTL_MS = 7 * 24 * 3600_000;
/** Invitations are emails to addresses a student types: bounded so the site cannot be used to spam. */
export const MAX_OPEN_INVITATIONS = 5;
const RESEND_AFTER_MS = 60_000;

export async function myGuardians(ctx: AppContext, session: Session): Promise<MyGuardians> {
  authorize(session, "guardian.invite", null, STUDENTS_ONLY);
  const [links, invitations] = await Promise.all([
    repo.listLinks(ctx.db, "ward", session.user.id),
    repo.listOpenInvitations(ctx.db, session.user.id),
  ]);
  const now = Date.now();
  return { guardians: links.map(presentLink), invitations: invitations.map((i) => presentInvitation(i, now)) };
}

/** Invites (or, for an address already invited, re-invites) a guardian by email. */
export async function invite(ctx: AppContext, session: Session, email: string, meta: RequestMeta): Promise<void> {
  authorize(session, "guardian.invite", null, STUDENTS_ONLY);
  refuseWhileActing(session, "Only the student invites their guardians.");
  if (email === session.user.email) throw Invalid("email", "Enter your guardian's address, not your own.");
  const guardians = await repo.listLinks(ctx.db, "ward", session.user.id);
  if (guardians.some((g) => g.person.email === email)) {
    throw Conflict("This guardian already follows you.", { email: "This guardian already follows you." });
  }
  const existing = await repo.findOpenInvitationByEmail(ctx.db, session.user.id, email);
  if (existing) return resend(ctx, session, existing.id, meta);
  if ((await repo.listOpenInvitations(ctx.db, session.user.id)).length >= MAX_OPEN_INVITATIONS) {
    throw Conflict(`You can have ${MAX_OPEN_INVITATIONS} invitations waiting at most. Cancel one first.`);
  }
  const token = newToken();
  let row;
  try {
    row = await repo.insertInvitation(ctx.db, {
      wardId: session.user.id,
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
  } catch (err) {
    // Two invitations to one address racing: the open-invitation index keeps one.
    if (isUniqueViolation(err)) throw Conflict("This address was just invited.", { email: "Already invited." });
    throw err;
  }
  await sendInvitation(ctx, session, email, token);
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "guardian.invite",
    targetType: "guardian_invitation",
    targetId: row.id,
    ip: meta.ip,
    details: { email },
  });
}

/** A new link (the earlier one stops working) and a new week; at most once a minute. */
export async function resend(ctx: AppContext, session: Session, invitationId: number, meta: RequestMeta) {
  authorize(session, "guardian.invite", null, STUDENTS_ONLY);
  refuseWhileActing(session, "Only the student invites their guardians.");
  const invitation = await ownOpenInvitation(ctx, session, invitationId);
  if (Date.now() - invitation.sentAt.getTime() < RESEND_AFTER_MS) {
    throw new AppError(429, "rate_limited", "This invitation was sent less than a minute ago. Wait a moment.");
  }
  const token = newToken();
  await repo.rotateInvitation(ctx.db, invitation.id, hashToken(token), new Date(Date.now() + INVITATION_TTL_MS));
  await sendInvitation(ctx, session, invitation.email, token);
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "guardian.invite_resent",
    targetType: "guardian_invitation",
    targetId: invitation.id,
    ip: meta.ip,
  });
}

export async function cancel(ctx: AppContext, session: Session, invitationId: number, meta: RequestMeta) {
  authorize(session, "guardian.invite", null, STUDENTS_ONLY);
  refuseWhileActing(session, "Only the student manages their guardians.");
  const invitation = await ownOpenInvitation(ctx, session, invitationId);
  await repo.cancelInvitation(ctx.db, invitation.id);
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "guardian.invite_cancelled",
    targetType: "guardian_invitation",
    targetId: invitation.id,
    ip: meta.ip,
  });
}

/**
 * A signed-in guardian confirms the emailed link. Every refusal of the link itself answers
 * the same (no telling a guessed token from an expired one); the path's ward must match.
 */
export async function accept(ctx: AppContext, session: Session, body: AcceptInvitationBody, meta: RequestMeta) {
  authorize(session, "guardian.accept", null, GUARDIANS_ONLY);
  refuseWhileActing(session);
  const invalid = () =>
    Invalid("token", "This invitation has expired, was cancelled or was already used. Ask the student for a new one.");
  const invitation = await repo.findInvitationByToken(ctx.db, hashToken(body.token));
  if (
    !invitation ||
    invitation.wardId !== body.wardId ||
    invitation.acceptedAt ||
    invitation.cancelledAt ||
    invitation.expiresAt.getTime() <= Date.now()
  ) {
    throw invalid();
  }
  const ward = await findUserById(ctx.db, invitation.wardId);
  if (!ward || ward.status !== "active") throw invalid();
  if (!(await repo.acceptInvitation(ctx.db, invitation, session.user.id))) throw invalid();
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "guardian.link_created",
    targetType: "user",
    targetId: ward.id,
    ip: meta.ip,
    details: { invitationId: invitation.id },
  });
  await notifyWard(ctx, ward, session);
  return ward;
}

async function ownOpenInvitation(ctx: AppContext, session: Session, id: number) {
  const invitation = await repo.findOpenInvitation(ctx.db, id);
  // Someone else's invitation answers as a missing one.
  if (!invitation || invitation.wardId !== session.user.id) throw NotFound("That invitation");
  return invitation;
}

/** The spec's link (addguardian/{wardId}/{wardEmail}/{wardFirstname}/{wardLastname}) + the secret in the fragment. */
export function invitationLink(ctx: AppContext, ward: Session["user"], token: string): string {
  const parts = [ward.id, ward.email, ward.firstname, ward.lastname].map((p) => encodeURIComponent(String(p)));
  return `${appBase(ctx)}/addguardian/${parts.join("/")}#invite=${token}`;
}

async function sendInvitation(ctx: AppContext, session: Session, to: string, token: string) {
  const settings = await siteSettings(ctx);
  const ward = session.user;
  await ctx.mailer.send({
    to,
    kind: "guardian-invitation",
    subject: `${ward.firstname} ${ward.lastname} invites you to follow their progress on ${settings.siteTitle}`,
    text: [
      "Hello,",
      "",
      `${ward.firstname} ${ward.lastname} (${ward.email}) asks you to be their guardian on ${settings.siteTitle}.`,
      "As their guardian you see their progress, quiz results and subscriptions, and can act for them.",
      "",
      "Open this link within 7 days, sign in with a guardian account (or create one), and confirm:",
      "",
      invitationLink(ctx, ward, token),
      "",
      "If you do not know this student, ignore this email.",
    ].join("\n"),
  });
}

async function notifyWard(ctx: AppContext, ward: UserRow, session: Session) {
  const settings = await siteSettings(ctx);
  const g = session.user;
  await ctx.mailer.send({
    to: ward.email,
    kind: "guardian-linked",
    subject: `${g.firstname} ${g.lastname} is now your guardian on ${settings.siteTitle}`,
    text: [
      `Hello ${ward.firstname},`,
      "",
      `${g.firstname} ${g.lastname} (${g.email}) accepted your invitation and now follows your progress.`,
      "You can end this at any time from your profile's Guardians tab.",
    ].join("\n"),
  });
}
