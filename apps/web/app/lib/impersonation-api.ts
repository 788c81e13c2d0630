import { z } from "zod";
import { api } from "./api.ts";

/** The impersonation resource: accounts starts it (POST); the shell and logout end it (DELETE). */
export const IMPERSONATION_PATH = "/api/impersonation";

/** Ends the impersonation token (called with it, before the admin is restored). */
export const endImpersonation = () => api.request("DELETE", IMPERSONATION_PATH, z.null(), undefined, { notify: false });
