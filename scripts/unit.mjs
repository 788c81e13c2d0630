// npm run test:unit: every Vitest project on PGlite; then, when TEST_DATABASE_URL is set,
// the server suite once more on PostgreSQL, so both database paths stay honest.
import { spawnSync } from "node:child_process";

const vitest = (args, env) => spawnSync("npx", ["vitest", "run", ...args], { stdio: "inherit", env }).status ?? 1;
const { TEST_DATABASE_URL, ...withoutPg } = process.env;

let status = vitest([], withoutPg);
if (status === 0 && TEST_DATABASE_URL) {
  console.log(`\nThe server suite again, on PostgreSQL (${new URL(TEST_DATABASE_URL).host}):`);
  status = vitest(["--project", "server"], process.env);
}
process.exit(status);
