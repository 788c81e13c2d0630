// npm start: build the web app if it is missing or stale, then run the one server process
// (migrations and the demo seed happen inside it, at start-up).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildWebIfStale } from "./stale.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

const built = buildWebIfStale(root);
if (built !== 0) process.exit(built);

// The server exits by itself within SHUTDOWN_TIMEOUT_MS of a SIGTERM (apps/server/src/main.ts), but
// its own timer cannot help once its main thread is stuck inside process.exit (a native deadlock
// seen after SIGTERM, issue #13): this process is the watchdog that does not share its fate.
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
const KILL_GRACE_MS = 5_000;
const configured = Number(process.env.SHUTDOWN_TIMEOUT_MS);
const shutdownTimeoutMs =
  Number.isInteger(configured) && configured >= 100 && configured <= 60_000 ? configured : DEFAULT_SHUTDOWN_TIMEOUT_MS;

// Node runs the server's TypeScript itself (type stripping; ADR 0072): no loader to start.
const server = spawn(process.execPath, ["apps/server/src/main.ts"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});

let watchdog;
function forward(signal) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill(signal);
  watchdog ??= setTimeout(() => {
    console.error(
      `The server (pid ${server.pid}) had not exited ${shutdownTimeoutMs + KILL_GRACE_MS} ms after ${signal}; killing it (SIGKILL).`,
    );
    server.kill("SIGKILL");
  }, shutdownTimeoutMs + KILL_GRACE_MS);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => forward(signal));
server.on("exit", (code, signal) => {
  if (watchdog) clearTimeout(watchdog);
  process.exit(code ?? (signal ? 1 : 0));
});
