import { describe, expect, it, vi } from "vitest";
import { startActingAs, stopActing } from "./impersonation.ts";
import { createSessionStore } from "./session.ts";
import { STORAGE_KEYS } from "./storage.ts";
import { authAnswer, memoryStore } from "./test-helpers.ts";

const admin = authAnswer({ id: 1, firstname: "Wanda", role: "worlddirector", api_token: "admin-token" });
const target = authAnswer({ id: 42, firstname: "Tom", role: "teacher", api_token: "target-token" });

async function adminSession() {
  const storage = memoryStore();
  const session = createSessionStore(storage);
  await session.load();
  await session.acceptAuthAnswer(admin);
  return { storage, session };
}

describe("impersonation", () => {
  it("startActingAs saves the admin under the admin-user key and installs the target", async () => {
    const { storage, session } = await adminSession();
    const navigate = vi.fn();
    expect(await startActingAs({ session, navigate }, admin, "admin-token", target)).toBe(true);
    expect(session.getState()).toMatchObject({ loggedIn: true, token: "target-token" });
    expect(session.getState().user?.firstname).toBe("Tom");
    const saved = JSON.parse((await storage.getItem(STORAGE_KEYS.adminUser)) ?? "null") as {
      token: string;
      user: { firstname: string };
    };
    expect(saved.token).toBe("admin-token");
    expect(saved.user.firstname).toBe("Wanda");
    expect(await storage.getItem(STORAGE_KEYS.token)).toBe("target-token");
  });

  it("stopActing restores the admin, clears the key and goes to /mycompanies?refresh=<now>", async () => {
    const { storage, session } = await adminSession();
    const navigate = vi.fn();
    await startActingAs({ session, navigate }, admin, "admin-token", target);
    session.beginLogout(); // even with the flag down, returning sets it again (spec §4)
    expect(await stopActing({ session, navigate, now: () => 1_700_000_000_000 })).toBe(true);
    expect(session.getState()).toMatchObject({ loggedIn: true, token: "admin-token", adminUser: null });
    expect(session.getState().user?.firstname).toBe("Wanda");
    expect(await storage.getItem(STORAGE_KEYS.adminUser)).toBeNull();
    expect(await storage.getItem(STORAGE_KEYS.token)).toBe("admin-token");
    expect(navigate).toHaveBeenCalledWith("/mycompanies?refresh=1700000000000");
  });

  it("survives a reload: the admin snapshot is read back from storage", async () => {
    const { storage, session } = await adminSession();
    await startActingAs({ session, navigate: vi.fn() }, admin, "admin-token", target);
    const reloaded = createSessionStore(storage);
    await reloaded.load();
    expect(reloaded.getState().adminUser?.user.firstname).toBe("Wanda");
  });

  it("refuses to nest impersonations", async () => {
    const { session } = await adminSession();
    await startActingAs({ session, navigate: vi.fn() }, admin, "admin-token", target);
    await expect(startActingAs({ session, navigate: vi.fn() }, target, "target-token", admin)).rejects.toThrow(
      /stop acting/,
    );
  });

  it("rolls back when the target answer does not count (no firstname)", async () => {
    const { storage, session } = await adminSession();
    expect(await startActingAs({ session, navigate: vi.fn() }, admin, "admin-token", { api_token: "x" })).toBe(false);
    expect(session.getState().token).toBe("admin-token");
    expect(await storage.getItem(STORAGE_KEYS.adminUser)).toBeNull();
  });

  it("stopActing without a stored admin does nothing", async () => {
    const { session } = await adminSession();
    const navigate = vi.fn();
    expect(await stopActing({ session, navigate })).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("stopActing and the server", () => {
  it("ends the impersonation on the server with the acted-as token before restoring the admin", async () => {
    const { session } = await adminSession();
    await startActingAs({ session, navigate: vi.fn() }, admin, "admin-token", target);
    const tokens: (string | null)[] = [];
    const endOnServer = vi.fn(async () => {
      tokens.push(session.getState().token);
    });
    expect(await stopActing({ session, navigate: vi.fn(), endOnServer })).toBe(true);
    expect(tokens).toEqual(["target-token"]);
    expect(session.getState().token).toBe("admin-token");
  });

  it("restores the admin even when the server call fails", async () => {
    const { session } = await adminSession();
    await startActingAs({ session, navigate: vi.fn() }, admin, "admin-token", target);
    const endOnServer = () => Promise.reject(new Error("offline"));
    expect(await stopActing({ session, navigate: vi.fn(), endOnServer })).toBe(true);
    expect(session.getState().token).toBe("admin-token");
  });
});
