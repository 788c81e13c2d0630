import { describe, expect, it } from "vitest";
import { actionChoices, filtersFrom, logSearch } from "./api.ts";

describe("View Log's URL filters", () => {
  it("keeps the known filters and drops the rest", () => {
    const f = filtersFrom(new URLSearchParams("actor=ada&action=contact.*&actingAs=yes&page=3&from=2026-01-01"));
    expect(f).toEqual({ actor: "ada", action: "contact.*", from: "2026-01-01" });
  });

  it("writes the filters and the cursor as a query string, empty ones left out", () => {
    expect(logSearch({ actor: "ada lovelace", targetId: "" }, 42)).toBe("?actor=ada+lovelace&cursor=42");
    expect(logSearch({})).toBe("");
  });
});

describe("actionChoices", () => {
  it("offers a prefix for each family of two or more actions, sorted with the actions", () => {
    expect(actionChoices(["auth.login", "auth.logout", "contact.sent"]).map((c) => c.value)).toEqual([
      "auth.*",
      "auth.login",
      "auth.logout",
      "contact.sent",
    ]);
  });
});
