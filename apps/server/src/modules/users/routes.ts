import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ResetLoginPasswordAnswer, ResetLoginPasswordBody, UpdateUserAnswer, UpdateUserBody } from "@tq/contract/users";
import { requireSession } from "../../plugins/auth.ts";
import { metaOf } from "../../lib/request-meta.ts";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import * as users from "./service.ts";

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["users"];

  r.post("/api/users/updateuser", {
    schema: {
      tags,
      summary: "Update one's own profile",
      security: BEARER,
      body: UpdateUserBody,
      response: { 200: UpdateUserAnswer, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (req) => ({
      user: await users.updateOwnProfile(app.ctx, requireSession(req), req.body, metaOf(req)),
      message: "Your profile is saved.",
    }),
  });

  r.post("/api/users/resetloginpassword", {
    schema: {
      tags,
      summary: "Change one's password; every other session is signed out",
      security: BEARER,
      body: ResetLoginPasswordBody,
      response: { 200: ResetLoginPasswordAnswer, ...errorResponses(400, 401, 403, 429) },
    },
    handler: async (req) => {
      const n = await users.changePassword(app.ctx, requireSession(req), req.body, metaOf(req));
      return {
        message:
          n === 0
            ? "Your password is changed."
            : `Your password is changed and ${n} other session${n === 1 ? " was" : "s were"} signed out.`,
        signedOutSessions: n,
      };
    },
  });
}
