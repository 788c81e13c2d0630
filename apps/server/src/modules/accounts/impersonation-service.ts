import type { AuthAnswer } from "@tq/contract/auth";
import type { ImpersonateBody } from "@tq/contract/accounts";
import type { Role } from "@tq/contract/roles";
import type { AppContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import { Conflict, Forbidden } from "../../lib/errors.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { isImpersonation, refuseWhileActing } from "../../policies/acting.ts";
import { authorize, can } from "../../policies/authorize.ts";
import { issueToken, revokeToken } from "../auth/tokens-repo.ts";
import { presentAuthAnswer } from "../users/presenter.ts";
import { findUserById } from "../users/repo.ts";

/** An impersonation is a short errand, not a second login: two hours at most. */
const IMPERSONATION_TTL_MS = 2 * 60 * 60_000;

/**
 * POST /api/impersonation: a director starts acting as a user (PRODUCT.md §6). The answer is
 * the target's sign-in answer; the token remembers the admin (original_user_id), so every
 * audit row written while acting names the admin as the real actor.
 */
export async function startImpersonation(
  ctx: AppContext,
  session: Session,
  body: ImpersonateBody,
  meta: RequestMeta,
): Promise<AuthAnswer> {
  authorize(session, "users.list", null);
  refuseWhileActing(session, "You are already acting as someone: stop acting first.");
  const target = await findUserById(ctx.db, body.userId);
  // An id that does not exist answers exactly as one out of reach (another country, a higher
  // role): the answer must not tell a director which ids exist (issue #13).
  const mayAct =
    target !== undefined &&
    can(session, "user.impersonate", { id: target.id, country: target.country, role: target.role as Role });
  if (!target || !mayAct) throw Forbidden("You may not act as this user.");
  if (target.status !== "active") throw Conflict("This account is disabled; enable it first.");
  const token = await issueToken(ctx.db, {
    userId: target.id,
    ttlMs: Math.min(IMPERSONATION_TTL_MS, ctx.config.tokenTtlMs),
    kind: "impersonation",
    originalUserId: session.user.id,
    parentTokenId: session.tokenId,
    ...meta,
  });
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.user.id,
    action: "impersonation.start",
    targetType: "user",
    targetId: target.id,
    ip: meta.ip,
    details: { reason: body.reason },
  });
  return presentAuthAnswer(target, token);
}

/** DELETE /api/impersonation: the client's "Stop acting" ends the impersonation token at once. */
export async function stopImpersonation(ctx: AppContext, session: Session, meta: RequestMeta): Promise<void> {
  if (!isImpersonation(session)) throw Conflict("You are not acting as anyone.");
  await revokeToken(ctx.db, session.tokenId);
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "impersonation.stop",
    targetType: "user",
    targetId: session.user.id,
    ip: meta.ip,
  });
}
