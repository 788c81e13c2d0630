import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DatabaseLockedError, openDatabase } from "./db/client.ts";
import { seedIfEmpty } from "./db/seed/seed.ts";

const WEB_BUILD = fileURLToPath(new URL("../../web/build", import.meta.url));

/** Start: config, database, migrations, seed-if-empty, listen, graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig(process.env, { webBuildDir: path.resolve(WEB_BUILD) });
  const database = await openDatabase(config);
  await database.migrate();
  const seeded = await seedIfEmpty(database.db, { demo: config.seedDemo, mediaDir: config.mediaDir });
  const app = await buildApp({ config, database });
  if (seeded === "seeded") app.log.info({ demo: config.seedDemo }, "seeded an empty database");

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // New requests get 503 while in-flight ones finish; never hang past the timeout.
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
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
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseLockedError) {
    console.error(err.message);
  } else {
    console.error("Start-up failed:", err);
  }
  process.exit(1);
});
