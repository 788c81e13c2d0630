import { describe, expect, it } from "vitest";
import { countsAsLogin, createSessionStore } from "./session.ts";
import { STORAGE_KEYS } from "./storage.ts";
import { authAnswer, memoryStore } from "./test-helpers.ts";

describe("countsAsLogin (spec §5: only an answer with a firstname counts)", () => {
  it("accepts a full answer", async () => {
    expect((await countsAsLogin(authAnswer()))?.firstname).toBe("Ada");
  });

  it.each([
    ["no firstname", { ...authAnswer(), firstname: undefined }],
    ["an empty firstname", authAnswer({ firstname: "  " })],
    ["an error body", { error: { code: "invalid_credentials", message: "Wrong email or password." } }],
    ["null", null],
    ["a string", "ok"],
  ])("rejects %s", async (_label, answer) => {
    expect(await countsAsLogin(answer)).toBeNull();
  });
});

describe("session store", () => {
  it("starts logged in when a token is stored", async () => {
    const storage = memoryStore();
    await storage.setItem(STORAGE_KEYS.token, "stored-token");
    await storage.setItem(STORAGE_KEYS.user, JSON.stringify(authAnswer({ api_token: "stored-token" })));
    const state = await createSessionStore(storage).load();
    expect(state).toMatchObject({ ready: true, loggedIn: true, token: "stored-token" });
    expect(state.user?.firstname).toBe("Ada");
  });

  it("starts logged out without a stored token", async () => {
    const state = await createSessionStore(memoryStore()).load();
    expect(state).toMatchObject({ ready: true, loggedIn: false, token: null, user: null });
  });

  it("a login answer with a firstname sets the flag and stores token and user", async () => {
    const storage = memoryStore();
    const store = createSessionStore(storage);
    await store.load();
    expect(await store.acceptAuthAnswer(authAnswer({ api_token: "new" }))).toBe(true);
    expect(store.getState()).toMatchObject({ loggedIn: true, token: "new" });
    expect(await storage.getItem(STORAGE_KEYS.token)).toBe("new");
    expect(JSON.parse((await storage.getItem(STORAGE_KEYS.user)) ?? "null")).toMatchObject({ firstname: "Ada" });
  });

  it("load() after a sign-in or sign-out answers the state as it is now, not the first read's", async () => {
    // Client loaders ask load() on every navigation: a stale snapshot showed a subscriber the visitor's view.
    const store = createSessionStore(memoryStore());
    expect((await store.load()).token).toBeNull();
    await store.acceptAuthAnswer(authAnswer({ api_token: "after-login" }));
    expect(await store.load()).toMatchObject({ loggedIn: true, token: "after-login" });
    await store.clear();
    expect(await store.load()).toMatchObject({ loggedIn: false, token: null });
  });

  it("an answer without a firstname changes nothing", async () => {
    const storage = memoryStore();
    const store = createSessionStore(storage);
    await store.load();
    expect(await store.acceptAuthAnswer({ api_token: "t", id: 1 })).toBe(false);
    expect(store.getState().loggedIn).toBe(false);
    expect(await storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("ignores a corrupt stored user instead of crashing", async () => {
    const storage = memoryStore();
    await storage.setItem(STORAGE_KEYS.token, "t");
    await storage.setItem(STORAGE_KEYS.user, "{not json");
    const state = await createSessionStore(storage).load();
    expect(state.user).toBeNull();
  });

  it("updateUser keeps the token and stores the new details", async () => {
    const storage = memoryStore();
    const store = createSessionStore(storage);
    await store.acceptAuthAnswer(authAnswer());
    const { api_token: _t, ...user } = authAnswer({ firstname: "Augusta" });
    await store.updateUser(user);
    expect(store.getState().user).toMatchObject({ firstname: "Augusta", api_token: "token-ada" });
    expect(await storage.getItem(STORAGE_KEYS.user)).toContain("Augusta");
  });

  it("clear() also removes the admin-user key so nobody inherits the admin session", async () => {
    const storage = memoryStore();
    const store = createSessionStore(storage);
    await store.load();
    const admin = authAnswer({ id: 1, firstname: "Root", role: "worlddirector", api_token: "admin-token" });
    await store.saveAdmin({ user: admin, token: "admin-token" });
    await store.acceptAuthAnswer(authAnswer({ api_token: "target-token" }));
    await store.clear();
    expect(store.getState()).toMatchObject({ loggedIn: false, token: null, user: null, adminUser: null });
    expect(await storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(await storage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(await storage.getItem(STORAGE_KEYS.adminUser)).toBeNull();
    // The next start-up on this browser finds no admin to go back to.
    expect((await createSessionStore(storage).load()).adminUser).toBeNull();
  });
});
