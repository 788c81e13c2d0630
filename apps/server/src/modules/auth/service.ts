import type { AuthAnswer, LoginBody, RegisterBody, SetRecoverPasswordBody } from "@tq/contract/auth";
import { roleForProfession } from "@tq/contract/roles";
import type { AppContext, Session } from "../../context.ts";
import { appBase } from "../../lib/app-base.ts";
import { audit } from "../../lib/audit-repo.ts";
import { AppError, Conflict, Forbidden, Invalid, isUniqueViolation } from "../../lib/errors.ts";
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from "../../lib/passwords.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { findCountry } from "../site/countries-repo.ts";
import { siteSettings } from "../site/settings.ts";
import { presentAuthAnswer, presentSessionUser } from "../users/presenter.ts";
import { findUserByEmail, findUserById, insertUser, recordLogin, updateUser } from "../users/repo.ts";
import { provenDevice, withProof } from "./device-proof.ts";
import { admitLoginAttempt } from "./login-throttle.ts";
import { claimResetToken, findLiveResetToken, insertResetToken, retireResetTokens } from "./reset-tokens-repo.ts";
import { issueToken, revokeTokenAndParent, revokeUserSessions } from "./tokens-repo.ts";

const RESET_TTL_MS = 30 * 60_000;
const WRONG = () => new AppError(401, "invalid_credentials", "The email or password is wrong.");

export function assertNotCommon(password: string, field = "password"): void {
  if (isCommonPassword(password)) {
    throw Invalid(field, "This password is one of the most common ones. Choose something harder to guess.");
  }
}

/** A sign-in's answer and the device cookie that now holds this account's proof. */
export interface SignedIn {
  answer: AuthAnswer;
  deviceCookie: string;
}

export async function login(
  ctx: AppContext,
  body: LoginBody,
  meta: RequestMeta,
  deviceCookie: string | undefined,
): Promise<SignedIn> {
  const user = await findUserByEmail(ctx.db, body.email);
  const device = user ? provenDevice(deviceCookie, user) : null;
  // Counted before the check so parallel guesses cannot overshoot; a success is given back.
  const attempt = await admitLoginAttempt(ctx, { email: body.email, ip: meta.ip, device });
  const ok = user
    ? await verifyPassword(user.passwordHash, body.password)
    : (await burnPasswordCheck(body.password), false);
  if (!user || !ok) {
    const spent = await attempt.settle(false);
    const actor = { actorId: user?.id ?? null, realActorId: user?.id ?? null, ip: meta.ip };
    await audit(ctx.db, { ...actor, action: "auth.login_failed", details: { email: body.email } });
    // Once per window and allowance: the moment an account starts being refused, and where.
    for (const scope of spent) {
      await audit(ctx.db, { ...actor, action: "auth.login_throttled", details: { email: body.email, scope } });
    }
    throw WRONG();
  }
  if (user.status !== "active") {
    await audit(ctx.db, {
      actorId: user.id,
      realActorId: user.id,
      action: "auth.login_refused",
      ip: meta.ip,
      details: { reason: user.status },
    });
    throw Forbidden("This account is disabled. Contact support to restore it.");
  }
  await attempt.settle(true);
  await recordLogin(ctx.db, user.id);
  const token = await issueToken(ctx.db, { userId: user.id, ttlMs: ctx.config.tokenTtlMs, ...meta });
  await audit(ctx.db, { actorId: user.id, realActorId: user.id, action: "auth.login", ip: meta.ip });
  return { answer: presentAuthAnswer(user, token), deviceCookie: withProof(deviceCookie, user) };
}

/**
 * Sign in with Google for an existing account whose email Google has verified. New
 * accounts still register with the form (profession and country are needed).
 */
export async function loginWithGoogle(ctx: AppContext, credential: string, meta: RequestMeta): Promise<AuthAnswer> {
  if (!ctx.google) throw new AppError(404, "not_found", "Sign in with Google is not enabled on this site.");
  const identity = await ctx.google(credential);
  if (!identity?.emailVerified) {
    throw new AppError(
      401,
      "invalid_credentials",
      "Google could not confirm who you are. Try again, or sign in with your password.",
    );
  }
  const user = await findUserByEmail(ctx.db, identity.email);
  if (!user)
    throw new AppError(
      401,
      "invalid_credentials",
      "No account uses this Google address yet. Sign up first, with the same email.",
    );
  if (user.status !== "active") throw Forbidden("This account is disabled. Contact support to restore it.");
  await recordLogin(ctx.db, user.id);
  const token = await issueToken(ctx.db, { userId: user.id, ttlMs: ctx.config.tokenTtlMs, ...meta });
  await audit(ctx.db, {
    actorId: user.id,
    realActorId: user.id,
    action: "auth.login",
    ip: meta.ip,
    details: { method: "google" },
  });
  return presentAuthAnswer(user, token);
}

