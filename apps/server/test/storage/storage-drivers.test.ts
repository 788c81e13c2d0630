import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { localStorage } from "../../src/storage/local-storage.ts";
import { s3Storage } from "../../src/storage/s3-storage.ts";
import type { MediaStorage } from "../../src/storage/storage.ts";
import { startS3Server, type S3Server } from "../support/s3-server.ts";

let s3: S3Server;
let dir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tq-local-storage-"));
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const drivers: [string, () => MediaStorage][] = [
  ["local disk", () => localStorage({ media: path.join(dir, "media"), diagrams: path.join(dir, "diagrams") })],
  ["S3 (s3rver)", () => s3Storage(s3.settings)],
];

describe.each(drivers)("the %s driver", (_name, make) => {
  it("keeps what is put, by area and name; answers null and false for what is not there", async () => {
    const storage = make();
    await storage.check();
    const bytes = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>");
    expect(await storage.has("diagrams", "a1.svg")).toBe(false);
    expect(await storage.get("diagrams", "a1.svg")).toBeNull();
    await storage.put("diagrams", "a1.svg", bytes, "image/svg+xml");
    expect(await storage.has("diagrams", "a1.svg")).toBe(true);
    expect(await storage.has("media", "a1.svg")).toBe(false);
    const got = await storage.get("diagrams", "a1.svg");
    expect(got?.body.equals(bytes)).toBe(true);
    expect(got?.contentType).toBe("image/svg+xml");
    expect(got?.etag).toMatch(/^"[0-9a-f]+"$/);
    await storage.put("media", "images/b2.webp", Buffer.from([1, 2, 3]), "image/webp");
    expect((await storage.get("media", "images/b2.webp"))?.body).toEqual(Buffer.from([1, 2, 3]));
  });

  it("refuses names that could leave their area", async () => {
    const storage = make();
    for (const name of ["../x.svg", "/etc/passwd", "a/../../b", "", "a//b"]) {
      await expect(storage.put("media", name, Buffer.from("x"), "image/webp"), name).rejects.toThrow(/unsafe/);
      await expect(storage.get("media", name), name).rejects.toThrow(/unsafe/);
    }
  });
});

describe("the S3 driver against a real S3 server", () => {
  // s3rver checks the access key of a Signature V4 request, not the signature itself (ADR 0082).
  it("is refused with an unknown key and reports a missing bucket", async () => {
    const wrong = s3Storage({ ...s3.settings, accessKeyId: "NOT-A-KEY" });
    await expect(wrong.put("media", "x.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(
      /403 InvalidAccessKeyId/,
    );
    await expect(s3Storage({ ...s3.settings, bucket: "no-such-bucket" }).check()).rejects.toThrow(/404/);
  });
});

describe("S3 settings from the environment", () => {
  it("reads S3_URL, or the S3_* variables (AWS_* keys as a fallback), and names what is missing", () => {
    const base = { DATA_DIR: dir };
    expect(loadConfig(base).s3).toBeUndefined();
    expect(loadConfig({ ...base, S3_URL: "http://key:se%2Fcret@minio:9000/media?region=eu-west-1" }).s3).toEqual({
      endpoint: "http://minio:9000",
      bucket: "media",
      region: "eu-west-1",
      accessKeyId: "key",
      secretAccessKey: "se/cret",
    });
    expect(
      loadConfig({
        ...base,
        S3_BUCKET: "media",
        AWS_ACCESS_KEY_ID: "k",
        AWS_SECRET_ACCESS_KEY: "s",
        AWS_REGION: "eu-west-3",
      }).s3,
    ).toEqual({
      endpoint: "https://s3.eu-west-3.amazonaws.com",
      bucket: "media",
      region: "eu-west-3",
      accessKeyId: "k",
      secretAccessKey: "s",
    });
    expect(() => loadConfig({ ...base, S3_BUCKET: "media" })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ ...base, S3_URL: "http://minio:9000/media" })).toThrow(/KEY:SECRET/);
    expect(() => loadConfig({ ...base, S3_ENDPOINT: "http://minio:9000" })).toThrow(/without S3_BUCKET/);
  });
});
