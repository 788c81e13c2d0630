import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { safeEqual } from "../lib/tokens.ts";

/**
 * The SSR loaders call the API in-process (app.inject), always from 127.0.0.1: those calls
 * would spend one shared per-address rate limit for every visitor. They carry this
 * per-process secret instead, and the API-wide limiter lets them through; each page render
 * is already bounded by the visitor's own request.
 */
export const SSR_CALL_HEADER = "x-tq-ssr-call";
export const ssrCallSecret = randomBytes(32).toString("base64url");

export function isSsrCall(request: FastifyRequest): boolean {
  const value = request.headers[SSR_CALL_HEADER];
  return typeof value === "string" && safeEqual(value, ssrCallSecret);
}
