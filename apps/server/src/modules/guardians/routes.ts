import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AuthAnswer } from "@tq/contract/auth";
import {
  AcceptInvitationBody,
  GuardianMessage,
  InvitationIdParams,
  InviteGuardianBody,
  LinkIdParams,
  MyGuardians,
  MyWards,
  WardIdParams,
} from "@tq/contract/guardians";
import { requireSession } from "../../plugins/auth.ts";
import { metaOf } from "../../lib/request-meta.ts";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import * as invitations from "./invitation-service.ts";
import * as links from "./link-service.ts";

/** Guardians (issue #5, ADR 0029): a student's invitations, the guardian's wards, acting as a ward. */
export async function guardianRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["guardians"];

  r.get("/api/guardians/mine", {
    schema: {
      tags,
      summary: "A student's guardians and open invitations (userprofile/three)",
      security: BEARER,
      response: { 200: MyGuardians, ...errorResponses(401, 403) },
    },
    handler: async (req) => invitations.myGuardians(app.ctx, requireSession(req)),
  });

  r.post("/api/guardians/invitations", {
    schema: {
      tags,
      summary: "Invite a guardian by email (an address already invited gets a fresh link)",
      security: BEARER,
      body: InviteGuardianBody,
      response: { 200: GuardianMessage, ...errorResponses(400, 401, 403, 409, 429) },
    },
    handler: async (req) => {
      await invitations.invite(app.ctx, requireSession(req), req.body.email, metaOf(req));
      return { message: `The invitation is on its way to ${req.body.email}.` };
    },
  });

  r.post("/api/guardians/invitations/:invitationId/resend", {
    schema: {
      tags,
      summary: "Send an open invitation again with a new link",
      security: BEARER,
      params: InvitationIdParams,
      response: { 200: GuardianMessage, ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (req) => {
      await invitations.resend(app.ctx, requireSession(req), req.params.invitationId, metaOf(req));
      return { message: "The invitation was sent again." };
    },
  });

  r.delete("/api/guardians/invitations/:invitationId", {
    schema: {
      tags,
      summary: "Cancel an open invitation (its link stops working)",
      security: BEARER,
      params: InvitationIdParams,
      response: { 204: z.null().describe("Cancelled"), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req, reply) => {
      await invitations.cancel(app.ctx, requireSession(req), req.params.invitationId, metaOf(req));
      return reply.status(204).send(null);
    },
  });

  r.post("/api/guardians/invitations/accept", {
    schema: {
      tags,
      summary: "A guardian confirms an emailed invitation (addguardian)",
      security: BEARER,
      body: AcceptInvitationBody,
      response: { 200: GuardianMessage, ...errorResponses(400, 401, 403) },
    },
    handler: async (req) => {
      const ward = await invitations.accept(app.ctx, requireSession(req), req.body, metaOf(req));
      return { message: `You are now ${ward.firstname} ${ward.lastname}'s guardian.` };
    },
  });

  r.get("/api/guardians/wards", {
    schema: {
      tags,
      summary: "A guardian's wards with progress, released results and subscriptions (guardianpage)",
      security: BEARER,
      response: { 200: MyWards, ...errorResponses(401, 403) },
    },
    handler: async (req) => links.myWards(app.ctx, requireSession(req)),
  });

  r.delete("/api/guardians/links/:linkId", {
    schema: {
      tags,
      summary: "End a guardianship (the guardian or the student)",
      security: BEARER,
      params: LinkIdParams,
      response: { 204: z.null().describe("Ended"), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req, reply) => {
      await links.endLink(app.ctx, requireSession(req), req.params.linkId, metaOf(req));
      return reply.status(204).send(null);
    },
  });

  r.post("/api/guardians/wards/:wardId/act", {
    schema: {
      tags,
      summary: "Act as a ward: the ward's sign-in answer with originalId = the guardian (spec §4)",
      security: BEARER,
      params: WardIdParams,
      response: { 200: AuthAnswer, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req) => links.actAsWard(app.ctx, requireSession(req), req.params.wardId, metaOf(req)),
  });
}
