import path from "node:path";
import type { FastifyInstance } from "fastify";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { startMailWorker } from "./lib/mailer.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { DatabaseLockedError } from "./db/data-dir-lock.ts";
import { seedIfEmpty } from "./db/seed/seed.ts";
import { copySeededMedia } from "./storage/seeded-media.ts";
import { drawUndrawnExamples } from "./modules/content/tikz-service.ts";
import { onceAcrossProcesses } from "./lib/once-across-processes.ts";

const WEB_BUILD = fileURLToPath(new URL("../../web/build", import.meta.url));

/** Start: config, database, migrations, seed-if-empty, listen, graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig(process.env, { webBuildDir: path.resolve(WEB_BUILD) });
  const database = await openDatabase(config);
  await database.migrate();
  const seeded = await seedIfEmpty(database.db, { demo: config.seedDemo, mediaDir: config.mediaDir });
  const app = await buildApp({ config, database, rateLimitScale: config.rateLimitScale });
  if (seeded === "seeded") {
    app.log.info({ demo: config.seedDemo }, "seeded an empty database");
    await copySeededMedia(config.mediaDir, app.ctx.storage);
  }

  let stopping = false;
  // Started after listen (below); stopped before the app closes.
  const mailWorker: { stop?: () => Promise<void> } = {};
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // Never hang past the timeout. (A hang inside process.exit itself is beyond this timer:
    // scripts/start.mjs kills the process from outside; issue #13.)
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      // Still listening: new requests get 503 with Retry-After while in-flight ones finish.
      await app.drain();
      await mailWorker.stop?.();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Tutorials & Quizzes is serving http://localhost:${config.port} (${database.kind})`);
  // Emails a failed attempt or a dead process left unsent (ADR 0083): off the path to ready.
  mailWorker.stop = startMailWorker(app.ctx.mailer, config.mailPollMs, (err) =>
    app.log.error({ err }, "the mail worker's round failed"),
  );
  drawGalleryInBackground(app);
}

/**
 * Drawing Diagrams' examples (the seeded ones, or any a cleared cache lost) are drawn after
 * listen, in the diagram queue, so start-up never waits ~15 s for TeX (ADR 0040). Processes that
 * start together share the drawn files (ADR 0082): one of them draws, under a lease (ADR 0084),
 * instead of each drawing the same sources at once; one that starts later only finds them drawn.
 */
function drawGalleryInBackground(app: FastifyInstance): void {
  const log = (message: string) => app.log.warn(message);
  onceAcrossProcesses(app.ctx.db, "tikz-gallery", GALLERY_LEASE_MS, async () => {
    const { drawn, failed } = await drawUndrawnExamples(app.ctx, app.diagrams, log);
    if (drawn > 0 || failed.length > 0) app.log.info({ drawn, failed }, "drew the TikZ examples");
  }).catch((err: unknown) => app.log.warn({ err }, "the TikZ examples could not be drawn"));
}

/** Longer than drawing the gallery takes (15 examples, ~1–2.5 s each on a busy machine). */
const GALLERY_LEASE_MS = 2 * 60_000;

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseLockedError) {
    console.error(err.message);
  } else {
    console.error("Start-up failed:", err);
  }
  process.exit(1);
});
