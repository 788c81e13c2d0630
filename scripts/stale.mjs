// Is the web build older than its sources? `npm start` rebuilds only then.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const SOURCES = [
  "apps/web/app",
  "apps/web/public",
  "packages/contract/src",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "apps/web/package.json",
];
export const BUILD_MARKER = "apps/web/build/server/index.js";

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const e of fs.readdirSync(p, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) max = Math.max(max, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs);
  }
  return max;
}

export function webBuildIsStale(root) {
  const marker = path.join(root, BUILD_MARKER);
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  return SOURCES.some((s) => newest(path.join(root, s)) > built);
}

/** Builds the web app when it is missing or stale (npm start, and npm test before the unit tests); returns the exit status. */
export function buildWebIfStale(root) {
  if (!webBuildIsStale(root)) return 0;
  console.log("Building the web app (first start, or its sources changed)…");
  return spawnSync("npm", ["run", "build", "-w", "@tq/web"], { cwd: root, stdio: "inherit" }).status ?? 1;
}
