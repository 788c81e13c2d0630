import type { ManualSection } from "@tq/contract/manual";
import { describe, expect, it } from "vitest";
import { plainTextOf, searchManual, sectionFromHash } from "./manual-search.ts";

const section = (id: number, title: string, renderedHtml: string): ManualSection => ({
  id,
  title,
  renderedHtml,
  revision: 1,
  updatedAt: "2026-11-01T00:00:00.000Z",
  updatedBy: null,
});

const sections = [
  section(1, "Getting started", "<p>Sign in with your staff account.</p>"),
  section(2, "Marking", "<p>Open the <strong>marking queue</strong> &amp; release scores.</p>"),
  section(3, "Payments", "<p>Record a manual payment with its reference.</p>"),
];

describe("searchManual", () => {
  it("finds every word in the title or the text, ignoring tags, case and entities", () => {
    expect(searchManual(sections, "MARKING queue").map((h) => h.section.id)).toEqual([2]);
    expect(searchManual(sections, "queue & release").map((h) => h.section.id)).toEqual([2]);
    expect(searchManual(sections, "strong")).toEqual([]);
    expect(searchManual(sections, "payment reference").map((h) => h.section.id)).toEqual([3]);
  });

  it("keeps the manual's order and gives an excerpt around the match", () => {
    const hits = searchManual(sections, "account");
    expect(hits[0]?.excerpt).toBe("Sign in with your staff account.");
    expect(searchManual(sections, "   ").map((h) => h.section.id)).toEqual([1, 2, 3]);
  });
});

describe("deep links", () => {
  it("reads only #section-<id>", () => {
    expect(sectionFromHash("#section-12")).toBe(12);
    expect(sectionFromHash("#section-x")).toBeNull();
    expect(sectionFromHash("")).toBeNull();
  });

  it("turns rendered HTML into words", () => {
    expect(plainTextOf("<p>a&lt;b</p><p>c</p>")).toBe("a<b c");
  });
});

describe("excerpts", () => {
  it("cut at spaces, never inside a word", () => {
    const long = section(
      4,
      "Long",
      `<p>${"alpha beta gamma delta ".repeat(6)}needle ${"epsilon zeta eta theta ".repeat(8)}</p>`,
    );
    const excerpt = searchManual([long], "needle")[0]?.excerpt ?? "";
    expect(excerpt).toMatch(/^…(alpha|beta|gamma|delta) /);
    expect(excerpt).toMatch(/ (epsilon|zeta|eta|theta)…$/);
    expect(excerpt).toContain("needle");
  });
});
