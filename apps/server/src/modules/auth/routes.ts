import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AuthAnswer,
  EmailBody,
  EmailExistsAnswer,
  GoogleSignInBody,
  LoginBody,
  LogoutAnswer,
  LogoutBody,
  RecoveryTypeAnswer,
  RegisterBody,
  SetRecoverPasswordBody,
} from "@tq/contract/auth";
import { MessageBody } from "@tq/contract/errors";
import { requireSession } from "../../plugins/auth.ts";
import { opaqueKey } from "../../lib/rate-limits.ts";
import { metaOf } from "../../lib/request-meta.ts";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { DEVICE_COOKIE, deviceCookieOptions } from "./device-proof.ts";
import * as auth from "./service.ts";

/** Sign-in requests a minute for one account from one address: far more than a person makes. */
const LOGIN_REQUESTS_PER_MINUTE = 30;

const emailIn = (body: unknown) =>
  typeof body === "object" && body !== null && "email" in body && typeof body.email === "string" ? body.email : "";

const RECOVERY_SENT =
  "If an account uses that address, we have sent it a link to choose a new password. It works for 30 minutes.";

/** The spec's seven auth calls (spec §7), with their exact paths. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["auth"];

  r.post("/api/auth/login", {
    schema: {
      tags,
      summary: "Sign in (failed sign-ins are throttled per account and client: 429 with Retry-After)",
      body: LoginBody,
      response: { 200: AuthAnswer, ...errorResponses(400, 401, 403, 429) },
    },
    config: {
      // Its own request limit instead of the API-wide one of the address (ADR 0054): keyed by
      // account, address and device cookie, so a script hammering one account spends neither the
      // allowance of the school behind the same address nor that of the pupil's own device.
      // Counted once the body is read.
      rateLimit: {
        hook: "preHandler",
        max: Math.max(1, Math.round(LOGIN_REQUESTS_PER_MINUTE * app.ctx.limits.scale)),
        timeWindow: "1 minute",
        keyGenerator: (req) => `login:${opaqueKey(req.ip, emailIn(req.body), req.cookies[DEVICE_COOKIE] ?? "")}`,
      },
    },
    handler: async (req, reply) => {
      const signedIn = await auth.login(app.ctx, req.body, metaOf(req), req.cookies[DEVICE_COOKIE]);
      reply.setCookie(DEVICE_COOKIE, signedIn.deviceCookie, deviceCookieOptions(req));
      return signedIn.answer;
    },
  });

  r.post("/api/auth/google", {
    schema: {
      tags,
      summary: "Sign in with Google (existing accounts; only when GOOGLE_CLIENT_ID is set)",
      body: GoogleSignInBody,
      response: { 200: AuthAnswer, ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: (req) => auth.loginWithGoogle(app.ctx, req.body.credential, metaOf(req)),
  });

  r.post("/api/auth/register", {
    schema: {
      tags,
      summary: "Create an account and sign in",
      body: RegisterBody,
      response: { 201: AuthAnswer, ...errorResponses(400, 403, 409, 429) },
    },
    handler: async (req, reply) => reply.status(201).send(await auth.register(app.ctx, req.body, metaOf(req))),
  });

  r.post("/api/auth/logout", {
    schema: {
      tags,
      summary: "Sign out (a guardian acting as a ward gets their own session back)",
      security: BEARER,
      body: LogoutBody,
      response: { 200: LogoutAnswer, ...errorResponses(401) },
    },
    // A logout sent without a body, or with a body that is not an object (null, an array…), is
    // still a logout: refusing it would leave the token alive on a client that has dropped it.
    preValidation: async (req) => {
      const body: unknown = req.body;
      if (typeof body !== "object" || body === null || Array.isArray(body)) req.body = {};
    },
    handler: (req) => auth.logout(app.ctx, requireSession(req), req.body.info, metaOf(req)),
  });

  r.post("/api/auth/checkifemailexist", {
    schema: {
      tags,
      summary: "Is this email registered? (registration form)",
      body: EmailBody,
      response: { 200: EmailExistsAnswer, ...errorResponses(400, 429) },
    },
    handler: async (req) => ({ exists: await auth.emailExists(app.ctx, req.body.email, metaOf(req)) }),
  });

  r.post("/api/auth/checkrecoverytype", {
    schema: {
      tags,
      summary: "How can this account be recovered?",
      body: EmailBody,
      response: { 200: RecoveryTypeAnswer, ...errorResponses(400) },
    },
    // The same answer for every address, so it reveals nothing about who is registered.
    handler: async () => ({ types: ["email" as const] }),
  });

  r.post("/api/auth/recovermypassword", {
    schema: {
      tags,
      summary: "Email a password-reset link",
      body: EmailBody,
      response: { 202: MessageBody, ...errorResponses(400, 429) },
    },
    handler: async (req, reply) => {
      await auth.requestRecovery(app.ctx, req.body.email, metaOf(req));
      return reply.status(202).send({ message: RECOVERY_SENT });
    },
  });

  r.post("/api/auth/setrecoverpassword", {
    schema: {
      tags,
      summary: "Choose a new password with an emailed link",
      body: SetRecoverPasswordBody,
      response: { 200: MessageBody, ...errorResponses(400, 429) },
    },
    handler: async (req) => {
      await auth.completeRecovery(app.ctx, req.body, metaOf(req));
      return { message: "Your password is changed. Sign in with it now." };
    },
  });
}
