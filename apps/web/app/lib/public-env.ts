import type { PublicEnv } from "@tq/contract/ssr";

/** Same-origin everything: what an unconfigured install uses (ARCHITECTURE.md). */
export const SAME_ORIGIN_ENV: PublicEnv = {
  apiBase: "",
  imageBase: "",
  diagramBase: "",
  appBase: "",
  googleClientId: null,
};

let current: PublicEnv = SAME_ORIGIN_ENV;

/** Called once from the root route with the server's browser-safe settings. */
export function setPublicEnv(env: PublicEnv): void {
  current = env;
}

export function publicEnv(): PublicEnv {
  return current;
}

/** Joins a base address (spec §7: separate bases for API, images, diagrams) with a path. */
export function withBase(base: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith("//")) return path;
  return `${base.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}
