import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../src/db/seed/seed.ts";
import { ROOT, WEB_BUILD_ENTRY } from "../support/process-server.ts";
import { createTestApp, signIn, type TestApp } from "../support/helpers.ts";

/**
 * Issue #16, ADR 0090: an anonymous page is the same bytes for the same data (its inline scripts
 * allowed by hash, no per-response nonce), so its compressed bytes are cached; a change to the
 * catalogue is on the very next request. Needs the web build (`npm test` builds it first).
 */
const { webBuildIsStale } = (await import(path.join(ROOT, "scripts/stale.mjs"))) as {
  webBuildIsStale(root: string): boolean;
};
const built = fs.existsSync(WEB_BUILD_ENTRY) && !webBuildIsStale(ROOT);
if (!built && !process.env.CI)
  console.warn("cached-pages: skipped, the web build is missing or stale (npm run build).");

let t: TestApp;
beforeAll(async () => {
  if (built) t = await createTestApp({ demo: true, config: { webBuildDir: path.join(ROOT, "apps/web/build") } });
}, 120_000);
afterAll(() => t?.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { accept: "text/html", "accept-encoding": "br", ...headers } });
const html = (raw: Buffer) => zlib.brotliDecompressSync(raw).toString("utf8");

describe.runIf(built || process.env.CI)("anonymous pages, cached compressed", () => {
  it("answers two visitors with the same bytes, and allows exactly the page's inline scripts by hash", async () => {
    const first = await page("/home");
    const second = await page("/home");
    expect(second.headers["x-ssr-cache"]).toBe("hit");
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);

    const text = html(second.rawPayload);
    expect(text).not.toContain("nonce=");
    const scriptSrc = /script-src ([^;]*)/.exec(String(second.headers["content-security-policy"]))?.[1] ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    const inline = [...text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/\bsrc=/.test(m[1] ?? ""),
    );
    expect(inline.length).toBeGreaterThan(2);
    const hashes = inline.map(
      (m) =>
        `'sha256-${createHash("sha256")
          .update(m[2] ?? "")
          .digest("base64")}'`,
    );
    expect(scriptSrc.split(" ").filter((s) => s.startsWith("'sha256-"))).toEqual([...new Set(hashes)]);
  });

  it("shows a renamed course on the next request", async () => {
    expect((await page("/home")).headers["x-ssr-cache"]).toBe("hit");
    const teacher = await signIn(t.app, "teacher@example.com", DEMO_PASSWORD);
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/authoring/courses",
      headers: { authorization: `Bearer ${teacher}` },
    });
    const courseId = (mine.json() as { courses: { id: number }[] }).courses[0]?.id;
    const title = "Mathematics, renamed for the cache test";
    const renamed = await t.app.inject({
      method: "PATCH",
      url: `/api/authoring/courses/${courseId}`,
      headers: { authorization: `Bearer ${teacher}` },
      payload: { title },
    });
    expect(renamed.statusCode).toBe(200);
    const next = await page("/home");
    expect(next.headers["x-ssr-cache"]).toBe("miss");
    expect(html(next.rawPayload)).toContain(title);
  });

  it("never answers a request that carries a token from the cache", async () => {
    const res = await page("/home", { authorization: "Bearer whatever" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-ssr-cache"]).toBeUndefined();
  });
});
