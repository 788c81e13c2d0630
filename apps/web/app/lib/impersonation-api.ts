import { api } from "./api.ts";
import { asSent } from "./api-client.ts";

/** The impersonation resource: accounts starts it (POST); the shell and logout end it (DELETE). */
export const IMPERSONATION_PATH = "/api/impersonation";

/** Ends the impersonation token (called with it, before the admin is restored). */
export const endImpersonation = () =>
  api.request("DELETE", IMPERSONATION_PATH, asSent<null>(), undefined, { notify: false });
