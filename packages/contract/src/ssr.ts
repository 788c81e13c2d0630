/**
 * What the server hands the web app when it renders a page (the React Router load
 * context). The web app's `entry.server.tsx` exports `createLoadContext(value)` and the
 * server calls it for every document request.
 */
export interface SsrApiAnswer {
  status: number;
  body: unknown;
}

/** Calls the API in-process (no network hop); same routes, validation and answers as HTTP. */
export type SsrApi = (method: "GET" | "POST", path: string, body?: unknown) => Promise<SsrApiAnswer>;

/** The browser-safe settings (never secrets): the spec's separate base addresses (spec §7). */
export interface PublicEnv {
  /** Base of API calls; "" means same origin (relative /api/... URLs). */
  apiBase: string;
  imageBase: string;
  diagramBase: string;
  appBase: string;
  googleClientId: string | null;
}

export interface SsrContextValue {
  /**
   * A secret made for this one render: the app puts it on the scripts it writes itself (as their
   * `nonce`), and the server allows exactly those by their hash, then removes it (ADR 0090).
   */
  nonce: string;
  api: SsrApi;
  publicEnv: PublicEnv;
  /** The visitor's country for prices: the `tq-country` cookie, else Accept-Language's region. */
  country: string | null;
}

export const COUNTRY_COOKIE = "tq-country";
