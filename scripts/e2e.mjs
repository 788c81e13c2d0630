// npm run test:e2e: the Playwright journeys, or a one-line skip when no Chromium exists
// (so `npm test` passes on a bare machine; CI installs Debian's chromium first).
import { spawnSync } from "node:child_process";
import { findBrowser } from "./browser.mjs";

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
const run = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROME_PATH: browser },
});
process.exit(run.status ?? 1);
