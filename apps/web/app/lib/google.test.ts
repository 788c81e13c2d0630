import { afterEach, describe, expect, it, vi } from "vitest";
import { GOOGLE_CLIENT_SRC, googleClientId, loadGoogleClient } from "./google.ts";

afterEach(() => {
  vi.restoreAllMocks();
  document.head.querySelectorAll("script").forEach((s) => s.remove());
});

describe("Google sign-in (spec §7: the library loads only when needed)", () => {
  it("is offered only when a client id is configured", () => {
    expect(googleClientId(null, null)).toBeNull();
    expect(googleClientId("  ", undefined)).toBeNull();
    expect(googleClientId(null, "env-id.apps.googleusercontent.com")).toBe("env-id.apps.googleusercontent.com");
    expect(googleClientId("settings-id", "env-id")).toBe("settings-id");
  });

  it("adds the script once, on demand", () => {
    // Keep the script out of the real document: there is no network to Google in tests.
    const added: HTMLScriptElement[] = [];
    vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T): T => {
      if (node instanceof HTMLScriptElement) added.push(node);
      return node;
    });
    expect(added).toHaveLength(0);
    void loadGoogleClient(document);
    void loadGoogleClient(document);
    expect(added).toHaveLength(1);
    expect(added[0]?.src).toBe(GOOGLE_CLIENT_SRC);
  });
});
