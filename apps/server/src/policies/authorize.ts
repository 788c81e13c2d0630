import { ROLE_RANK, type Role } from "@tq/contract/roles";
import type { Session } from "../context.ts";
import { Forbidden } from "../lib/errors.ts";

/** The resources policies look at; each carries only what its rule needs. */
export interface UserResource {
  id: number;
  country: string;
  role: Role;
}

type Policy<R> = (session: Session, resource: R) => boolean;

const isRole = (s: Session, ...roles: Role[]) => roles.includes(s.user.role);
/** An act-as session (guardian or admin) is not the account holder themselves. */
const actingAsOther = (s: Session) => s.realUserId !== s.user.id;

/**
 * Named policies (Outline's habit): every permission decision has a name, lives here, and
 * is checked on the server whatever the client shows.
 */
export const policies = {
  "user.readInfo": ((s, u) =>
    s.user.id === u.id ||
    isRole(s, "worlddirector") ||
    (isRole(s, "countrydirector") &&
      u.country === s.user.country &&
      ROLE_RANK[u.role] < ROLE_RANK.countrydirector)) as Policy<UserResource>,
  /** A director's country is their jurisdiction: only the world director moves it. */
  "user.changeOwnCountry": ((s) => !isRole(s, "countrydirector")) as Policy<null>,
  "user.changeOwnCredentials": ((s) => !actingAsOther(s)) as Policy<null>,
  "outbox.read": ((s) => isRole(s, "worlddirector")) as Policy<null>,
} as const;

export type Action = keyof typeof policies;
type ResourceOf<A extends Action> = (typeof policies)[A] extends Policy<infer R> ? R : never;

export function can<A extends Action>(session: Session, action: A, resource: ResourceOf<A>): boolean {
  return (policies[action] as Policy<ResourceOf<A>>)(session, resource);
}

/** Throws 403 unless the named policy allows the action. */
export function authorize<A extends Action>(
  session: Session,
  action: A,
  resource: ResourceOf<A>,
  message?: string,
): void {
  if (!can(session, action, resource)) throw Forbidden(message);
}
