import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { shellChunks } from "./chunk-groups.ts";
import { appShellScrollClasses } from "./scroll-classes-plugin.ts";

/** Where `npm run dev` finds the Fastify server that owns /api, /media and /diagrams. */
const apiOrigin = process.env.API_ORIGIN ?? "http://127.0.0.1:3000";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [appShellScrollClasses(), reactRouter()],
  // The browser's build: a few larger chunks for the shell and the reading pages instead of one
  // per module (issue #16: 117 requests before /home was interactive). ADR 0075.
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: shellChunks() } } } },
  server: {
    proxy: {
      "/api": { target: apiOrigin, changeOrigin: false },
      "/media": { target: apiOrigin, changeOrigin: false },
      "/diagrams": { target: apiOrigin, changeOrigin: false },
    },
  },
}));
