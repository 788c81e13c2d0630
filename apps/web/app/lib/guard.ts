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

/** Control characters (C0, DEL, C1), whitespace other than the plain space, and backslashes. */
const UNSAFE_NEXT_CHARS = /[\p{Cc}\\]|(?! )\s/u;
/**
 * A plain space is kept inside a path (course names in tutorialview links are "%20"), but not
 * next to the leading slash or at either end, where browsers trim or normalise it.
 */
const EDGE_SPACE = /^\/ |^ | $/;
const PROBE_ORIGIN = "http://x.invalid";

/** `value` percent-decoded until it stops changing; null when it is not valid percent-encoding. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return null;
}

function isSameOriginPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || UNSAFE_NEXT_CHARS.test(path) || EDGE_SPACE.test(path)) {
    return false;
  }
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * Only same-site paths may be a `next` (no open redirect to another origin): a single leading
 * "/", no control characters, whitespace (a space only inside the path) or backslashes — also once decoded, since browsers
 * strip or normalise them (`/%09/evil.org` ends up as `//evil.org`) — and a path that resolves
 * to this origin. /login itself is refused so signing in never loops back to the form.
 */
export function isSafeNext(next: string): boolean {
  const decoded = fullyDecoded(next);
  if (decoded === null) return false;
  if (!isSameOriginPath(next) || !isSameOriginPath(decoded)) return false;
  return !next.startsWith("/login") && !decoded.startsWith("/login");
}

/** Where to go after signing in: a safe `next`, otherwise /dashboard. */
export function afterLoginPath(next: string | null): string {
  return next !== null && isSafeNext(next) ? next : "/dashboard";
}
