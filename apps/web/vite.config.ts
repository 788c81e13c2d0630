import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/** Where `npm run dev` finds the Fastify server that owns /api, /media and /diagrams. */
const apiOrigin = process.env.API_ORIGIN ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    proxy: {
      "/api": { target: apiOrigin, changeOrigin: false },
      "/media": { target: apiOrigin, changeOrigin: false },
      "/diagrams": { target: apiOrigin, changeOrigin: false },
    },
  },
});
