import { describe, expect, it } from "vitest";
import type { AuthoringTutorial } from "@tq/contract/authoring";
import { startingText } from "./starting-text.ts";

const tutorial = (patch: Partial<AuthoringTutorial> = {}): AuthoringTutorial => ({
  id: 7,
  chapterId: 1,
  subjectId: 1,
  courseId: 1,
  topic: "Fractions",
  levelId: null,
  difficulty: 2,
  index: 0,
  freePreview: false,
  status: "draft",
  bodyHtml: "<p>saved</p>",
  draftHtml: null,
  draftSavedAt: null,
  updatedAt: "2026-11-22T10:00:00.000Z",
  revision: 3,
  ...patch,
});

describe("startingText", () => {
  it("opens the saved text when there is no work in progress", () => {
    expect(startingText(tutorial(), null)).toMatchObject({ html: "<p>saved</p>", origin: "saved" });
  });

  it("opens the server's autosaved draft", () => {
    const t = tutorial({ draftHtml: "<p>draft</p>", draftSavedAt: "2026-11-22T11:00:00.000Z" });
    expect(startingText(t, null)).toMatchObject({ html: "<p>draft</p>", origin: "draft", onServer: "<p>draft</p>" });
  });

  it("prefers a newer copy on this device (typed while offline) and still knows what the server has", () => {
    const t = tutorial({ draftHtml: "<p>draft</p>", draftSavedAt: "2026-11-22T11:00:00.000Z" });
    const backup = { html: "<p>offline work</p>", revision: 3, savedAt: "2026-11-22T11:05:00.000Z" };
    expect(startingText(t, backup)).toEqual({
      html: "<p>offline work</p>",
      origin: "device",
      at: backup.savedAt,
      onServer: "<p>draft</p>",
    });
  });

  it("ignores a device copy that is older than the server's draft", () => {
    const t = tutorial({ draftHtml: "<p>draft</p>", draftSavedAt: "2026-11-22T11:00:00.000Z" });
    const backup = { html: "<p>old</p>", revision: 3, savedAt: "2026-11-22T10:30:00.000Z" };
    expect(startingText(t, backup).origin).toBe("draft");
  });

  it("ignores a device copy written on an older revision (someone saved since)", () => {
    const backup = { html: "<p>stale</p>", revision: 2, savedAt: "2026-11-22T12:00:00.000Z" };
    expect(startingText(tutorial(), backup)).toMatchObject({ origin: "saved", html: "<p>saved</p>" });
  });

  it("treats a device copy equal to the server's text as nothing new", () => {
    const backup = { html: "<p>saved</p>", revision: 3, savedAt: "2026-11-22T12:00:00.000Z" };
    expect(startingText(tutorial(), backup).origin).toBe("saved");
  });
});
