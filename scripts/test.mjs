// npm test: the stages in order (typecheck, lint, the web build if stale, Vitest, Playwright),
// stopping at the first that fails, with each stage's time printed so a slow one shows.
import { spawnSync } from "node:child_process";

// The build comes before Vitest: its process tests load real pages (test/process-exit.test.ts).
const STAGES = ["typecheck", "lint", "build:if-stale", "test:unit", "test:e2e"];
const times = [];
let status = 0;
for (const stage of STAGES) {
  const started = Date.now();
  console.log(`\n▶ npm run ${stage}`);
  status = spawnSync("npm", ["run", stage], { stdio: "inherit" }).status ?? 1;
  const seconds = Math.round((Date.now() - started) / 1000);
  times.push(`${stage} ${seconds} s${status === 0 ? "" : " (failed)"}`);
  console.log(`◀ ${stage}: ${seconds} s${status === 0 ? "" : `, exit ${status}`}`);
  if (status !== 0) break;
}
console.log(`\nStage times: ${times.join(" · ")}`);
process.exit(status);
