import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default here was one worker: every file ran after the other on a 2-core machine.
    maxWorkers: "100%",
    projects: [
      {
        test: {
          name: "contract",
          include: ["packages/contract/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/test/support/global-setup.ts"],
          // Every file builds its own app on its own database copy and nothing is mocked, so the
          // files of one worker can share the loaded modules: importing the app once per worker
          // instead of once per file was a quarter of the suite's time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web/vitest.config.ts",
    ],
  },
});
