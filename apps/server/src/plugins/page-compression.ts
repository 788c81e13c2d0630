import { pipeline, type Readable } from "node:stream";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";

/** Brotli's quality 4: close to gzip's speed, smaller output (what @fastify/compress uses too). */
const BROTLI_QUALITY = 4;
/** Below this, a compressed page is hardly smaller and costs a round of work (as the API's threshold). */
const THRESHOLD = 1024;

export type PageEncoding = "br" | "gzip";

/** The encoding to send: br when the client accepts it, else gzip, else none (q=0 refuses). */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim() === "x-gzip" ? "gzip" : name.trim(), q === undefined ? 1 : Number(q));
  }
  const wants = (name: PageEncoding) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (wants("br")) return "br";
  if (wants("gzip")) return "gzip";
  return null;
}

/** Compresses one whole page (a rendered page is a string; a cached one is compressed once, at a higher quality). */
export function compressPage(html: string | Buffer, encoding: PageEncoding, quality = BROTLI_QUALITY): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } })
    : zlib.gzipSync(html);
}

function compressStream(encoding: PageEncoding) {
  return encoding === "br"
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : zlib.createGzip();
}

export function varyOnEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader("vary") ?? "");
  if (!/accept-encoding/i.test(vary)) reply.header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * Server-rendered pages are compressed like every other answer (issue #16). @fastify/compress
 * hooks the routes it sees declared, and pages are answered by the not-found handler (every
 * path the API and the static files do not take), which it never sees: this hook is global.
 */
export function registerPageCompression(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (payload === null || payload === undefined) return payload;
    if (!String(reply.getHeader("content-type") ?? "").startsWith("text/html")) return payload;
    if (reply.hasHeader("content-encoding") || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    const encoding = pageEncoding(request.headers["accept-encoding"]);
    varyOnEncoding(reply);
    if (!encoding) return payload;
    if (typeof payload === "string" || Buffer.isBuffer(payload)) {
      if (Buffer.byteLength(payload) < THRESHOLD) return payload;
      const body = compressPage(payload, encoding);
      reply.header("content-encoding", encoding).header("content-length", body.length);
      return body;
    }
    const stream = payload as Readable;
    if (typeof stream.pipe !== "function") return payload;
    reply.header("content-encoding", encoding).removeHeader("content-length");
    // A stream's errors end the response (the SSR stream's own errors are logged by the renderer).
    return pipeline(stream, compressStream(encoding), () => {});
  });
}
