import type { RouteDef } from "@tq/contract/paths";
import { routeAllows } from "@tq/contract/paths";
import type { Role } from "@tq/contract/roles";

export type GuardDecision =
  /** Show the screen. */
  | "render"
  /** The session is not read yet (server render, first client frame): show a placeholder. */
  | "wait"
  /** [G] route and not signed in: go to /login/one (spec §4). */
  | "redirect"
  /** A route the spec does not guard but that needs a user: show a sign-in prompt in place. */
  | "signin"
  /** Signed in with a role the route is not for: the not-allowed page. */
  | "forbidden";

export interface GuardSession {
  ready: boolean;
  loggedIn: boolean;
  role: Role | null;
}

/** What to do for a route, given what we know of the session. */
export function guardDecision(def: RouteDef | undefined, s: GuardSession): GuardDecision {
  if (!def || routeAllows(def, null) === "ok") return "render";
  if (!s.ready) return "wait";
  const allowed = routeAllows(def, s.loggedIn ? s.role : null);
  if (allowed === "ok") return "render";
  if (allowed === "forbidden") return "forbidden";
  return def.guard ? "redirect" : "signin";
}

/** /login/one with a way back to the page the visitor was sent from. */
export function loginHref(next: string | null): string {
  if (!next || !isSafeNext(next)) return "/login/one";
  return `/login/one?next=${encodeURIComponent(next)}`;
}

/** Only same-site paths may be a `next` (no open redirect to another origin). */
export function isSafeNext(next: string): boolean {
  return next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") && !next.startsWith("/login");
}
