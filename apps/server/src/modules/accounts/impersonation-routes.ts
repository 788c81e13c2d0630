import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ImpersonateBody } from "@tq/contract/accounts";
import { AuthAnswer } from "@tq/contract/auth";
import { metaOf } from "../../lib/request-meta.ts";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { requireSession } from "../../plugins/auth.ts";
import { startImpersonation, stopImpersonation } from "./impersonation-service.ts";

const NoContent = z.null().describe("No content");

/** "Act as" from the users screen and "Stop acting" from the banner. */
export function impersonationRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["accounts"];

  r.post("/api/impersonation", {
    schema: {
      tags,
      summary: "Act as a user (directors, with a reason); answers the user's sign-in answer",
      security: BEARER,
      body: ImpersonateBody,
      response: { 200: AuthAnswer, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (req) => startImpersonation(app.ctx, requireSession(req), req.body, metaOf(req)),
  });

  r.delete("/api/impersonation", {
    schema: {
      tags,
      summary: "Stop acting: the impersonation token stops working at once",
      security: BEARER,
      response: { 204: NoContent, ...errorResponses(401, 409) },
    },
    handler: async (req, reply) => {
      await stopImpersonation(app.ctx, requireSession(req), metaOf(req));
      return reply.status(204).send(null);
    },
  });
}
