import { routeDef, type RouteDef } from "@tq/contract/paths";
import { describe, expect, it } from "vitest";
import { afterLoginPath, guardDecision, isSafeNext, loginHref } from "./guard.ts";

function def(id: string): RouteDef {
  const found = routeDef(id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
}

const visitor = { ready: true, loggedIn: false, role: null } as const;
const student = { ready: true, loggedIn: true, role: "student" } as const;
const director = { ready: true, loggedIn: true, role: "worlddirector" } as const;

describe("guardDecision", () => {
  it("renders public routes at once, even before the session is read", () => {
    expect(guardDecision(def("home"), { ready: false, loggedIn: false, role: null })).toBe("render");
    expect(guardDecision(undefined, visitor)).toBe("render");
  });

  it("waits for the stored session on routes that need a user", () => {
    expect(guardDecision(def("dashboard"), { ready: false, loggedIn: false, role: null })).toBe("wait");
  });

  it("redirects a visitor away from a [G] route (spec §4)", () => {
    expect(guardDecision(def("dashboard"), visitor)).toBe("redirect");
    expect(guardDecision(def("userprofile"), visitor)).toBe("redirect");
  });

  it("prompts a visitor to sign in on a route the spec does not guard but that has roles", () => {
    expect(guardDecision(def("guardianpage"), visitor)).toBe("signin");
    expect(guardDecision(def("manual"), visitor)).toBe("signin");
  });

  it("renders a [G] route without roles for any signed-in user", () => {
    expect(guardDecision(def("dashboard"), student)).toBe("render");
  });

  it("shows not-allowed to a signed-in user of another role", () => {
    expect(guardDecision(def("generalsettings"), student)).toBe("forbidden");
    expect(guardDecision(def("guardianpage"), director)).toBe("forbidden");
    expect(guardDecision(def("generalsettings"), director)).toBe("render");
  });

  it("treats a cleared flag as signed out even if a role is known", () => {
    expect(guardDecision(def("dashboard"), { ready: true, loggedIn: false, role: "student" })).toBe("redirect");
  });
});

describe("loginHref", () => {
  it("carries the page the visitor was sent from", () => {
    expect(loginHref("/userprofile/two?x=1")).toBe("/login/one?next=%2Fuserprofile%2Ftwo%3Fx%3D1");
  });

  it("never sends anyone to another site", () => {
    expect(isSafeNext("//evil.example")).toBe(false);
    expect(isSafeNext("https://evil.example")).toBe(false);
    expect(isSafeNext("/\\evil.example")).toBe(false);
    expect(loginHref("//evil.example")).toBe("/login/one");
  });
});

describe("isSafeNext / afterLoginPath (no open redirect through ?next=)", () => {
  it.each([
    ["a tab-encoded double slash", "/%09/evil.org"],
    ["a newline-encoded double slash", "/%0A/evil.org"],
    ["a carriage-return-encoded double slash", "/%0D/evil.org"],
    ["a raw tab", "/\t/evil.org"],
    ["a raw newline", "/\n/evil.org"],
    ["an encoded backslash", "/%5C/evil.org"],
    ["an encoded slash making a double slash", "/%2F/evil.org"],
    ["a double-encoded tab", "/%2509/evil.org"],
    ["an encoded space", "/%20/evil.org"],
    ["a DEL character", "/\u007f/evil.org"],
    ["a C1 control character", "/%C2%85/evil.org"],
    ["a leading space", " /dashboard"],
    ["a trailing encoded space", "/dashboard%20"],
    ["a non-breaking space", "/%C2%A0/evil.org"],
    ["a protocol-relative URL", "//evil.org"],
    ["an absolute URL", "https://evil.org/"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["broken percent-encoding", "/%E0%A4%A"],
    ["a relative path", "dashboard"],
    ["the login page itself", "/login/one"],
  ])("refuses %s", (_label, next) => {
    expect(isSafeNext(next)).toBe(false);
    expect(afterLoginPath(next)).toBe("/dashboard");
    expect(loginHref(next)).toBe("/login/one");
  });

  it.each([
    "/dashboard",
    "/userprofile/two?x=1",
    "/courses/42#intro",
    "/search?q=a+b&page=2",
    "/tutorialview/3/1/2/0/1/Mathematics%20Foundations/Algebra/1",
  ])("keeps the same-site path %s", (next) => {
    expect(isSafeNext(next)).toBe(true);
    expect(afterLoginPath(next)).toBe(next);
  });

  it("goes to /dashboard without a next", () => {
    expect(afterLoginPath(null)).toBe("/dashboard");
    expect(afterLoginPath("")).toBe("/dashboard");
  });
});
