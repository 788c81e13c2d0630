// npm run test:e2e: the Playwright journeys, or a one-line skip when no Chromium exists
// (so `npm test` passes on a bare machine; CI installs Debian's chromium first).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findBrowser } from "./browser.mjs";
import { buildWebIfStale } from "./stale.mjs";

const browser = findBrowser();
if (!browser) {
  const hint = "no Chromium found. Install one with `apt-get install chromium` (or set CHROME_PATH).";
  // On a bare developer machine the journeys report themselves skipped; CI must never skip them.
  if (process.env.CI) {
    console.error(`Browser tests cannot run: ${hint}`);
    process.exit(1);
  }
  console.log(`Browser tests skipped: ${hint}`);
  process.exit(0);
}
// Built once here: each of the journeys' servers (playwright.config.ts, one per worker) would
// otherwise check and build the same folder at the same moment.
const built = buildWebIfStale(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
if (built !== 0) process.exit(built);

// Without arguments, `npm test` runs the journeys that guard the specification's contract (menus,
// routes and their guards, client states and storage keys, public pages) and the core student
// journey (read, register, pay, take a quiz, reload): the ten-minute budget of issue #14.
// E2E_JOURNEYS=all (set by .ci/run) runs every journey; arguments pass through to Playwright.
const CORE_JOURNEYS = ["menus", "shell", "auth", "public", "run-through"];
const args = process.argv.slice(2);
const all = process.env.E2E_JOURNEYS === "all";
if (args.length === 0 && !all) {
  args.push(...CORE_JOURNEYS.map((name) => `apps/web/tests/e2e/${name}.spec.ts`));
  console.log(`The core journeys (${CORE_JOURNEYS.join(", ")}); E2E_JOURNEYS=all runs every one.`);
}
const run = spawnSync("npx", ["playwright", "test", ...args], {
  stdio: "inherit",
  env: { ...process.env, CHROME_PATH: browser },
});
process.exit(run.status ?? 1);
