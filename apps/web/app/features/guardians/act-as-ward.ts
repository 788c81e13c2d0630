import type { SessionStore } from "../../lib/session.ts";

export interface ActAsWardDeps {
  session: SessionStore;
  /** POST /api/guardians/wards/{id}/act: the ward's sign-in answer (originalId = the guardian). */
  act(wardId: number): Promise<unknown>;
  navigate(to: string): void;
}

/**
 * "Act as ward" (PRODUCT.md §5): the ward's answer becomes the stored user and token; the
 * guardian comes back through logout (lib/logout.ts: originalId ≠ 0 → /guardianpage). Unlike an
 * admin's impersonation nothing is kept under the admin-user key: the server remembers the
 * guardian on the ward token. Returns false when the answer does not count as a sign-in.
 */
export async function startActingAsWard(deps: ActAsWardDeps, wardId: number): Promise<boolean> {
  if (deps.session.getState().adminUser) throw new Error("Stop acting as another user first.");
  const answer = await deps.act(wardId);
  if (!(await deps.session.acceptAuthAnswer(answer))) return false;
  deps.navigate("/dashboard");
  return true;
}
