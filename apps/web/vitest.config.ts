import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}"],
  },
});
