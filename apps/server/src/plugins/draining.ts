import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/errors.ts";
import { isSsrCall } from "./ssr-calls.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Starts draining: from now on a new request answers 503 with Retry-After; resolves once
     * every request admitted before has finished. The server keeps listening meanwhile.
     */
    drain(): Promise<void>;
  }
}

/** Seconds a client is told to wait before trying again: a restart takes a few seconds. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Shutdown (SIGTERM, main.ts; issue #13): requests already running finish while any new one
 * answers 503 with Retry-After in the one error shape, so a client such as the quiz player's save
 * queue knows to retry rather than guess (Fastify's return503OnClosing has neither, and once
 * close() stops listening a client only sees a refused connection). In-process SSR calls belong
 * to a page render already admitted: they go through.
 */
export function registerDraining(app: FastifyInstance): void {
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  let drained: (() => void) | null = null;
  const finished = (response: ServerResponse) => {
    inFlight.delete(response);
    if (draining && inFlight.size === 0) drained?.();
  };

  app.decorate("drain", () => {
    draining = true;
    if (inFlight.size === 0) return Promise.resolve();
    return new Promise<void>((resolve) => (drained = resolve));
  });
  // close() without drain() first (tests, a second signal): racing requests still get the 503.
  app.addHook("preClose", async () => {
    draining = true;
  });
  app.addHook("onRequest", async (request, reply) => {
    if (isSsrCall(request)) return;
    if (!draining) {
      inFlight.add(reply.raw);
      // "close" comes however the response ends: sent, failed, or abandoned by the client.
      reply.raw.once("close", () => finished(reply.raw));
      return;
    }
    reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    throw new AppError(503, "unavailable", "The server is restarting. Try again in a few seconds.");
  });
  // Answers end their keep-alive connection: close() would otherwise wait for the client's idle
  // socket (keepAliveTimeout, 72 s) after the last in-flight request.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (draining) reply.header("connection", "close");
    return payload;
  });
}
