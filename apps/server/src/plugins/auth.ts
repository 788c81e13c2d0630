import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, SESSION_ENDED, Unauthenticated } from "../lib/errors.ts";
import { hashToken } from "../lib/tokens.ts";
import { findSessionByHash, touchToken } from "../modules/auth/tokens-repo.ts";
import type { Session } from "../context.ts";
import { recentSession, rememberSession } from "./recent-sessions.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route's statement checks the session's token as it writes, and its every other answer
     * asks whether the token is live (ADR 0073): a session looked up a moment ago will do.
     */
    sessionCheckedByStatement?: boolean;
  }
}

/** The token a request carries, from either spec header (spec §7); both must agree. */
export function tokenOf(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  const bearer = typeof auth === "string" && /^Bearer\s+/i.test(auth) ? auth.replace(/^Bearer\s+/i, "").trim() : null;
  const raw = request.headers["x-access-token"];
  const access = typeof raw === "string" && raw.trim() !== "" ? raw.trim() : null;
  if (bearer && access && bearer !== access) {
    throw new AppError(401, "unauthenticated", "The request carries two different tokens.");
  }
  return bearer || access || null;
}

/** Resolves the bearer token of every API request to its session (or null). */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest("session", null);
  app.decorateRequest("staleToken", false);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = tokenOf(request);
    if (!token) return;
    const hash = hashToken(token);
    if (request.routeOptions.config.sessionCheckedByStatement) {
      const known = recentSession(app.ctx.db, hash);
      if (known) {
        request.session = known;
        return;
      }
    }
    const found = await findSessionByHash(app.ctx.db, hash);
    // An expired token must not block sign-in or public calls: the request is anonymous,
    // and routes that need a session say it has ended (requireSession).
    if (!found) {
      await app.ctx.limits.consume("badTokenIp", request.ip);
      request.staleToken = true;
      return;
    }
    request.session = found.session;
    rememberSession(app.ctx.db, hash, found.session);
    if (found.stale) await touchToken(app.ctx.db, found.session.tokenId);
  });
}

export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw Unauthenticated(request.staleToken ? SESSION_ENDED : undefined);
  return request.session;
}
