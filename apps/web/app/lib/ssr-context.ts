import type { SsrContextValue } from "@tq/contract/ssr";
import { createContext } from "react-router";

/**
 * The value the Fastify server hands every document request (packages/contract ssr.ts).
 * Null under `react-router dev`, where no server sets it; loaders then fall back to HTTP.
 */
export const ssrContext = createContext<SsrContextValue | null>(null);
