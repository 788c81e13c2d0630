import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  REVISION_CONFLICT_MESSAGE,
  type AuthoringTutorial,
  type SubjectTutorials,
  type TutorialList,
} from "@tq/contract/authoring";
import type { TutorialView } from "@tq/contract/catalog";
import { authoringWorld, type Who } from "./authoring-factory.ts";
import { errorOf } from "../support/helpers.ts";

let w: Awaited<ReturnType<typeof authoringWorld>>;
beforeAll(async () => {
  w = await authoringWorld();
});
afterAll(() => w.t.close());

const chapterUrl = () => `/api/authoring/chapters/${w.tree.chapters.ch2.id}/tutorials`;

async function addTutorial(topic: string, who: Who = "owner", extra: object = {}) {
  const res = await w.call("POST", chapterUrl(), who, { topic, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AuthoringTutorial;
}

describe("the tutorial manager's data", () => {
  it("lists every chapter with all its tutorials (drafts too) and the levels", async () => {
    const res = await w.call("GET", `/api/authoring/subjects/${w.tree.subject.id}/tutorials`, "assistant");
    expect(res.statusCode).toBe(200);
    const data = res.json() as SubjectTutorials;
    expect(data.course).toMatchObject({ id: w.tree.course.id, canManage: false });
    expect(data.levels.map((l) => [l.name, l.tutorialCount])).toEqual([
      ["Foundation", 3],
      ["Advanced", 1],
    ]);
    expect(data.chapters[0]?.tutorials.map((t) => [t.index, t.topic, t.status])).toEqual([
      [1, "First law", "published"],
      [2, "Second law", "published"],
      [3, "Third law (draft)", "draft"],
    ]);
  });

  it("is refused to a tutor, another course's assistant, another teacher, a country director (403)", async () => {
    const url = `/api/authoring/subjects/${w.tree.subject.id}/tutorials`;
    for (const who of ["tutor", "otherAssistant", "otherTeacher", "country", "student"] as const) {
      const res = await w.call("GET", url, who);
      expect(res.statusCode, who).toBe(403);
      expect(errorOf(res).message).toMatch(/(can edit its tutorials|author courses)/);
    }
    expect((await w.call("GET", "/api/authoring/subjects/999999/tutorials", "owner")).statusCode).toBe(404);
  });
});

describe("creating and editing a tutorial", () => {
  it("appends a draft to the chapter; the assistant may create", async () => {
    const t = await addTutorial("Collisions", "assistant", { levelId: w.tree.levels.advanced.id, difficulty: 3 });
    expect(t).toMatchObject({
      chapterId: w.tree.chapters.ch2.id,
      subjectId: w.tree.subject.id,
      courseId: w.tree.course.id,
      index: 2,
      status: "draft",
      difficulty: 3,
      freePreview: false,
      bodyHtml: "",
      draftHtml: null,
      revision: 1,
    });
  });

  it("validates fields, and a level must be one of the subject's", async () => {
    const bad = await w.call("POST", chapterUrl(), "owner", { topic: "", difficulty: 7 });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      topic: "Enter the tutorial's topic.",
      difficulty: "Choose a difficulty from 1 to 5.",
    });
    const other = await w.call("POST", "/api/authoring/courses", "owner", {
      title: "Other",
      basePriceMinor: 1,
      months: 1,
    });
    const subject = await w.call(
      "POST",
      `/api/authoring/courses/${(other.json() as { id: number }).id}/subjects`,
      "owner",
      {
        title: "Elsewhere",
      },
    );
    const level = await w.call(
      "POST",
      `/api/authoring/subjects/${(subject.json() as { id: number }).id}/levels`,
      "owner",
      {
        name: "Foreign",
      },
    );
    const res = await w.call("POST", chapterUrl(), "owner", {
      topic: "X",
      levelId: (level.json() as { id: number }).id,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.levelId).toBe("Choose one of this subject's levels.");
  });

  it("saves the body: sanitized source, rendered math, revision bump, draft cleared", async () => {
    const t = await addTutorial("Energy");
    const url = `/api/authoring/tutorials/${t.id}`;
    await w.call("PUT", `${url}/draft`, "owner", { html: "<p>work in progress</p>", baseRevision: 1 });
    const res = await w.call("PATCH", url, "owner", {
      bodyHtml: '<p onclick="x()">Energy $E=mc^2$</p><script>alert(1)</script>',
      baseRevision: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as AuthoringTutorial;
    expect(saved.revision).toBe(2);
    expect(saved.bodyHtml).toBe("<p>Energy $E=mc^2$</p>");
    expect(saved.draftHtml).toBeNull();
    expect(saved.draftSavedAt).toBeNull();
    // Staff preview: the rendered HTML a student will get (catalog's readTutorial, drafts allowed for staff).
    const view = (await w.call("GET", `/api/tutorials/${t.id}`, "assistant")).json() as TutorialView;
    expect(view.tutorial.html).toContain("katex");
    expect(view.tutorial.html).not.toContain("script");
  });

  it("answers 409 `conflict` when someone else saved since the editor opened it; nothing changes", async () => {
    const t = await addTutorial("Work");
    const url = `/api/authoring/tutorials/${t.id}`;
    expect((await w.call("PATCH", url, "assistant", { bodyHtml: "<p>Theirs</p>", baseRevision: 1 })).statusCode).toBe(
      200,
    );
    const stale = await w.call("PATCH", url, "owner", { bodyHtml: "<p>Mine</p>", baseRevision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale)).toMatchObject({ code: "conflict", message: REVISION_CONFLICT_MESSAGE });
    const draft = await w.call("PUT", `${url}/draft`, "owner", { html: "<p>Mine</p>", baseRevision: 1 });
    expect(draft.statusCode).toBe(409);
    const now = (await w.call("GET", url, "owner")).json() as AuthoringTutorial;
    expect(now).toMatchObject({ bodyHtml: "<p>Theirs</p>", revision: 2, draftHtml: null });
    const missing = await w.call("PATCH", url, "owner", { bodyHtml: "<p>No revision</p>" });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields?.baseRevision).toMatch(/revision/);
    const big = await w.call("PATCH", url, "owner", { bodyHtml: `<p>${"a".repeat(205 * 1024)}</p>`, baseRevision: 2 });
    expect(big.statusCode).toBe(400);
    expect(errorOf(big).fields?.bodyHtml).toMatch(/200 KB/);
  });

  it("autosaves a draft without touching the saved text, idempotently, and discards it", async () => {
    const t = await addTutorial("Power");
    const url = `/api/authoring/tutorials/${t.id}`;
    await w.call("PATCH", url, "owner", { bodyHtml: "<p>Saved</p>", baseRevision: 1 });
    const before = w.t.app.ctx.publicVersion.value;
    for (let i = 0; i < 2; i++) {
      const res = await w.call("PUT", `${url}/draft`, "owner", {
        html: "<p>Draft <img src=x onerror=alert(1)></p>",
        baseRevision: 2,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ revision: 2 });
    }
    expect(w.t.app.ctx.publicVersion.value).toBe(before);
    const withDraft = (await w.call("GET", url, "owner")).json() as AuthoringTutorial;
    expect(withDraft.bodyHtml).toBe("<p>Saved</p>");
    expect(withDraft.draftHtml).toContain("Draft");
    expect(withDraft.draftHtml).not.toContain("onerror");
    expect(withDraft.draftSavedAt).not.toBeNull();
    const list = (
      await w.call("GET", `/api/authoring/subjects/${w.tree.subject.id}/tutorials`, "owner")
    ).json() as SubjectTutorials;
    expect(list.chapters[1]?.tutorials.find((x) => x.id === t.id)?.hasDraft).toBe(true);
    const discarded = await w.call("DELETE", `${url}/draft`, "owner");
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toMatchObject({ draftHtml: null, bodyHtml: "<p>Saved</p>", revision: 2 });
  });

  it("changes metadata, refuses to publish an empty tutorial, publishes a written one", async () => {
    const t = await addTutorial("Momentum conservation");
    const url = `/api/authoring/tutorials/${t.id}`;
    const empty = await w.call("PATCH", url, "owner", { status: "published" });
    expect(empty.statusCode).toBe(409);
    expect(errorOf(empty).message).toMatch(/Write the tutorial/);
    await w.call("PATCH", url, "owner", { bodyHtml: "<p>p = mv</p>", baseRevision: 1 });
    const res = await w.call("PATCH", url, "world", {
      topic: "Conservation of momentum",
      difficulty: 5,
      freePreview: true,
      levelId: w.tree.levels.advanced.id,
      status: "published",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      topic: "Conservation of momentum",
      difficulty: 5,
      freePreview: true,
      status: "published",
      revision: 2,
    });
    // Published, free preview, published course: a visitor can read it now.
    expect((await w.t.app.inject({ method: "GET", url: `/api/tutorials/${t.id}` })).statusCode).toBe(200);
  });

  it("moves a tutorial to another chapter of the course (appended), never to another course", async () => {
    const t = await addTutorial("Wanderer");
    const url = `/api/authoring/tutorials/${t.id}`;
    const res = await w.call("PATCH", url, "owner", { chapterId: w.tree.chapters.ch1.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ chapterId: w.tree.chapters.ch1.id, index: 4 });
    const other = await w.call("POST", "/api/authoring/courses", "owner", {
      title: "Other two",
      basePriceMinor: 1,
      months: 1,
    });
    const s = await w.call("POST", `/api/authoring/courses/${(other.json() as { id: number }).id}/subjects`, "owner", {
      title: "Far",
    });
    const ch = await w.call("POST", `/api/authoring/subjects/${(s.json() as { id: number }).id}/chapters`, "owner", {
      title: "Away",
    });
    const away = await w.call("PATCH", url, "owner", { chapterId: (ch.json() as { id: number }).id });
    expect(away.statusCode).toBe(400);
    expect(errorOf(away).fields?.chapterId).toMatch(/same course/);
  });

  it("reorders a chapter's tutorials (every id once, else 400) and deletes one, closing the gap", async () => {
    const listUrl = `/api/authoring/subjects/${w.tree.subject.id}/tutorials`;
    const data = (await w.call("GET", listUrl, "owner")).json() as SubjectTutorials;
    const ids = data.chapters[1]?.tutorials.map((t) => t.id) ?? [];
    expect(ids.length).toBeGreaterThan(2);
    const reversed = [...ids].reverse();
    const res = await w.call("PUT", `${chapterUrl()}/order`, "assistant", { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect((res.json() as TutorialList).tutorials.map((t) => [t.id, t.index])).toEqual(
      reversed.map((id, i) => [id, i + 1]),
    );
    expect((await w.call("PUT", `${chapterUrl()}/order`, "owner", { ids: ids.slice(1) })).statusCode).toBe(400);
    const victim = reversed[0] ?? 0;
    expect((await w.call("DELETE", `/api/authoring/tutorials/${victim}`, "assistant")).statusCode).toBe(200);
    const after = (await w.call("GET", listUrl, "owner")).json() as SubjectTutorials;
    expect(after.chapters[1]?.tutorials.map((t) => t.index)).toEqual(reversed.slice(1).map((_, i) => i + 1));
    expect((await w.call("GET", `/api/authoring/tutorials/${victim}`, "owner")).statusCode).toBe(404);
  });

  it("is refused to a tutor, another course's assistant and another teacher (403) and visitors (401)", async () => {
    const url = `/api/authoring/tutorials/${w.tree.tutorials.paid.id}`;
    for (const who of ["tutor", "otherAssistant", "otherTeacher", "country", "student"] as const) {
      expect((await w.call("GET", url, who)).statusCode, who).toBe(403);
      expect((await w.call("PATCH", url, who, { topic: "Hijacked" })).statusCode, who).toBe(403);
      expect((await w.call("DELETE", url, who)).statusCode, who).toBe(403);
    }
    expect((await w.call("GET", url, null)).statusCode).toBe(401);
    expect((await w.call("PATCH", "/api/authoring/tutorials/999999", "owner", { topic: "X" })).statusCode).toBe(404);
  });
});
