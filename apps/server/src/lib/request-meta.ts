import type { FastifyRequest } from "fastify";

/** Where a request came from, for the activity log and rate limits. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export function metaOf(request: FastifyRequest): RequestMeta {
  const ua = request.headers["user-agent"];
  return { ip: request.ip, userAgent: typeof ua === "string" ? ua : null };
}
