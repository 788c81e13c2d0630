// npm run typecheck: each TypeScript project checked by TypeScript 7's native compiler (ADR 0095),
// in order, stopping at the first that fails. TypeScript 6 stays installed as `typescript` for the
// tools that load its JavaScript API (typescript-eslint, React Router's typegen); TypeScript 7 is
// the `typescript7` alias, called by its path so that which `tsc` npm linked last never matters.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsc = path.join(root, "node_modules/typescript7/bin/tsc");

for (const project of process.argv.slice(2)) {
  const started = Date.now();
  const { status } = spawnSync(process.execPath, [tsc, "-p", project], { cwd: root, stdio: "inherit" });
  console.log(
    `tsc -p ${project}: ${status === 0 ? "no errors" : `exit ${status}`} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (status !== 0) process.exit(status ?? 1);
}
