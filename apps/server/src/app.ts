import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import type { Config } from "./config.ts";
import type { AppContext } from "./context.ts";
import type { Database } from "./db/client.ts";
import { maskSecretsInUrl } from "./lib/log-safety.ts";
import { createMailer } from "./lib/mailer.ts";
import { createPublicVersion } from "./lib/public-version.ts";
import { apiRateKey, createRateLimits } from "./lib/rate-limits.ts";
import { requestLimitStore } from "./lib/request-limit-store.ts";
import { registerDiagrams } from "./diagrams/routes.ts";
import { googleVerifier, type GoogleVerifier } from "./modules/auth/google.ts";
import { accountRoutes } from "./modules/accounts/routes.ts";
import { authoringRoutes } from "./modules/authoring/routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { catalogRoutes } from "./modules/catalog/routes.ts";
import { contentRoutes } from "./modules/content/routes.ts";
import { dashboardRoutes } from "./modules/dashboard/routes.ts";
import { enrolmentRoutes } from "./modules/enrolment/routes.ts";
import { guardianRoutes } from "./modules/guardians/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { mediaRoutes } from "./modules/media/routes.ts";
import { quizAuthoringRoutes } from "./modules/quizzes/routes.ts";
import { quizSchemeRoutes } from "./modules/quizzes/authoring/scheme-routes.ts";
import { attemptRoutes } from "./modules/quizzes/taking/attempt-routes.ts";
import { siteRoutes } from "./modules/site/routes.ts";
import { siteAdminRoutes } from "./modules/site-admin/routes.ts";
import { userRoutes } from "./modules/users/routes.ts";
import { instructorRoutes } from "./modules/users/instructor-routes.ts";
import { manualRoutes } from "./modules/manual/routes.ts";
import { testimonyRoutes } from "./modules/testimonies/routes.ts";
import { classroomRoutes } from "./modules/classrooms/routes.ts";
import { activityLogRoutes } from "./modules/activity-log/routes.ts";
import { estimatorRoutes } from "./modules/estimator/routes.ts";
import { contactInboxRoutes } from "./modules/contact-inbox/routes.ts";
import { reportRoutes } from "./modules/reports/routes.ts";
import { registerAuth } from "./plugins/auth.ts";
import { registerDraining } from "./plugins/draining.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerJsonBody } from "./plugins/json-body.ts";
import { registerNulGuard } from "./plugins/nul-guard.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { isSsrCall } from "./plugins/ssr-calls.ts";
import { registerWeb } from "./plugins/web.ts";
import { registerApiCompression } from "./plugins/api-compression.ts";
import { registerPageCompression } from "./plugins/page-compression.ts";
import { openStorage } from "./storage/open-storage.ts";
import { registerXsrf } from "./plugins/xsrf.ts";

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Multiplies the auth rate limits (tests raise them so one client can run many cases). */
  rateLimitScale?: number;
  logger?: boolean;
  /** Replaces Google's token check (tests have no network). */
  google?: GoogleVerifier;
}

/** Builds the whole server; used by main.ts and by every API test (through inject()). */
export async function buildApp({
  config,
  database,
  rateLimitScale = 1,
  logger = true,
  google,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          // Tokens and passwords never reach the log.
          redact: [
            "req.headers.authorization",
            'req.headers["x-access-token"]',
            'req.headers["x-xsrf-token"]',
            "req.headers.cookie",
          ],
          serializers: {
            req: (req: { method: string; url: string; hostname?: string; ip?: string }) => ({
              method: req.method,
              url: maskSecretsInUrl(req.url),
              hostname: req.hostname,
              remoteAddress: req.ip,
            }),
          },
        }
      : false,
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // plugins/draining.ts answers while closing, in the error shape and with Retry-After.
    return503OnClosing: false,
    forceCloseConnections: "idle",
    requestIdHeader: "x-request-id",
  });
  // Every route as registered, for the authorization matrix test (test/policies/authorization-matrix.test.ts).
  const registeredRoutes: { method: string; url: string }[] = [];
  app.decorate("registeredRoutes", registeredRoutes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  // ioredis reconnects by itself; unheard, each failed attempt would be printed as unhandled.
  redis?.on("error", (err: Error) => app.log.warn({ err: err.message }, "Redis is unreachable"));
  const ctx: AppContext = {
    db: database.db,
    config,
    mailer: createMailer(database.db, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      retryBaseMs: config.mailRetryBaseMs,
    }),
    limits: createRateLimits(redis, rateLimitScale),
    redis,
    storage: await openStorage(config),
    google: google ?? (config.googleClientId ? googleVerifier(config.googleClientId) : undefined),
    publicVersion: createPublicVersion(database.notifier, (message) => app.log.warn(message)),
  };
  app.decorate("ctx", ctx);
  // Other processes' public changes drop this one's caches (ADR 0081): heard from before the
  // first request is served.
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    stopListening = await ctx.publicVersion.listen();
  });
  app.addHook("onClose", async () => {
    await stopListening?.();
    await redis?.quit();
  });
  // External plugins first, then ours, then routes (fastify/demo's order). Draining comes
  // before the rest: while closing, a new request is answered 503 before any other work.
  registerErrorHandling(app);
  registerDraining(app);
  registerNulGuard(app);
  registerJsonBody(app);
  await app.register(cookie);
  await registerApiCompression(app);
  registerPageCompression(app);
  await app.register(rateLimit, {
    global: true,
    max: 600 * rateLimitScale,
    timeWindow: "1 minute",
    // Per signed-in session, else per address: a class behind one school address saving every
    // answer would spend one shared allowance. Made-up tokens don't buy fresh allowances: the
    // auth hook counts unknown tokens per address (badTokenIp).
    keyGenerator: apiRateKey,
    allowList: (req) => !req.url.startsWith("/api/") || isSsrCall(req),
    // Shared through Redis when set, counted per process while Redis is down (ADR 0085).
    ...(redis ? { store: requestLimitStore(redis) } : {}),
  });
  await registerSecurityHeaders(app, config);
  await registerOpenApi(app);
  // Split hosts (PUBLIC_API_BASE): the browser calls the API from the app's origin.
  const appOrigin = config.publicApiBase && config.publicAppBase ? new URL(config.publicAppBase).origin : undefined;
  if (appOrigin) {
    await app.register(cors, {
      origin: [appOrigin],
      methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
      allowedHeaders: ["authorization", "x-access-token", "content-type", "x-xsrf-token"],
      maxAge: 600,
    });
  }
  registerXsrf(app, appOrigin);
  registerAuth(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(siteRoutes);
  await app.register(siteAdminRoutes);
  await app.register(dashboardRoutes);
  await app.register(catalogRoutes);
  await app.register(authoringRoutes);
  await app.register(mediaRoutes);
  await app.register(contentRoutes);
  await app.register(quizAuthoringRoutes);
  await app.register(quizSchemeRoutes);
  await app.register(attemptRoutes);
  await app.register(enrolmentRoutes);
  await app.register(guardianRoutes);
  await app.register(accountRoutes);
  await app.register(classroomRoutes);
  await app.register(instructorRoutes);
  await app.register(activityLogRoutes);
  await app.register(estimatorRoutes);
  await app.register(contactInboxRoutes);
  await app.register(manualRoutes);
  await app.register(testimonyRoutes);
  await app.register(reportRoutes);

  await registerDiagrams(app);
  await registerWeb(app, config);
  return app;
}
