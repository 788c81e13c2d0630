// npm test: the stages in order, stopping at the first that fails, with each stage's time printed
// so a slow one shows (issue #14).
//
// The first stage runs the checks side by side: the typecheck, the linter and the web build are
// each mostly one thread, and a 2-core machine finishes the three together in about the time of
// the longest. Their output is held and printed whole as each ends, so it stays readable.
import { spawn, spawnSync } from "node:child_process";

const seconds = (since) => Math.round((Date.now() - since) / 1000);
const times = [];

/** Runs `npm run <script>` with its output held; resolves with its exit status and time. */
function runHeld(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", script], { stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    child.stdout.on("data", (c) => chunks.push(c));
    child.stderr.on("data", (c) => chunks.push(c));
    child.on("close", (code) => {
      const status = code ?? 1;
      console.log(`\n▶ npm run ${script} (${seconds(started)} s${status === 0 ? "" : `, exit ${status}`})`);
      process.stdout.write(Buffer.concat(chunks));
      resolve({ script, status, seconds: seconds(started) });
    });
  });
}

function finish(status) {
  console.log(`\nStage times: ${times.join(" · ")}`);
  process.exit(status);
}

// Stage 1: the checks together. The build belongs here too: the process tests load real pages.
const checksStarted = Date.now();
const checks = await Promise.all(["typecheck", "lint", "build:if-stale"].map(runHeld));
for (const c of checks) times.push(`${c.script} ${c.seconds} s${c.status === 0 ? "" : " (failed)"}`);
const failed = checks.find((c) => c.status !== 0);
console.log(`◀ checks: ${seconds(checksStarted)} s${failed ? `, ${failed.script} failed` : ""}`);
times.push(`= checks ${seconds(checksStarted)} s`);
if (failed) finish(failed.status);

// Then Vitest (its workers use every core) and the browser journeys (one app per worker).
for (const stage of ["test:unit", "test:e2e"]) {
  const started = Date.now();
  console.log(`\n▶ npm run ${stage}`);
  const status = spawnSync("npm", ["run", stage], { stdio: "inherit" }).status ?? 1;
  times.push(`${stage} ${seconds(started)} s${status === 0 ? "" : " (failed)"}`);
  console.log(`◀ ${stage}: ${seconds(started)} s${status === 0 ? "" : `, exit ${status}`}`);
  if (status !== 0) finish(status);
}
finish(0);
