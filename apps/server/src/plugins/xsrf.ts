import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/errors.ts";
import { newToken, safeEqual } from "../lib/tokens.ts";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Double-submit anti-forgery (spec §7): the server sets the XSRF-TOKEN cookie and refuses a
 * state-changing request from a browser whose X-XSRF-TOKEN header does not match it. A
 * browser is recognised by the Origin / Sec-Fetch-Site headers it always sends on such
 * requests; API clients without cookies or those headers use bearer tokens only.
 */
export function registerXsrf(app: FastifyInstance, crossOriginApp: string | undefined): void {
  app.addHook("onRequest", async (request, reply) => {
    let cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      cookie = newToken();
      reply.setCookie(XSRF_COOKIE, cookie, {
        path: "/",
        sameSite: "lax",
        secure: request.protocol === "https",
        httpOnly: false,
      });
    }
    if (SAFE.has(request.method)) return;
    const origin = request.headers.origin;
    const fromBrowser = origin !== undefined || request.headers["sec-fetch-site"] !== undefined;
    if (!fromBrowser) return;
    if (crossOriginApp && origin === crossOriginApp) return;
    const header = request.headers[XSRF_HEADER];
    const sentCookie = request.cookies[XSRF_COOKIE];
    if (typeof header !== "string" || !sentCookie || !safeEqual(header, sentCookie)) {
      throw new AppError(403, "xsrf", "This page is out of date. Reload it and try again.");
    }
  });
}
