// npm run test:unit: every Vitest project on PGlite; then, when TEST_DATABASE_URL is set,
// the server suite once more on PostgreSQL, so both database paths stay honest.
import { spawnSync } from "node:child_process";

const vitest = (args, env) => spawnSync("npx", ["vitest", "run", ...args], { stdio: "inherit", env }).status ?? 1;
const { TEST_DATABASE_URL, ...withoutPg } = process.env;

// The second pass is for the database: it leaves out the tests whose subject runs no SQL, which
// would only repeat themselves (the diagram module's TeX rendering, lanes and pool; the grading
// engine; question-bank parsing; the content renderer, sanitizer, live preview and spoken maths;
// PGlite's directory lock).
const NOT_ABOUT_THE_DATABASE = [
  "apps/server/test/diagrams/**",
  "apps/server/test/quizzes/grading/**",
  "apps/server/test/quizzes/interchange/**",
  "apps/server/test/content/rendering.test.ts",
  "apps/server/test/content/xss.test.ts",
  "apps/server/test/content/preview.test.ts",
  "apps/server/test/content/math-speech.test.ts",
  "apps/server/test/process/data-dir-lock.test.ts",
];

let status = vitest([], withoutPg);
if (status === 0 && TEST_DATABASE_URL) {
  console.log(`\nThe server suite again, on PostgreSQL (${new URL(TEST_DATABASE_URL).host}):`);
  status = vitest(["--project", "server", ...NOT_ABOUT_THE_DATABASE.flatMap((g) => ["--exclude", g])], process.env);
}
process.exit(status);
