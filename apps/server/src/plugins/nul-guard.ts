import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/errors.ts";

/** `%00` in a URL decodes to NUL, which PostgreSQL refuses in text: a 500 wherever it reached SQL. */
const ENCODED_NUL = /%00/i;

/**
 * One rule at the edge (issue #13): a NUL byte anywhere in the path or the query is a client's
 * mistake, answered 400 in the one error shape before any route, filter or SSR loader sees it.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (ENCODED_NUL.test(request.url) || request.url.includes("\u0000")) {
      throw new AppError(400, "validation", "The address holds a NUL character (%00), which no field accepts.");
    }
  });
}
