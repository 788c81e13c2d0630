import type { AuthAnswer } from "@tq/contract/auth";
import type { SessionStore } from "./session.ts";

export interface ImpersonationDeps {
  session: SessionStore;
  navigate(to: string): void;
  now?: () => number;
}

/**
 * An admin starts acting as someone (PRODUCT.md §6): the admin's user and token go under the
 * admin-user key, the target's answer becomes the session (an internal login). Nesting is
 * refused so the admin identity can never be lost. Returns false when the answer does not count.
 */
export async function startActingAs(
  deps: ImpersonationDeps,
  adminUser: AuthAnswer,
  adminToken: string,
  targetAnswer: unknown,
): Promise<boolean> {
  const { session } = deps;
  if (session.getState().adminUser) throw new Error("Already acting as another user; stop acting first.");
  await session.saveAdmin({ user: { ...adminUser, api_token: adminToken }, token: adminToken });
  if (await session.acceptAuthAnswer(targetAnswer)) return true;
  await session.clearAdmin();
  return false;
}

/**
 * Leaves impersonation: the server first ends the impersonation token (`endOnServer`, made
 * with that token; a failure does not keep the admin out of their own account, the token
 * expires anyway), then the stored admin comes back and the app goes to /mycompanies (spec §4).
 */
export async function stopActing(deps: ImpersonationDeps & { endOnServer?: () => Promise<unknown> }): Promise<boolean> {
  const { session, navigate, now = Date.now } = deps;
  const admin = session.getState().adminUser;
  if (!admin) return false;
  await deps.endOnServer?.().catch(() => undefined);
  const restored = await session.acceptAuthAnswer({ ...admin.user, api_token: admin.token });
  if (!restored) return false;
  await session.clearAdmin();
  navigate(`/mycompanies?refresh=${now()}`);
  return true;
}
