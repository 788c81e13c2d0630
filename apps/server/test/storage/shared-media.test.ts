import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { UploadedImage } from "@tq/contract/authoring";
import type { Readiness } from "@tq/contract/health";
import { buildApp } from "../../src/app.ts";
import { multipart, pngOf } from "../authoring/authoring-factory.ts";
import { bearer, buildUser, createTestApp, signIn, type TestApp } from "../support/helpers.ts";
import { startS3Server, type S3Server } from "../support/s3-server.ts";

/**
 * Two app processes with their own DATA_DIR and one S3 bucket (ADR 0082): what one stores, the
 * other serves, under the same URL and with the same headers as the local disk's static route.
 */
let s3: S3Server;
let one: TestApp;
let local: TestApp;
let two: FastifyInstance;
let otherDir: string;
let token: string;

beforeAll(async () => {
  s3 = await startS3Server();
  one = await createTestApp({ config: { s3: s3.settings } });
  local = await createTestApp();
  otherDir = fs.mkdtempSync(path.join(os.tmpdir(), "tq-other-process-"));
  const config = { ...one.config, dataDir: otherDir, mediaDir: path.join(otherDir, "media") };
  two = await buildApp({ config, database: one.database, logger: false });
  await two.ready();
  const teacher = await buildUser(one.database, { role: "teacher" });
  token = await signIn(one.app, teacher.email);
});
afterAll(async () => {
  await two.close();
  await one.close();
  await local.close();
  await s3.close();
  fs.rmSync(otherDir, { recursive: true, force: true });
});

async function uploadTo(t: TestApp, as: string, png: Buffer): Promise<string> {
  const body = multipart(png, "photo.png", "image/png");
  const res = await t.app.inject({
    method: "POST",
    url: "/api/media/images",
    payload: body.payload,
    headers: { ...body.headers, ...bearer(as) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as UploadedImage).url;
}

describe("media in S3", () => {
  it("an image uploaded through one process is served by the other, as the local disk serves it", async () => {
    const png = await pngOf(64, 48);
    const url = await uploadTo(one, token, png);
    expect(url).toMatch(/^\/media\/images\/[0-9a-f]{64}\.webp$/);
    // Nothing on either process's disk: the bucket holds it.
    expect(fs.existsSync(path.join(one.config.mediaDir, "images"))).toBe(false);

    const served = await two.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    const localToken = await signIn(local.app, (await buildUser(local.database, { role: "teacher" })).email);
    const localUrl = await uploadTo(local, localToken, png);
    expect(localUrl).toBe(url); // the same bytes, the same name
    const fromDisk = await local.app.inject({ method: "GET", url });
    expect(served.rawPayload.equals(fromDisk.rawPayload)).toBe(true);
    for (const header of ["content-type", "cache-control", "x-content-type-options"]) {
      expect(served.headers[header], header).toBe(fromDisk.headers[header]);
    }
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const again = await two.inject({ method: "GET", url, headers: { "if-none-match": String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("answers 404 for what is not there and for names outside the media area", async () => {
    const missing = `/media/images/${"0".repeat(64)}.webp`;
    expect((await two.inject({ method: "GET", url: missing })).statusCode).toBe(404);
    expect((await local.app.inject({ method: "GET", url: missing })).statusCode).toBe(404);
    for (const url of ["/media/../diagrams/x.svg", "/media/%2e%2e/diagrams/x.svg", "/media/images/.hidden"]) {
      expect([400, 404], url).toContain((await two.inject({ method: "GET", url })).statusCode);
    }
  });

  it("a diagram drawn by one process is served by the other from the shared cache", async () => {
    const hash = "ab".repeat(32);
    const svg = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><path d='M0 0L1 1'/></svg>");
    await one.app.ctx.storage.put("diagrams", `${hash}.svg`, svg, "image/svg+xml");
    expect(await two.diagrams.has(hash)).toBe(true);
    const res = await two.inject({ method: "GET", url: `/diagrams/${hash}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(svg)).toBe(true);
  });

  it("the readiness probe checks the bucket", async () => {
    expect(((await two.inject({ method: "GET", url: "/api/ready" })).json() as Readiness).checks.storage.ok).toBe(true);
    const lost = await buildApp({
      config: { ...one.config, s3: { ...s3.settings, bucket: "gone" } },
      database: one.database,
      logger: false,
    });
    try {
      const res = await lost.inject({ method: "GET", url: "/api/ready" });
      expect(res.statusCode).toBe(503);
      expect((res.json() as Readiness).checks.storage.ok).toBe(false);
    } finally {
      await lost.close();
    }
  });
});
