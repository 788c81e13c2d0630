import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Readiness } from "@tq/contract/health";
import { buildApp } from "../../src/app.ts";
import { createTestApp, type TestApp } from "../support/helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the load balancer's probes", () => {
  it("GET /api/health answers ok without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("GET /api/ready checks the database and media storage (no Redis unless set)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as Readiness;
    expect(answer).toEqual({
      status: "ready",
      checks: { database: { ok: true, ms: expect.any(Number) }, storage: { ok: true, ms: expect.any(Number) } },
    });
  });

  it("answers 503 naming what is unreachable: storage that cannot be written (and reports a Redis that does not answer)", async () => {
    const mediaDir = path.join(t.config.dataDir, "elsewhere");
    const app = await buildApp({
      // Port 1 on loopback: nothing listens, the connection is refused at once.
      config: { ...t.config, redisUrl: "redis://127.0.0.1:1", mediaDir },
      database: t.database,
      logger: false,
    });
    try {
      // A file where the media folder should be: nothing can be stored.
      fs.rmSync(mediaDir, { recursive: true, force: true });
      fs.writeFileSync(mediaDir, "not a folder");
      const res = await app.inject({ method: "GET", url: "/api/ready" });
      expect(res.statusCode, res.body).toBe(503);
      const answer = res.json() as Readiness;
      expect(answer.status).toBe("unready");
      expect(answer.checks.database.ok).toBe(true);
      expect(answer.checks.redis?.ok).toBe(false);
      expect(answer.checks.storage.ok).toBe(false);
      expect(res.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|EEXIST/);
    } finally {
      await app.close();
    }
  });
});
