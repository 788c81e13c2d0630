import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CompanyBody, CompanyDetail, CompanyList, CompanyMemberBody } from "@tq/contract/accounts";
import { Id } from "@tq/contract/fields";
import { metaOf } from "../../lib/request-meta.ts";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { requireSession } from "../../plugins/auth.ts";
import * as companies from "./companies-service.ts";

const ById = z.object({ id: Id });
const NoContent = z.null().describe("No content");

/** mycompanies: organisations the directors manage, with their members. */
export function companyRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["accounts"];

  r.get("/api/companies", {
    schema: {
      tags,
      summary: "Organisations (world director: all; country director: their country's)",
      security: BEARER,
      response: { 200: CompanyList, ...errorResponses(401, 403) },
    },
    handler: async (req) => companies.companiesOf(app.ctx, requireSession(req)),
  });

  r.post("/api/companies", {
    schema: {
      tags,
      summary: "Create an organisation",
      security: BEARER,
      body: CompanyBody,
      response: { 201: CompanyDetail, ...errorResponses(400, 401, 403) },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await companies.createCompany(app.ctx, requireSession(req), req.body, metaOf(req))),
  });

  r.get("/api/companies/:id", {
    schema: {
      tags,
      summary: "An organisation with its members",
      security: BEARER,
      params: ById,
      response: { 200: CompanyDetail, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req) => companies.companyDetail(app.ctx, requireSession(req), req.params.id),
  });

  r.patch("/api/companies/:id", {
    schema: {
      tags,
      summary: "Rename an organisation, change its kind or country",
      security: BEARER,
      params: ById,
      body: CompanyBody,
      response: { 200: CompanyDetail, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req) => companies.editCompany(app.ctx, requireSession(req), req.params.id, req.body, metaOf(req)),
  });

  r.post("/api/companies/:id/members", {
    schema: {
      tags,
      summary: "Add a member by email",
      security: BEARER,
      params: ById,
      body: CompanyMemberBody,
      response: { 200: CompanyDetail, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (req) =>
      companies.addCompanyMember(app.ctx, requireSession(req), req.params.id, req.body, metaOf(req)),
  });

  r.delete("/api/companies/:id/members/:userId", {
    schema: {
      tags,
      summary: "Remove a member",
      security: BEARER,
      params: z.object({ id: Id, userId: Id }),
      response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (req, reply) => {
      await companies.removeCompanyMember(app.ctx, requireSession(req), req.params.id, req.params.userId, metaOf(req));
      return reply.status(204).send(null);
    },
  });
}
