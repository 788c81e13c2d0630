import zlib from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { GZIP_LEVEL, registerApiCompression } from "../../src/plugins/api-compression.ts";

/**
 * ADR 0088: an API answer the size of an exam start (~56 KB of JSON) is compressed in one call,
 * gzip at level 3 for gzip clients, and every client still gets the encoding it prefers.
 */
const answer = {
  questions: Array.from({ length: 13 }, (_, i) => ({
    key: i + 1,
    stemHtml:
      `<p>Question ${i}: <span class="katex"><span class="mord">${i}x</span></span> ${"é".repeat(40)}</p>`.repeat(40),
  })),
};
const body = JSON.stringify(answer);
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await registerApiCompression(app);
  app.get("/api/start", async () => answer);
  await app.ready();
});
afterAll(() => app.close());

const decode: Record<string, (b: Buffer) => Buffer> = {
  gzip: (b) => zlib.gunzipSync(b),
  br: (b) => zlib.brotliDecompressSync(b),
  zstd: (b) => zlib.zstdDecompressSync(b),
};

it.each([
  ["gzip, deflate", "gzip"],
  ["gzip, deflate, br", "br"],
  ["gzip, deflate, br, zstd", "zstd"],
])("answers Accept-Encoding %s with %s in one piece that decodes to the answer", async (accept, encoding) => {
  expect(body.length).toBeGreaterThan(50_000);
  const res = await app.inject({ method: "GET", url: "/api/start", headers: { "accept-encoding": accept } });
  expect(res.headers["content-encoding"]).toBe(encoding);
  // Compressed in one call: the length is known (a compressing stream would send it chunked).
  expect(res.headers["content-length"]).toBe(String(res.rawPayload.length));
  expect(decode[encoding]?.(res.rawPayload).toString("utf8")).toBe(body);
  if (encoding === "gzip") {
    expect(res.rawPayload.length).toBe(zlib.gzipSync(body, { level: GZIP_LEVEL }).length);
  }
});
