import type { AuthAnswer, SessionUser } from "@tq/contract/auth";
import type { AnswerCheck } from "./api-client.ts";
import type { AdminSnapshot } from "./session-schemas.ts";
import { appStorage, STORAGE_KEYS, type KeyValueStore } from "./storage.ts";

export type { AdminSnapshot };

/** The schemas, loaded when there is something to check (a visitor has nothing stored). */
const schemas = () => import("./session-schemas.ts");

export interface SessionState {
  /** False until the stored values were read (always false while rendering on the server). */
  ready: boolean;
  /** The spec's logged-in flag (spec §4). */
  loggedIn: boolean;
  token: string | null;
  user: AuthAnswer | null;
  adminUser: AdminSnapshot | null;
}

export const VISITOR_STATE: SessionState = { ready: false, loggedIn: false, token: null, user: null, adminUser: null };

/**
 * The spec's rule (spec §5): a login or registration answer counts only if it has a firstname.
 * Returns the answer typed, or null when it does not count.
 */
export async function countsAsLogin(answer: unknown): Promise<AuthAnswer | null> {
  if (typeof answer !== "object" || answer === null) return null;
  const firstname: unknown = (answer as { firstname?: unknown }).firstname;
  if (typeof firstname !== "string" || firstname.trim() === "") return null;
  const parsed = (await schemas()).AuthAnswer.safeParse(answer);
  return parsed.success && parsed.data.api_token !== "" ? parsed.data : null;
}

/** A stored value checked against its schema; null when absent, not JSON or not of that shape. */
function parseStored<T>(raw: string | null, schema: AnswerCheck<T>): T | null {
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The signed-in state, mirrored in storage under the spec's keys. */
export function createSessionStore(storage: KeyValueStore) {
  let state: SessionState = VISITOR_STATE;
  const listeners = new Set<() => void>();
  let loading: Promise<void> | undefined;

  function update(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  async function install(answer: AuthAnswer): Promise<void> {
    await storage.setItem(STORAGE_KEYS.token, answer.api_token);
    await storage.setItem(STORAGE_KEYS.user, JSON.stringify(answer));
    update({ loggedIn: true, token: answer.api_token, user: answer });
  }

  return {
    getState: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * Reads storage once; at start-up the flag is true if a stored token exists (spec §4).
     * Every call answers the state as it is NOW: a sign-in or sign-out after the first read
     * must not be hidden behind that read's snapshot (client loaders ask this on every navigation).
     */
    load(): Promise<SessionState> {
      loading ??= (async () => {
        try {
          const [token, rawUser, rawAdmin] = await Promise.all([
            storage.getItem(STORAGE_KEYS.token),
            storage.getItem(STORAGE_KEYS.user),
            storage.getItem(STORAGE_KEYS.adminUser),
          ]);
          const hasToken = token !== null && token !== "";
          // The schemas load only when something is stored.
          const checks = rawUser !== null || rawAdmin !== null ? await schemas() : null;
          const user = checks ? parseStored(rawUser, checks.AuthAnswer) : null;
          const adminUser = checks ? parseStored(rawAdmin, checks.AdminSnapshot) : null;
          update({ ready: true, loggedIn: hasToken, token: hasToken ? token : null, user, adminUser });
        } catch {
          update({ ready: true, loggedIn: false, token: null, user: null, adminUser: null });
        }
      })();
      return loading.then(() => state);
    },

    /**
     * Installs a login/registration/internal-login answer when it counts (has a firstname);
     * returns whether it did.
     */
    async acceptAuthAnswer(answer: unknown): Promise<boolean> {
      const accepted = await countsAsLogin(answer);
      if (!accepted) return false;
      await install(accepted);
      return true;
    },

    /** The flag goes false as soon as an internal logout starts (spec §4). */
    beginLogout(): void {
      update({ loggedIn: false });
    },

    /**
     * Removes the token, the user and the admin-user key; the flag becomes false. The admin key
     * holds an admin's live token (impersonation): left behind, the next person to sign in on
     * this browser would be offered "Stop acting" and get the admin session back.
     */
    async clear(): Promise<void> {
      update({ loggedIn: false, token: null, user: null, adminUser: null });
      await Promise.allSettled([
        storage.removeItem(STORAGE_KEYS.token),
        storage.removeItem(STORAGE_KEYS.user),
        storage.removeItem(STORAGE_KEYS.adminUser),
      ]);
    },

    /** After a profile update: same session, new details. */
    async updateUser(user: SessionUser): Promise<void> {
      const current = state.user;
      if (!current) return;
      const next: AuthAnswer = { ...current, ...user, api_token: current.api_token };
      await storage.setItem(STORAGE_KEYS.user, JSON.stringify(next));
      update({ user: next });
    },

    async saveAdmin(snapshot: AdminSnapshot): Promise<void> {
      await storage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(snapshot));
      update({ adminUser: snapshot });
    },

    async clearAdmin(): Promise<void> {
      update({ adminUser: null });
      await storage.removeItem(STORAGE_KEYS.adminUser);
    },
  };
}

let appSession: SessionStore | undefined;

/** The browser's one session store (created on first use so the server never touches it). */
export function session(): SessionStore {
  return (appSession ??= createSessionStore(appStorage()));
}
