import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";
import type { Config } from "../config.ts";

function origins(...urls: (string | undefined)[]): string[] {
  return urls.filter((u): u is string => !!u).map((u) => new URL(u).origin);
}

/**
 * Helmet's headers, plus our own CSP: pages allow only the inline scripts the renderer wrote,
 * by their sha256 (the page's own `scriptHashes`, ADR 0090); API answers allow nothing.
 * Authenticated answers are never stored by caches.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  const images = origins(config.publicImageBase, config.publicDiagramBase).join(" ");
  // Google Identity Services needs its script, frame, styles and calls, only when enabled.
  const gsi = config.googleClientId ? "https://accounts.google.com/gsi/" : "";
  const connect = [...origins(config.publicApiBase, config.publicDiagramBase), gsi].join(" ").trim();
  app.decorateRequest("scriptHashes", null);
  app.addHook("onSend", async (request, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    if (request.url.startsWith("/api/docs")) return payload; // swagger-ui sets its own hashed CSP
    // Images served from their own host (PUBLIC_IMAGE_BASE) are embedded by the app's origin.
    if (config.publicImageBase && request.url.startsWith("/media/"))
      reply.header("cross-origin-resource-policy", "cross-origin");
    if (type.startsWith("text/html")) {
      reply.header(
        "content-security-policy",
        [
          "default-src 'self'",
          ["script-src 'self'", ...(request.scriptHashes ?? []), gsi ? "https://accounts.google.com/gsi/client" : ""]
            .join(" ")
            .trim(),
          `style-src 'self' 'unsafe-inline' ${gsi ? "https://accounts.google.com/gsi/style" : ""}`.trim(),
          ...(gsi ? [`frame-src ${gsi}`] : []),
          `img-src 'self' data: blob: ${images}`.trim(),
          "font-src 'self' data:",
          `connect-src 'self' ${connect}`.trim(),
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ].join("; "),
      );
    } else if (request.url.startsWith("/api/")) {
      reply.header("content-security-policy", "default-src 'none'; frame-ancestors 'none'");
    }
    // Authenticated answers, and the auth calls that hand out tokens, are never stored.
    if ((request.session || request.url.startsWith("/api/auth/")) && request.url.startsWith("/api/"))
      reply.header("cache-control", "no-store");
    else if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control"))
      reply.header("cache-control", "no-cache");
    return payload;
  });
}
