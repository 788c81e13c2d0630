import { STAFF_ROLES, type Role } from "@tq/contract/roles";

/**
 * Which queue and workers draw a diagram (ADR 0060): the people who write the content (staff:
 * teachers, assistants, directors) and everyone else (visitors, students, guardians, the server's
 * own background drawing). A visitor's diagram never waits in the authors' queue nor runs on their
 * workers, so however many slow sources visitors send, an author's preview is drawn at once.
 */
export type Lane = "author" | "visitor";

export const LANES: readonly Lane[] = ["author", "visitor"];

/** The lane of whoever asks: staff draw in the authors' lane, everyone else (or no one) in the visitors'. */
export function laneOf(user: { role: Role } | null | undefined): Lane {
  return user && STAFF_ROLES.includes(user.role) ? "author" : "visitor";
}
