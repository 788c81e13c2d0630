import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";

/** The build's hashed files never change content: browsers keep them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** What the build writes under /assets/ (Vite: scripts, styles, KaTeX's fonts). */
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".json": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
};

/** A flat file name of the build (Vite writes assets/<name>-<hash>.<ext>); anything else is not one. */
const NAME = /^[\w.-]+$/;

interface Asset {
  type: string;
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

/** Whether Accept-Encoding names the coding with a weight above 0 ("br;q=0" refuses it). */
function accepts(header: string, coding: string): boolean {
  return header.split(",").some((part) => {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (name.trim() !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch {
    return null;
  }
}

/**
 * The build's hashed assets (/assets/*), served from memory (issue #16; exam day). @fastify/static
 * opened, read and closed each file through libuv's threadpool on every request, ~1,000 answers a
 * second for a 1 KB file on the 2-core machine, a quarter of what the same server answers for a
 * cached page; a class opening the site together asks for ~15 of these each. A file is read once,
 * with the .br and .gz the build wrote beside it (scripts/precompress.mjs), on its first request;
 * the folder holds ~7 MB. A name that is not a file of the build is not remembered (404).
 */
export function registerWebAssets(app: FastifyInstance, clientDir: string): void {
  const dir = path.join(clientDir, "assets");
  const assets = new Map<string, Promise<Asset | null>>();

  const load = async (name: string): Promise<Asset | null> => {
    const type = TYPES[path.extname(name)];
    const file = path.join(dir, name);
    const identity = type ? await readOrNull(file) : null;
    if (!type || !identity) return null;
    const [br, gzip] = await Promise.all([readOrNull(`${file}.br`), readOrNull(`${file}.gz`)]);
    return { type, identity, br, gzip };
  };

  app.get("/assets/*", async (request, reply) => {
    const name = (request.params as { "*": string })["*"];
    if (!NAME.test(name) || name.startsWith(".")) return reply.callNotFound();
    let found = assets.get(name);
    if (!found) {
      found = load(name);
      assets.set(name, found);
    }
    const asset = await found;
    if (!asset) {
      assets.delete(name);
      return reply.callNotFound();
    }
    const accepted = String(request.headers["accept-encoding"] ?? "");
    const [encoding, body] =
      asset.br && accepts(accepted, "br")
        ? ["br", asset.br]
        : asset.gzip && accepts(accepted, "gzip")
          ? ["gzip", asset.gzip]
          : [null, asset.identity];
    reply.header("content-type", asset.type).header("cache-control", IMMUTABLE);
    if (asset.br || asset.gzip) reply.header("vary", "accept-encoding");
    if (encoding) reply.header("content-encoding", encoding);
    return reply.send(body);
  });
}
