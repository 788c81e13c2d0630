// ESLint flat config: typescript-eslint's strict rules, `any` forbidden, and the one-way
// import direction of ARCHITECTURE.md enforced with no-restricted-imports.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { importX } from "eslint-plugin-import-x";
import fs from "node:fs";

const restrict = (patterns) => ["error", { patterns }];

const SERVER_BASE = [
  {
    group: ["**/apps/web/**", "@tq/web*", "react", "react-dom"],
    message: "The server does not import the web app's source.",
  },
];
const FEATURE_BASE = [
  { group: ["**/routes/**", "~/routes/**"], message: "Features and the shell do not import routes." },
];

const FEATURES_DIR = "apps/web/app/features";
const FEATURES = fs.readdirSync(FEATURES_DIR, { withFileTypes: true }).filter((d) => d.isDirectory());

/**
 * Rooms of one area (the quizzes module, the quizzes feature): each room may import only the
 * rooms listed for it, so imports flow one way (ARCHITECTURE.md, docs/ARCHITECTURE.md).
 * `base` carries the layer rules that apply to those files anyway (a later flat-config entry
 * replaces an earlier one's options for the same rule).
 */
function rooms(dir, ext, allowed, base) {
  const names = Object.keys(allowed);
  return names.map((room) => ({
    files: [`${dir}/${room}/**/*.${ext}`],
    rules: {
      "no-restricted-imports": restrict([
        ...base,
        {
          group: names.filter((other) => other !== room && !allowed[room].includes(other)).map((o) => `../${o}/**`),
          message: allowed[room].length
            ? `Rooms import one way: ${room}/ may import only ${allowed[room].join(", ")}.`
            : `Rooms import one way: ${room}/ is the bottom room and imports no other.`,
        },
      ]),
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "**/dist/**",
      "**/.react-router/**",
      "data/**",
      "apps/server/drizzle/**",
      "bench/results/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/ban-ts-comment": [
        "error",
        { "ts-ignore": "allow-with-description", "ts-expect-error": "allow-with-description" },
      ],
      "no-console": "off",
      eqeqeq: ["error", "smart"],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  // Import direction: contract ← server, contract ← web; lib → features → routes.
  {
    files: ["packages/contract/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["**/apps/**", "@tq/server*", "@tq/web*", "fastify*", "react*", "drizzle-orm*"],
          message: "The contract is shared: it depends on nothing but zod.",
        },
      ]),
    },
  },
  {
    files: ["apps/server/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict(SERVER_BASE),
    },
  },
  {
    files: ["apps/web/app/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["**/features/**", "**/routes/**", "**/shell/**", "~/features/**", "~/routes/**", "~/shell/**"],
          message: "lib/ is the bottom layer: imports flow lib → features → routes.",
        },
      ]),
    },
  },
  {
    files: ["apps/web/app/features/**/*.{ts,tsx}", "apps/web/app/shell/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict(FEATURE_BASE),
    },
  },
  // Features never import each other (what several need lives in lib/), and the shell imports
  // no feature: import-x resolves each import to its file, whatever the relative path.
  {
    files: ["apps/web/app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...FEATURES.map((f) => ({
              target: `./${FEATURES_DIR}/${f.name}`,
              from: `./${FEATURES_DIR}`,
              except: [`./${f.name}`],
              message: "Features never import each other: move what both need to lib/ (or compose them in a route).",
            })),
            {
              target: "./apps/web/app/shell",
              from: `./${FEATURES_DIR}`,
              message: "The shell imports no feature: what it needs lives in lib/.",
            },
          ],
        },
      ],
    },
  },
  // SQL only in repos (issue #14, ADR 0065): a repo (`repo.ts`, `*-repo.ts`) or db/ may import
  // drizzle-orm or the schema's values; services and presenters get rows from repos, and may
  // still name the schema's types (`import type`).
  {
    files: ["apps/server/src/**/*.ts"],
    ignores: ["apps/server/src/**/repo.ts", "apps/server/src/**/*-repo.ts", "apps/server/src/db/**", "**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*", "**/db/schema", "**/db/schema/**"],
              allowTypeImports: true,
              message: "SQL lives in repos: move this query into the module's repo (`*-repo.ts`) and call it.",
            },
          ],
        },
      ],
    },
  },
  // The quizzes rooms, bottom first: grading ← interchange ← authoring ← bank; authoring ←
  // taking ← catalog, marking ← records. The module's routes.ts (outside the rooms) wires them all.
  ...rooms(
    "apps/server/src/modules/quizzes",
    "ts",
    {
      grading: [],
      interchange: ["grading"],
      authoring: ["grading"],
      bank: ["grading", "interchange", "authoring"],
      taking: ["grading", "authoring"],
      catalog: ["grading", "authoring", "taking"],
      marking: ["grading", "authoring", "taking"],
      records: ["grading", "authoring", "taking", "catalog", "marking"],
    },
    SERVER_BASE,
  ),
  // The same rooms in the web feature, with shared/ (formats, the load problem, the sign-in
  // prompt, keyword highlighting) at the bottom and the question bank's widgets under authoring.
  ...rooms(
    "apps/web/app/features/quizzes",
    "{ts,tsx}",
    {
      shared: [],
      bank: ["shared"],
      authoring: ["shared", "bank"],
      taking: ["shared", "authoring"],
      catalog: ["shared", "taking"],
      marking: ["shared", "taking"],
      records: ["shared", "taking", "marking"],
    },
    FEATURE_BASE,
  ),
);
