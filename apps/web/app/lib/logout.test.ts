import { describe, expect, it, vi } from "vitest";
import type { AnswerCheck } from "./api-client.ts";
import { ApiError } from "./api-error.ts";
import { startActingAs } from "./impersonation.ts";
import { logout } from "./logout.ts";
import { createSessionStore } from "./session.ts";
import { STORAGE_KEYS } from "./storage.ts";
import { authAnswer, memoryStore } from "./test-helpers.ts";

async function signedIn(user = authAnswer()) {
  const storage = memoryStore();
  const session = createSessionStore(storage);
  await session.load();
  await session.acceptAuthAnswer(user);
  return { storage, session };
}

function fakeApi(answer: () => Promise<unknown>) {
  const calls = vi.fn();
  async function post<T>(path: string, schema: AnswerCheck<T>, body?: unknown): Promise<T> {
    calls(path, body);
    const parsed = schema.safeParse(await answer());
    if (!parsed.success) throw new ApiError(200, "internal", "unexpected answer");
    return parsed.data;
  }
  return { post, calls };
}

describe("logout", () => {
  it("own session (originalId 0): clears token and user, flag false, goes to /login/one", async () => {
    const { storage, session } = await signedIn();
    const navigate = vi.fn();
    const api = fakeApi(async () => authAnswer({ api_token: "", originalId: 0 }));
    expect(await logout({ session, api, navigate })).toBe("signed-out");
    expect(api.calls).toHaveBeenCalledWith("/api/auth/logout", {});
    expect(session.getState()).toMatchObject({ loggedIn: false, token: null, user: null });
    expect(await storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(await storage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/login/one");
  });

  it("guardian acting as a ward: becomes the returned guardian and goes to /guardianpage", async () => {
    const ward = authAnswer({ id: 9, firstname: "Wendy", originalId: 3, api_token: "ward-token" });
    const guardian = authAnswer({
      id: 3,
      firstname: "Gina",
      role: "guardian",
      originalId: 0,
      api_token: "guardian-token",
    });
    const { storage, session } = await signedIn(ward);
    const navigate = vi.fn();
    expect(await logout({ session, api: fakeApi(async () => guardian), navigate })).toBe("back-to-guardian");
    expect(session.getState()).toMatchObject({ loggedIn: true, token: "guardian-token" });
    expect(session.getState().user?.firstname).toBe("Gina");
    expect(await storage.getItem(STORAGE_KEYS.token)).toBe("guardian-token");
    expect(navigate).toHaveBeenCalledWith("/guardianpage");
  });

  it("a failed call clears token and user and goes to /login/one", async () => {
    const { storage, session } = await signedIn(authAnswer({ originalId: 3 }));
    const navigate = vi.fn();
    const api = fakeApi(async () => {
      throw new ApiError(500, "internal", "boom");
    });
    expect(await logout({ session, api, navigate })).toBe("failed");
    expect(session.getState()).toMatchObject({ loggedIn: false, token: null, user: null });
    expect(await storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/login/one");
  });

  it("the flag goes false as soon as logout starts", async () => {
    const { session } = await signedIn();
    let flagDuringCall: boolean | undefined;
    const api = fakeApi(async () => {
      flagDuringCall = session.getState().loggedIn;
      return authAnswer({ api_token: "" });
    });
    await logout({ session, api, navigate: vi.fn() });
    expect(flagDuringCall).toBe(false);
  });

  describe("while an admin is acting as someone (the admin-user key holds the admin's live token)", () => {
    const admin = authAnswer({ id: 1, firstname: "Root", role: "worlddirector", api_token: "admin-token" });

    async function impersonating(target = authAnswer({ id: 7, api_token: "target-token" })) {
      const { storage, session } = await signedIn(admin);
      expect(await startActingAs({ session, navigate: vi.fn() }, admin, "admin-token", target)).toBe(true);
      expect(await storage.getItem(STORAGE_KEYS.adminUser)).not.toBeNull();
      return { storage, session };
    }

    async function expectNoAdminLeft(
      storage: ReturnType<typeof memoryStore>,
      session: ReturnType<typeof createSessionStore>,
    ) {
      expect(session.getState().adminUser).toBeNull();
      expect(await storage.getItem(STORAGE_KEYS.adminUser)).toBeNull();
      // The next person to open the app on this browser gets no "Stop acting" back to the admin.
      expect((await createSessionStore(storage).load()).adminUser).toBeNull();
    }

    it("Sign out returns to the admin, as Stop acting does (issue #12): impersonation token ended, /mycompanies", async () => {
      const { storage, session } = await impersonating();
      const navigate = vi.fn();
      const endImpersonation = vi.fn(async () => undefined);
      const api = fakeApi(async () => authAnswer({ api_token: "" }));
      expect(await logout({ session, api, navigate, endImpersonation })).toBe("back-to-admin");
      expect(endImpersonation).toHaveBeenCalledTimes(1);
      // Not the logout call: on the server it also ends the admin's own token.
      expect(api.calls).not.toHaveBeenCalled();
      expect(session.getState()).toMatchObject({ loggedIn: true, token: "admin-token" });
      expect(session.getState().user?.firstname).toBe("Root");
      expect(await storage.getItem(STORAGE_KEYS.token)).toBe("admin-token");
      expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/mycompanies\?refresh=\d+$/));
      await expectNoAdminLeft(storage, session);
    });

    it("returns to the admin even when the server cannot end the impersonation token (it expires anyway)", async () => {
      const { session } = await impersonating();
      const navigate = vi.fn();
      const endImpersonation = vi.fn(async () => {
        throw new ApiError(0, "unavailable", "offline");
      });
      const api = fakeApi(async () => authAnswer({ api_token: "" }));
      expect(await logout({ session, api, navigate, endImpersonation })).toBe("back-to-admin");
      expect(session.getState().token).toBe("admin-token");
    });

    it("a stored admin that no longer counts: the spec's logout, clearing everything", async () => {
      const { storage, session } = await impersonating();
      await storage.setItem(
        STORAGE_KEYS.adminUser,
        JSON.stringify({ user: { ...admin, firstname: "" }, token: "admin-token" }),
      );
      await session.saveAdmin({ user: { ...admin, firstname: "" }, token: "admin-token" });
      const navigate = vi.fn();
      const api = fakeApi(async () => authAnswer({ api_token: "" }));
      expect(await logout({ session, api, navigate })).toBe("signed-out");
      expect(session.getState()).toMatchObject({ loggedIn: false, token: null, user: null });
      expect(navigate).toHaveBeenCalledWith("/login/one");
      await expectNoAdminLeft(storage, session);
    });
  });
});
