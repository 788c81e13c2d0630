import { Readable } from "node:stream";
import zlib from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageEncoding, registerPageCompression } from "../../src/plugins/page-compression.ts";

/**
 * Issue #16: server-rendered pages were sent uncompressed (89 KB for /home) because pages are
 * answered by the not-found handler, which @fastify/compress never hooks. The pages here are
 * answered the same way, as a whole string (the SSR cache) and as a stream (a fresh render).
 */
const page = `<!DOCTYPE html><html><body>${"<p>Ẹ kú àárọ̀, a tutorial paragraph.</p>".repeat(400)}</body></html>`;
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerPageCompression(app);
  app.get("/api/thing", async () => ({ ok: true }));
  app.setNotFoundHandler((request, reply) => {
    reply.type("text/html; charset=utf-8");
    if (request.url === "/small") return reply.send("<p>hi</p>");
    if (request.url === "/stream") return reply.send(Readable.from([page.slice(0, 5000), page.slice(5000)]));
    return reply.send(page);
  });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("server-rendered pages are compressed", () => {
  it.each([
    ["/home", "gzip, deflate, br, zstd", "br"],
    ["/stream", "gzip, deflate, br", "br"],
    ["/home", "gzip, deflate", "gzip"],
    ["/stream", "gzip", "gzip"],
    ["/home", "br;q=0, gzip;q=0.5", "gzip"],
  ])("GET %s with Accept-Encoding %s answers %s that decodes to the page", async (url, accept, encoding) => {
    const res = await get(url, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const decoded = encoding === "br" ? zlib.brotliDecompressSync(res.rawPayload) : zlib.gunzipSync(res.rawPayload);
    expect(decoded.toString("utf8")).toBe(page);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(page) / 5);
  });

  it("sends the page as it is to a client that accepts no encoding, and a tiny page as it is", async () => {
    for (const res of [await get("/home"), await get("/home", "identity"), await get("/small", "br")]) {
      expect(res.headers["content-encoding"]).toBeUndefined();
    }
    expect((await get("/home")).body).toBe(page);
  });

  it("leaves non-HTML answers to @fastify/compress", async () => {
    const res = await get("/api/thing", "br");
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("negotiates br, else gzip, honouring q=0 and *", () => {
    expect(pageEncoding("br")).toBe("br");
    expect(pageEncoding("gzip, br;q=0")).toBe("gzip");
    expect(pageEncoding("x-gzip")).toBe("gzip");
    expect(pageEncoding("*")).toBe("br");
    expect(pageEncoding("*;q=0")).toBeNull();
    expect(pageEncoding("deflate")).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });
});
