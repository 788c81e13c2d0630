import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Below this an answer goes as it is: compressed, it is hardly smaller and costs a round of work. */
const THRESHOLD = 1024;

/**
 * Answers up to this size are compressed in one call (ADR 0088). Above @fastify/compress's own
 * bound (8 KiB on two cores) each answer went through a zlib stream and libuv's threadpool, which
 * cost a 56 KB exam start 0.7-1.2 ms of CPU against 0.1-0.4 ms in one call: the threadpool pays
 * only with idle cores, and a class starting an exam leaves none. At this bound one call holds
 * the event loop at most ~1.5 ms (brotli) and ~0.5 ms (gzip).
 */
export const SYNC_COMPRESS_BYTES = 256 * 1024;

/**
 * gzip's level for the clients that ask for gzip and neither zstd nor brotli (Node's fetch, older
 * browsers): level 3 costs a third of zlib's default 6 for a fifth more bytes (ADR 0088).
 * Brotli (quality 4) and zstd (level 3) keep the plugin's defaults.
 */
export const GZIP_LEVEL = 3;

/** The API's answers (and Swagger UI's), compressed for the encodings the client accepts. */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: THRESHOLD,
    syncThreshold: SYNC_COMPRESS_BYTES,
    zlibOptions: { level: GZIP_LEVEL },
  });
}
