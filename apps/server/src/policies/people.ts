import { ROLE_RANK, ROLES, type Role } from "@tq/contract/roles";
import type { Session } from "../context.ts";
import type { UserResource } from "./authorize.ts";

// Who may administer whom (PRODUCT.md §6). The world director may act on anyone but another
// world director; a country director only on lower roles of their own country. Nobody
// administers their own account here (no self-promotion, no locking oneself out).

const RANK_CD = ROLE_RANK.countrydirector;

/** Details, disable/enable: the same jurisdiction as role changes. */
export function mayManageUser(s: Session, u: UserResource): boolean {
  if (u.id === s.user.id) return false;
  if (s.user.role === "worlddirector") return u.role !== "worlddirector";
  if (s.user.role === "countrydirector") return u.country === s.user.country && ROLE_RANK[u.role] < RANK_CD;
  return false;
}

/**
 * THE role-grant rule: the world director may grant any role but worlddirector; a country
 * director only roles below their own, to users of their country below them.
 */
export function mayGrantRole(s: Session, u: UserResource, role: Role): boolean {
  if (!mayManageUser(s, u)) return false;
  if (s.user.role === "worlddirector") return role !== "worlddirector";
  return ROLE_RANK[role] < RANK_CD;
}

/** The roles this session may give this user (the users screen's select). */
export function grantableRoles(s: Session, u: UserResource): Role[] {
  return ROLES.filter((r) => r !== u.role && mayGrantRole(s, u, r));
}

/** Act as: the same jurisdiction; the guard against nesting is refuseWhileActing (policies/acting.ts). */
export function mayImpersonate(s: Session, u: UserResource): boolean {
  return mayManageUser(s, u);
}
