import { describe, expect, it, vi } from "vitest";
import { logout } from "../../lib/logout.ts";
import { createSessionStore } from "../../lib/session.ts";
import { STORAGE_KEYS } from "../../lib/storage.ts";
import { authAnswer, memoryStore } from "../../lib/test-helpers.ts";
import { startActingAsWard } from "./act-as-ward.ts";

const guardian = authAnswer({ id: 3, firstname: "Grace", role: "guardian", api_token: "guardian-token" });
const ward = authAnswer({ id: 9, firstname: "Amara", role: "student", originalId: 3, api_token: "ward-token" });

async function guardianSession() {
  const storage = memoryStore();
  const session = createSessionStore(storage);
  await session.load();
  await session.acceptAuthAnswer(guardian);
  return { storage, session };
}

describe("acting as a ward", () => {
  it("stores the ward's user and token (originalId = guardian) and opens the dashboard", async () => {
    const { storage, session } = await guardianSession();
    const navigate = vi.fn();
    const act = vi.fn().mockResolvedValue(ward);
    expect(await startActingAsWard({ session, act, navigate }, 9)).toBe(true);
    expect(act).toHaveBeenCalledWith(9);
    expect(session.getState()).toMatchObject({ token: "ward-token", adminUser: null });
    expect(session.getState().user).toMatchObject({ firstname: "Amara", originalId: 3 });
    expect(await storage.getItem(STORAGE_KEYS.token)).toBe("ward-token");
    expect(navigate).toHaveBeenCalledWith("/dashboard");
  });

  it("keeps the guardian when the answer does not count as a sign-in", async () => {
    const { session } = await guardianSession();
    const navigate = vi.fn();
    const act = vi.fn().mockResolvedValue({ error: "nope" });
    expect(await startActingAsWard({ session, act, navigate }, 9)).toBe(false);
    expect(session.getState().token).toBe("guardian-token");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("returns through logout: the guardian's answer is stored and the app goes to /guardianpage", async () => {
    const { session } = await guardianSession();
    await startActingAsWard({ session, act: vi.fn().mockResolvedValue(ward), navigate: vi.fn() }, 9);
    const navigate = vi.fn();
    const back = authAnswer({ ...guardian, api_token: "guardian-token-2" });
    const post = vi.fn().mockResolvedValue(back);
    expect(await logout({ session, api: { post }, navigate })).toBe("back-to-guardian");
    expect(session.getState()).toMatchObject({ loggedIn: true, token: "guardian-token-2" });
    expect(navigate).toHaveBeenCalledWith("/guardianpage");
  });
});
