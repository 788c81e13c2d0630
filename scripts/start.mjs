// npm start: build the web app if it is missing or stale, then run the one server process
// (migrations and the demo seed happen inside it, at start-up).
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { webBuildIsStale } from "./stale.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

if (webBuildIsStale(root)) {
  console.log("Building the web app (first start, or its sources changed)…");
  const build = spawnSync("npm", ["run", "build", "-w", "@tq/web"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
