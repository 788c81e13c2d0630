import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Id } from "@tq/contract/fields";
import { UserInfo } from "@tq/contract/users";
import { requireSession } from "../../plugins/auth.ts";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { userInfo } from "./service.ts";

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get("/api/dashboard/getuserinfo/:id", {
    schema: {
      tags: ["dashboard"],
      summary: "A user's profile and dashboard (oneself, or a director's user)",
      security: BEARER,
      params: z.object({ id: Id }),
      response: { 200: UserInfo, ...errorResponses(400, 401, 403, 404) },
    },
    handler: (req) => userInfo(app.ctx, requireSession(req), req.params.id),
  });
}
