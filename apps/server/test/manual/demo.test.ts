import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Manual, ManualHistory } from "@tq/contract/manual";
import type { ModerationList, PublicTestimonies } from "@tq/contract/testimonies";
import { DEMO_PASSWORD } from "../../src/db/seed/seed.ts";
import { bearer, createTestApp, type TestApp, signIn } from "../support/helpers.ts";

/** The demo manual and testimonies (seed/demo-manual.ts, seed/demo-testimonies.ts), read back through the API. */

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  ({ app } = t);
}, 120_000);
afterAll(() => t.close());

describe("the demo manual and testimonies", () => {
  it("gives staff a manual of six sections, formulas rendered, with a history to restore from", async () => {
    const teacher = await signIn(app, "teacher@example.com", DEMO_PASSWORD);
    const manual: Manual = (await app.inject({ method: "GET", url: "/api/manual", headers: bearer(teacher) })).json();
    expect(manual.sections.map((s) => s.title)).toEqual([
      "Getting started for staff",
      "Authoring tutorials with LaTeX and TikZ",
      "Building quizzes and marking schemes",
      "Marking and releasing results",
      "Classes and reports",
      "Payments and countries (directors)",
    ]);
    const authoring = manual.sections[1];
    expect(authoring?.renderedHtml).toContain("katex");
    expect(authoring?.revision).toBe(3);
    const wd = await signIn(app, "worlddirector@example.com", DEMO_PASSWORD);
    const history: ManualHistory = (
      await app.inject({ method: "GET", url: `/api/manual/sections/${authoring?.id}/revisions`, headers: bearer(wd) })
    ).json();
    expect(history.revisions.map((r) => r.number)).toEqual([3, 2, 1]);
    expect(history.revisions.every((r) => r.author !== null)).toBe(true);
  });

  it("shows four approved testimonies on home and keeps one waiting for review", async () => {
    const shown: PublicTestimonies = (await app.inject({ method: "GET", url: "/api/testimonies/public" })).json();
    expect(shown.testimonies).toHaveLength(4);
    expect(shown.testimonies.every((t) => /^\S+ [A-Z]\.$/.test(t.name))).toBe(true);
    const wd = await signIn(app, "worlddirector@example.com", DEMO_PASSWORD);
    const pending: ModerationList = (
      await app.inject({ method: "GET", url: "/api/testimonies?status=pending", headers: bearer(wd) })
    ).json();
    expect(pending.testimonies).toHaveLength(1);
  });
});
