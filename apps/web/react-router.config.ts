import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Public pages (home, course detail, pages) are rendered on the server (PRODUCT.md §5).
  ssr: true,
} satisfies Config;
