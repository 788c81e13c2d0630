import type { Role } from "@tq/contract/roles";
import type { Session } from "../../context.ts";
import { Forbidden } from "../../lib/errors.ts";

/** Students invite guardians; guardians accept, read their wards and act as them (PRODUCT.md §5). */
export function requireRole(session: Session, role: Role, message: string): void {
  if (session.user.role !== role) throw Forbidden(message);
}

export const STUDENTS_ONLY = "Only a student invites guardians.";
export const GUARDIANS_ONLY = "Only a guardian account can do this. Sign in with your guardian account.";
