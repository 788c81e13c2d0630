// npm run dev: the API server (restarting on change, tsx watch) on PORT (3000) and the Vite
// dev server with hot reload, which proxies /api, /media and /diagrams to it.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = { NODE_ENV: "development", ...process.env };
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env,
  }),
  spawn("npm", ["run", "dev", "-w", "@tq/web"], { cwd: root, stdio: "inherit", env }),
];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const c of children)
  c.on("exit", (code) => {
    stop("SIGTERM");
    process.exit(code ?? 0);
  });
