// The browser tests' web server: the real app (`node scripts/start.mjs`, as `npm start`), its email
// sent by its ordinary SMTP transport to a mail catcher on a free loopback port, which writes each
// message to TQ_E2E_MAIL_DIR for the tests to read (support.ts, latestEmailTo). The outbox shows
// link tokens masked, so the tests read the email itself (issue #13, ADR 0051).
import { spawn } from "node:child_process";
import fs from "node:fs";
import { startMailCatcher } from "../../../server/test/support/mail-catcher.ts";

const dir = process.env.TQ_E2E_MAIL_DIR;
if (!dir) throw new Error("TQ_E2E_MAIL_DIR is not set: playwright.config.ts sets it for this server.");
fs.rmSync(dir, { recursive: true, force: true });
const catcher = await startMailCatcher({ dir });

const app = spawn(process.execPath, ["scripts/start.mjs"], {
  stdio: "inherit",
  env: { ...process.env, SMTP_URL: catcher.url },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => app.kill(signal));
app.on("exit", (code, signal) => {
  void catcher.close().finally(() => process.exit(code ?? (signal ? 1 : 0)));
});
