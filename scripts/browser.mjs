// Where Playwright finds Chromium: CHROME_PATH, then Debian's /usr/bin/chromium, then
// Playwright's own download (ARCHITECTURE.md). Null when there is none.
import fs from "node:fs";
import { chromium } from "playwright-core";

export function findBrowser() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  for (const c of candidates) if (c && fs.existsSync(c)) return c;
  try {
    const own = chromium.executablePath();
    if (own && fs.existsSync(own)) return own;
  } catch {
    // no Playwright browser downloaded
  }
  return null;
}
