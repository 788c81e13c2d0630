import { createApiClient } from "./api-client.ts";
import { navigateTo } from "./navigation.ts";
import { publicEnv } from "./public-env.ts";
import { session } from "./session.ts";

/** The browser's API client: token from the session, base from the public env. */
export const api = createApiClient({
  getToken: () => session().getState().token,
  getApiBase: () => publicEnv().apiBase,
  getCookies: () => (typeof document === "undefined" ? "" : document.cookie),
  fetch: (input, init) => fetch(input, init),
  onUnauthorized: (token) => {
    // Only the session that is still signed in with this token is over (see ApiClientDeps).
    if (session().getState().token !== token) return;
    void session()
      .clear()
      .then(() => navigateTo("/login/one"));
  },
});
