import { LogoutAnswer, type AuthAnswer } from "@tq/contract/auth";
import type { ApiClient } from "./api-client.ts";
import { stopActing } from "./impersonation.ts";
import type { SessionStore } from "./session.ts";

export interface LogoutDeps {
  session: SessionStore;
  api: Pick<ApiClient, "post">;
  navigate(to: string): void;
  /** Ends an impersonation token on the server (the accounts API's DELETE), as "Stop acting" does. */
  endImpersonation?: () => Promise<unknown>;
}

export type LogoutOutcome = "signed-out" | "back-to-guardian" | "back-to-admin" | "failed";

/**
 * The spec's logout (spec §4): own session (originalId 0) → clear and /login/one; a guardian
 * acting as a ward → become the guardian again and go to /guardianpage; a failed call → clear
 * and /login/one; an admin acting as someone → back to the admin, as "Stop acting" (issue #12). Whatever the outcome, the admin-user key (an admin's live token saved while
 * impersonating) is removed first, so nobody signing in after this logout inherits it.
 */
export async function logout(deps: LogoutDeps, info?: string): Promise<LogoutOutcome> {
  const { session, api, navigate } = deps;
  const stored = session.getState();
  // An admin acting as someone who presses "Sign out" means "stop being them", not "sign me out
  // entirely" (issue #12): the same as "Stop acting" — the impersonation token ends, the admin
  // comes back, and the app goes to /mycompanies (spec §4's way out of impersonation).
  if (stored.adminUser && stored.token && stored.token !== stored.adminUser.token) {
    const back = await stopActing({ session, navigate, endOnServer: deps.endImpersonation });
    if (back) return "back-to-admin";
  }
  session.beginLogout();
  // clear() removes it as well; doing it up front also covers the ward branch and a tab closed
  // while the logout call is under way. A storage failure must not stop the logout itself.
  await session.clearAdmin().catch(() => undefined);

  const fail = async (): Promise<LogoutOutcome> => {
    await session.clear();
    navigate("/login/one");
    return "failed";
  };

  if (!stored.token) return fail();
  let answer: AuthAnswer;
  try {
    answer = await api.post("/api/auth/logout", LogoutAnswer, info ? { info } : {}, { notify: false });
  } catch {
    return fail();
  }

  if (!stored.user || stored.user.originalId === 0) {
    await session.clear();
    navigate("/login/one");
    return "signed-out";
  }
  if (!(await session.acceptAuthAnswer(answer))) return fail();
  navigate("/guardianpage");
  return "back-to-guardian";
}
