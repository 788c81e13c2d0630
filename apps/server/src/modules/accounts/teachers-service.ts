import type { AddTeacherAnswer, AddTeacherBody } from "@tq/contract/accounts";
import { ROLE_RANK } from "@tq/contract/roles";
import type { AppContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import { Conflict, Invalid, isUniqueViolation } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { newToken } from "../../lib/tokens.ts";
import { authorize } from "../../policies/authorize.ts";
import { issueSetPasswordLink } from "../auth/service.ts";
import { revokeUserSessions } from "../auth/tokens-repo.ts";
import { findCountry } from "../site/countries-repo.ts";
import { siteSettings } from "../site/settings.ts";
import { findUserByEmail, insertUser, updateUser } from "../users/repo.ts";
import { presentAdminUser } from "./presenter.ts";

/** A new account's set-password link lasts a week: an invitation, not a recovery. */
const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * POST /api/admin/teachers (addteacherbackend): the world director creates a teacher or
 * teaching-assistant account (the person gets a set-password email) or promotes an existing
 * user of a lower role. Directors and equal or higher roles are left alone (409).
 */
export async function addTeacher(
  ctx: AppContext,
  session: Session,
  body: AddTeacherBody,
  meta: RequestMeta,
): Promise<AddTeacherAnswer> {
  authorize(session, "user.addTeacher", null);
  const existing = await findUserByEmail(ctx.db, body.email);
  if (existing) {
    if (ROLE_RANK[existing.role as keyof typeof ROLE_RANK] >= ROLE_RANK[body.role])
      throw Conflict(`${existing.firstname} ${existing.lastname} already has this role or a higher one.`, {
        email: "This account already has this role or a higher one.",
      });
    // A role change ends the account's sessions, as every role change does (issue #13).
    const promoted = await ctx.db.transaction(async (tx) => {
      const row = await updateUser(tx, existing.id, { role: body.role });
      await revokeUserSessions(tx, existing.id);
      return row;
    });
    await audit(ctx.db, {
      actorId: session.user.id,
      realActorId: session.realUserId,
      action: "user.role_change",
      targetType: "user",
      targetId: existing.id,
      ip: meta.ip,
      details: { from: existing.role, to: body.role, via: "addteacher" },
    });
    return { user: presentAdminUser(session, promoted), outcome: "promoted" };
  }
  const country = await findCountry(ctx.db, body.country);
  if (!country?.active) throw Invalid("country", "Choose a country from the list.");
  // Nobody knows this password: the person chooses their own through the emailed link.
  const passwordHash = await hashPassword(newToken());
  const user = await insertUser(ctx.db, {
    email: body.email,
    passwordHash,
    firstname: body.firstname,
    lastname: body.lastname,
    profession: body.role === "teacher" ? "Teacher" : "Tutor",
    country: body.country,
    role: body.role,
  }).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw Conflict("An account with this email already exists.");
    throw err;
  });
  const link = await issueSetPasswordLink(ctx, user, INVITE_TTL_MS);
  const { siteTitle } = await siteSettings(ctx);
  await ctx.mailer.send({
    to: user.email,
    kind: "account-created",
    subject: `Your ${siteTitle} account`,
    text: [
      `Hello ${user.firstname},`,
      "",
      `An account was created for you on ${siteTitle} as ${body.role === "teacher" ? "a teacher" : "a teaching assistant"}.`,
      "Open this link within 7 days to choose your password:",
      "",
      link,
    ].join("\n"),
  });
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "user.create",
    targetType: "user",
    targetId: user.id,
    ip: meta.ip,
    details: { role: body.role },
  });
  return { user: presentAdminUser(session, user), outcome: "created" };
}
