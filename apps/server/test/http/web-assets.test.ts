import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, WEB_BUILD_ENTRY } from "../support/process-server.ts";
import { createTestApp, type TestApp } from "../support/helpers.ts";

/**
 * The build's hashed assets served from memory (plugins/web-assets.ts): the bytes the build wrote,
 * the encoding the client reads, cached for good; nothing outside the build's assets folder.
 * Needs the web build (`npm test` builds it first).
 */
const { webBuildIsStale } = (await import(path.join(ROOT, "scripts/stale.mjs"))) as {
  webBuildIsStale(root: string): boolean;
};
const built = fs.existsSync(WEB_BUILD_ENTRY) && !webBuildIsStale(ROOT);
if (!built && !process.env.CI) console.warn("web-assets: skipped, the web build is missing or stale (npm run build).");

const assetsDir = path.join(ROOT, "apps/web/build/client/assets");
let t: TestApp;
beforeAll(async () => {
  if (built) t = await createTestApp({ config: { webBuildDir: path.join(ROOT, "apps/web/build") } });
}, 120_000);
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
  t.app.inject({ method, url, headers });

describe.runIf(built || process.env.CI)("the build's assets", () => {
  const script = () => {
    const name = fs
      .readdirSync(assetsDir)
      .find((f) => f.endsWith(".js") && fs.existsSync(path.join(assetsDir, `${f}.br`)));
    if (!name) throw new Error("no precompressed script in the build");
    return name;
  };

  it("answers the build's bytes in the encoding the client reads, cached for a year", async () => {
    const name = script();
    const raw = fs.readFileSync(path.join(assetsDir, name));
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br, zstd", "br", (b: Buffer) => zlib.brotliDecompressSync(b)],
      ["gzip", "gzip", (b: Buffer) => zlib.gunzipSync(b)],
      ["br;q=0, gzip;q=0.5", "gzip", (b: Buffer) => zlib.gunzipSync(b)],
      ["", undefined, (b: Buffer) => b],
    ] as const) {
      // Twice: the first reads the files, the second is answered from memory.
      for (let i = 0; i < 2; i += 1) {
        const res = await get(`/assets/${name}`, { "accept-encoding": accept });
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-encoding"]).toBe(encoding);
        expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
        expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(res.rawPayload).equals(raw)).toBe(true);
      }
    }
    const head = await get(`/assets/${name}`, { "accept-encoding": "br" }, "HEAD");
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
  });

  it("serves a font and a stylesheet with their types", async () => {
    const files = fs.readdirSync(assetsDir);
    const font = files.find((f) => f.endsWith(".woff2"));
    const css = files.find((f) => f.endsWith(".css"));
    expect((await get(`/assets/${font}`)).headers["content-type"]).toBe("font/woff2");
    expect((await get(`/assets/${css}`)).headers["content-type"]).toBe("text/css; charset=utf-8");
  });

  it("knows no other file: a missing name, a way out of the folder, a file of another kind", async () => {
    for (const url of [
      "/assets/no-such-file-abc123.js",
      "/assets/..%2F..%2Fserver%2Findex.js",
      "/assets/../server/index.js",
      "/assets/%2e%2e/%2e%2e/server/index.js",
      `/assets/${script()}.br`,
    ]) {
      const res = await get(url, { accept: "text/html" });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
