import { ErrorBody } from "@tq/contract/errors";

/** Declares the error answers a route can give, for the OpenAPI page. */
export function errorResponses(...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 429)[]) {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBody])) as Record<number, typeof ErrorBody>;
}

export const BEARER = [{ bearer: [] }];
