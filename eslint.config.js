// ESLint flat config: typescript-eslint's strict rules, `any` forbidden, and the one-way
// import direction of ARCHITECTURE.md enforced with no-restricted-imports.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

const restrict = (patterns) => ["error", { patterns }];

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
      "no-restricted-imports": restrict([
        {
          group: ["**/apps/web/**", "@tq/web*", "react", "react-dom"],
          message: "The server does not import the web app's source.",
        },
      ]),
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
      "no-restricted-imports": restrict([
        { group: ["**/routes/**", "~/routes/**"], message: "Features and the shell do not import routes." },
      ]),
    },
  },
);