export async function register(ctx: AppContext, body: RegisterBody, meta: RequestMeta): Promise<AuthAnswer> {
  await ctx.limits.consume("registerIp", meta.ip);
  if (!(await siteSettings(ctx)).registrationOpen) throw Forbidden("Registration is closed at the moment.");
  const country = await findCountry(ctx.db, body.country);
  if (!country?.active) throw Invalid("country", "Choose a country from the list.");
  assertNotCommon(body.password);
  if (await findUserByEmail(ctx.db, body.email)) {
    throw Conflict("An account with this email already exists. Sign in, or recover your password.", {
      email: "An account with this email already exists.",
    });
  }
  const passwordHash = await hashPassword(body.password);
  let user;
  try {
    user = await insertUser(ctx.db, {
      email: body.email,
      passwordHash,
      firstname: body.firstname,
      lastname: body.lastname,
      profession: body.profession,
      country: body.country,
      role: roleForProfession(body.profession),
      lastLoginAt: new Date(),
    });
  } catch (err) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(err)) {
      throw Conflict("An account with this email already exists.", {
        email: "An account with this email already exists.",
      });
    }
    throw err;
  }
  const token = await issueToken(ctx.db, { userId: user.id, ttlMs: ctx.config.tokenTtlMs, ...meta });
  await audit(ctx.db, {
    actorId: user.id,
    realActorId: user.id,
    action: "auth.register",
    targetType: "user",
    targetId: user.id,
    ip: meta.ip,
  });
  return presentAuthAnswer(user, token);
}

/**
 * Ends the session. A guardian's ward session hands back a fresh session of the guardian
 * (spec §4); any other answers the user with an empty token and originalId 0.
 */
export async function logout(ctx: AppContext, session: Session, info: unknown, meta: RequestMeta): Promise<AuthAnswer> {
  // Signing out of an impersonation signs the admin out too: the client drops both (spec §4:
  // originalId 0 → clear everything), so the admin's token must not outlive it on the server.
  await revokeTokenAndParent(ctx.db, session.tokenId);
  // Only a short note is worth keeping: a spec client's `info` is its stored user (name, email,
  // maybe the token itself), which the log must not copy.
  const details = typeof info === "string" && info ? { info: info.slice(0, 200) } : {};
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "auth.logout",
    ip: meta.ip,
    details,
  });
  if (session.user.originalId !== 0) {
    const guardian = await findUserById(ctx.db, session.user.originalId);
    if (guardian && guardian.status === "active") {
      const token = await issueToken(ctx.db, { userId: guardian.id, ttlMs: ctx.config.tokenTtlMs, ...meta });
      return presentAuthAnswer(guardian, token);
    }
  }
  return { ...presentSessionUser(await requireUser(ctx, session.user.id)), originalId: 0, api_token: "" };
}

async function requireUser(ctx: AppContext, id: number) {
  const user = await findUserById(ctx.db, id);
  if (!user) throw new AppError(401, "unauthenticated", "Your account no longer exists.");
  return user;
}

export async function emailExists(ctx: AppContext, email: string, meta: RequestMeta): Promise<boolean> {
  await ctx.limits.consume("emailCheckIp", meta.ip);
  return (await findUserByEmail(ctx.db, email)) !== undefined;
}

/** Sends a single-use link if the account exists; the caller answers the same either way. */
export async function requestRecovery(ctx: AppContext, email: string, meta: RequestMeta): Promise<void> {
  await ctx.limits.consume("recoveryIp", meta.ip);
  await ctx.limits.consume("recoveryAccount", email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.status !== "active") {
    await audit(ctx.db, {
      actorId: null,
      realActorId: null,
      action: "auth.recovery_unknown",
      ip: meta.ip,
      details: { email },
    });
    return;
  }
  const link = await issueSetPasswordLink(ctx, user, RESET_TTL_MS);
  const settings = await siteSettings(ctx);
  await ctx.mailer.send({
    to: user.email,
    kind: "password-recovery",
    subject: `Reset your ${settings.siteTitle} password`,
    text: [
      `Hello ${user.firstname},`,
      "",
      "Someone (we hope you) asked to reset the password of your account.",
      `Open this link within 30 minutes to choose a new password:`,
      "",
      link,
      "",
      "The link works once. If you did not ask for it, ignore this email: your password stays as it is.",
    ].join("\n"),
  });
  await audit(ctx.db, { actorId: user.id, realActorId: user.id, action: "auth.recovery_requested", ip: meta.ip });
}

export async function completeRecovery(
  ctx: AppContext,
  body: SetRecoverPasswordBody,
  meta: RequestMeta,
): Promise<void> {
  await ctx.limits.consume("recoveryIp", meta.ip);
  const invalid = () => Invalid("token", "This link has expired or was already used. Ask for a new one.");
  const row = await findLiveResetToken(ctx.db, hashToken(body.token));
  if (!row) throw invalid();
  const user = await findUserById(ctx.db, row.userId);
  if (!user || user.email !== body.email || user.status !== "active") throw invalid();
  assertNotCommon(body.password);
  const passwordHash = await hashPassword(body.password);
  const used = await ctx.db.transaction(async (tx) => {
    if (!(await claimResetToken(tx, row.id))) return false;
    await updateUser(tx, user.id, { passwordHash, passwordChangedAt: new Date() });
    await revokeUserSessions(tx, user.id);
    return true;
  });
  if (!used) throw invalid();
  await audit(ctx.db, { actorId: user.id, realActorId: user.id, action: "auth.password_recovered", ip: meta.ip });
}

/**
 * A single-use setpassword/{email}/{token} link (token stored hashed): password recovery, and
 * the accounts the world director creates (Add Teacher). A new link replaces any still waiting.
 */
export async function issueSetPasswordLink(
  ctx: AppContext,
  user: { id: number; email: string },
  ttlMs: number,
): Promise<string> {
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    await retireResetTokens(tx, user.id);
    await insertResetToken(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlMs),
    });
  });
  return `${appBase(ctx)}/setpassword/${encodeURIComponent(user.email)}/${token}`;
}
