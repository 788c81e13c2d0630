import type { FastifyInstance } from "fastify";
import { SAFE_NAME } from "./storage.ts";

/** An upload's name is the hash of its bytes (ADR 0012): it never changes content. */
export const HASHED_MEDIA = /(?:^|[\\/])[0-9a-f]{64}(?:-\d+)?\.webp$/;
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** What @fastify/static sends for the other (seeded) files: one day. */
export const ONE_DAY = "public, max-age=86400";

/**
 * GET /media/<name> from S3 (ADR 0082): the same URLs and caching headers as the local disk's
 * static route, answered by whichever process the load balancer picks. A browser that has the
 * file gets 304 by its ETag.
 */
export function registerStoredMedia(app: FastifyInstance): void {
  app.get("/media/*", async (request, reply) => {
    const name = (request.params as { "*": string })["*"];
    const found = SAFE_NAME.test(name) ? await app.ctx.storage.get("media", name) : null;
    if (!found) return reply.status(404).type("text/plain").send("Not found");
    reply
      .header("cache-control", HASHED_MEDIA.test(name) ? IMMUTABLE : ONE_DAY)
      .header("content-type", found.contentType)
      .header("x-content-type-options", "nosniff");
    if (found.etag) reply.header("etag", found.etag);
    if (found.etag && request.headers["if-none-match"] === found.etag) return reply.status(304).send();
    return reply.send(found.body);
  });
}
