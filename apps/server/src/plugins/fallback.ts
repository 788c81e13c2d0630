import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import { apiMethodNotAllowed, apiNotFound } from "./errors.ts";

/** Every method a route of this server is declared with: the ones worth asking the router about. */
const ROUTED: HTTPMethods[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * Pages are read, never written: the web app declares no route actions (its forms call the API),
 * so a page answers GET and HEAD only. A route that gains an action adds POST here.
 */
export const PAGE_METHODS: readonly HTTPMethods[] = ["GET", "HEAD"];

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** The methods some route answers at this request's path; empty when no route has the path. */
export function routedMethods(app: FastifyInstance, url: string): HTTPMethods[] {
  const path = url.split("?", 1)[0] ?? url;
  return ROUTED.filter((method) => app.findRoute({ method, url: path }) !== null);
}

function methodNotAllowed(request: FastifyRequest, reply: FastifyReply, allowed: readonly string[]) {
  if (request.url.startsWith("/api/")) return apiMethodNotAllowed(reply, allowed);
  return reply.status(405).header("allow", allowed.join(", ")).type("text/plain").send("Method Not Allowed");
}

/**
 * What answers a request no route took (issue #13): 405 with `Allow` where the path has routes
 * for other methods; the API's JSON 404; 405 for a page asked with anything but GET or HEAD
 * (the SSR handler builds a fetch Request, which refuses TRACE and CONNECT: that was a 500);
 * else the page, rendered by `page`.
 */
export function setFallback(app: FastifyInstance, page: Handler): void {
  app.setNotFoundHandler((request, reply) => {
    const allowed = routedMethods(app, request.url);
    // A route of this very method sent it here (a missing /media/ file): that is a 404, not a 405.
    if (allowed.length > 0 && !allowed.includes(request.method as HTTPMethods))
      return methodNotAllowed(request, reply, allowed);
    if (request.url.startsWith("/api/")) return apiNotFound(reply);
    if (!PAGE_METHODS.includes(request.method as HTTPMethods)) return methodNotAllowed(request, reply, PAGE_METHODS);
    return page(request, reply);
  });
}
