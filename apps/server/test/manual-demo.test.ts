import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Manual, ManualHistory } from "@tq/contract/manual";
import type { ModerationList, PublicTestimonies } from "@tq/contract/testimonies";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import type { Database } from "../src/db/client.ts";
import { DEMO_PASSWORD, seedIfEmpty } from "../src/db/seed/seed.ts";
import { bearer, createTestDatabase, signIn } from "./helpers.ts";

/** The demo manual and testimonies (seed/demo-manual.ts, seed/demo-testimonies.ts), read back through the API. */

let database: Database;
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tq-demo-manual-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  await seedIfEmpty(database.db, { demo: true, mediaDir: config.mediaDir });
  app = await buildApp({ config, database, rateLimitScale: 100, logger: false });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

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
