import type { Session } from "../context.ts";
import { Forbidden } from "../lib/errors.ts";

/**
 * True when the session belongs to someone acting for the account holder: a guardian acting
 * as a ward or an admin impersonating a user (the token's original_user_id is set).
 */
export function isActing(session: Session): boolean {
  return session.realUserId !== session.user.id;
}

const ACTING_MESSAGE = "While you act for someone else, their email, password and account cannot be changed.";

/**
 * The one guard for what only the account holder may do (password, email, deleting the
 * account, starting another act-as session): guardians and admins acting are refused.
 */
export function refuseWhileActing(session: Session, message = ACTING_MESSAGE): void {
  if (isActing(session)) throw Forbidden(message);
}

/** An admin's impersonation session: acting, and not a guardian's ward session (originalId is the guardian's). */
export function isImpersonation(session: Session): boolean {
  return isActing(session) && session.user.originalId === 0;
}
