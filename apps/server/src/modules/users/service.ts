import type { ResetLoginPasswordBody, UpdateUserBody } from "@tq/contract/users";
import type { AppContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import { AppError, Conflict, Invalid, isUniqueViolation } from "../../lib/errors.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { refuseWhileActing } from "../../policies/acting.ts";
import { authorize } from "../../policies/authorize.ts";
import { assertNotCommon } from "../auth/service.ts";
import { revokeUserSessions } from "../auth/tokens-repo.ts";
import { findCountry } from "../site/countries-repo.ts";
import { presentSessionUser } from "./presenter.ts";
import { findUserByEmail, findUserById, updateUser } from "./repo.ts";
import type { SessionUser } from "@tq/contract/auth";

const ACTING = "While you act for someone else, their email and password cannot be changed.";

/** POST /api/users/updateuser: one's own details; an email change needs the password. */
export async function updateOwnProfile(
  ctx: AppContext,
  session: Session,
  body: UpdateUserBody,
  meta: RequestMeta,
): Promise<SessionUser> {
  const user = await findUserById(ctx.db, session.user.id);
  if (!user) throw new AppError(401, "unauthenticated", "Your account no longer exists.");
  const country = await findCountry(ctx.db, body.country);
  if (!country?.active) throw Invalid("country", "Choose a country from the list.");
  if (body.country !== user.country) {
    authorize(session, "user.changeOwnCountry", null, "Your country is set by the world director while you direct it.");
  }
  const emailChanges = body.email !== user.email;
  if (emailChanges) {
    refuseWhileActing(session, ACTING);
    if (!body.currentPassword || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
      throw Invalid("currentPassword", "Enter your current password to change your email.");
    }
    const other = await findUserByEmail(ctx.db, body.email);
    if (other && other.id !== user.id)
      throw Conflict("Another account uses this email.", { email: "Another account uses this email." });
  }
  const updated = await updateUser(ctx.db, user.id, {
    firstname: body.firstname,
    lastname: body.lastname,
    email: body.email,
    profession: body.profession,
    country: body.country,
  }).catch((err: unknown) => {
    // Two accounts racing to the same new address: the unique index decides.
    if (isUniqueViolation(err))
      throw Conflict("Another account uses this email.", { email: "Another account uses this email." });
    throw err;
  });
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "user.update",
    targetType: "user",
    targetId: user.id,
    ip: meta.ip,
    details: { changed: changedFields(user, updated) },
  });
  return presentSessionUser(updated, session.user.originalId);
}

function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return ["firstname", "lastname", "email", "profession", "country"].filter((k) => before[k] !== after[k]);
}

/**
 * POST /api/users/resetloginpassword: change one's password and sign out every other session,
 * with the ward and impersonation sessions this account opened (this session stays signed in).
 */
export async function changePassword(
  ctx: AppContext,
  session: Session,
  body: ResetLoginPasswordBody,
  meta: RequestMeta,
): Promise<number> {
  refuseWhileActing(session, ACTING);
  await ctx.limits.consume("passwordChangeAccount", String(session.user.id));
  const user = await findUserById(ctx.db, session.user.id);
  if (!user) throw new AppError(401, "unauthenticated", "Your account no longer exists.");
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw Invalid("currentPassword", "Your current password is not right.");
  }
  if (body.newPassword === body.currentPassword)
    throw Invalid("newPassword", "Choose a password different from the current one.");
  assertNotCommon(body.newPassword, "newPassword");
  const passwordHash = await hashPassword(body.newPassword);
  const signedOut = await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, passwordChangedAt: new Date() });
    return revokeUserSessions(tx, user.id, session.tokenId);
  });
  await audit(ctx.db, {
    actorId: user.id,
    realActorId: session.realUserId,
    action: "auth.password_changed",
    ip: meta.ip,
    details: { signedOut },
  });
  await ctx.mailer.send({
    to: user.email,
    kind: "password-changed",
    subject: "Your password was changed",
    text: `Hello ${user.firstname},\n\nThe password of your account was just changed, and every other session was signed out.\nIf this was not you, use "Forgot password" at once and contact support.`,
  });
  return signedOut;
}
