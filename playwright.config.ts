import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
// One app per Playwright worker (issue #14): each worker drives its own server on its own fresh
// database, so journeys that change shared state (settings, prices, rate limits) never meet. A
// worker reads its server from TEST_PARALLEL_INDEX, which Playwright sets in the worker process
// (this file is evaluated there too); two running workers never share an index.
const SERVERS = Math.max(1, Math.min(4, Number(process.env.E2E_SERVERS ?? 2) || 1));
const serverIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
// The same search order as scripts/browser.mjs: CHROME_PATH, Debian's chromium, Playwright's own.
const chrome =
  process.env.CHROME_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => fs.existsSync(p));
const dataDir = (i: number) => path.join(os.tmpdir(), `tq-e2e-${process.pid}-${i}`);
// The email the app sends, as sent: a mail catcher beside it (apps/web/tests/e2e/serve.ts) writes
// each message here, and support.ts reads them. Set once by the runner; its workers inherit it.
const mailDir = (process.env.TQ_E2E_MAIL_DIR ??= path.join(os.tmpdir(), `tq-e2e-mail-${process.pid}`));

/** The journeys run against the real app (fresh PGlite with the demo seed) in Chromium. */
export default defineConfig({
  testDir: "apps/web/tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: SERVERS,
  retries: process.env.CI ? 1 : 0,
  // Two apps and two browsers share two cores: a wait that is ample on an idle machine is not when
  // the neighbour's server is rendering (the course-authoring journey took 47–57 s of its old
  // 60 s limit). What is awaited does not change.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT + serverIndex}`,
    launchOptions: {
      executablePath: chrome,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    // A trace is recorded on a failed journey's retry (CI retries once). Recording one for every
    // journey, to keep only the failures' ("retain-on-failure"), screencast every frame through
    // the software GPU: it was half the browsers' CPU and slowed the whole stage by ~45 %.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  webServer: Array.from({ length: SERVERS }, (_, i) => ({
    command: `node apps/web/tests/e2e/serve.ts`,
    url: `http://127.0.0.1:${PORT + i}/api/admin/getpersistentdata`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT + i),
      DATA_DIR: dataDir(i),
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      // Every journey signs up from 127.0.0.1: more than one address's hourly allowance of
      // registrations. The limits themselves are tested by the API suite.
      RATE_LIMIT_SCALE: "10",
      PUBLIC_APP_BASE: `http://127.0.0.1:${PORT + i}`,
      TQ_E2E_MAIL_DIR: path.join(mailDir, String(i)),
    },
  })),
});
