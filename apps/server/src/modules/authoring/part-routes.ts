import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { OrderBody } from "@tq/contract/authoring";
import { MessageBody } from "@tq/contract/errors";
import { Id } from "@tq/contract/fields";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { metaOf } from "../../lib/request-meta.ts";
import { requireSession } from "../../plugins/auth.ts";
import type { PartKind, PartParent, PartService } from "./part-service.ts";

const tags = ["authoring"];
const security = BEARER;
const write = errorResponses(400, 401, 403, 404);
const refusable = errorResponses(400, 401, 403, 404, 409);

/** What the four routes of one kind of part declare for themselves. */
export interface PartRoutesSpec<Body, Part, List> {
  kind: PartKind;
  parent: PartParent;
  body: z.ZodType<Body>;
  part: z.ZodType<Part>;
  list: z.ZodType<List>;
  summaries: { create: string; remove: string; order: string };
  /** Whether adding one can be refused (409), as a chapter's next number can be taken meanwhile. */
  createRefusable?: boolean;
  service: PartService<Body, Part, List>;
}

/** The params of a path with one id (":subjectId"); the id read back from them. */
function oneId(name: string) {
  const params = z.object({ [name]: Id });
  const read = (p: z.output<typeof params>) => {
    const id = p[name];
    if (id === undefined) throw new Error(`no :${name} in the path`);
    return id;
  };
  return { params, read };
}

/**
 * Registers, for a kind (e.g. level of a subject):
 * POST /api/authoring/subjects/:subjectId/levels, PATCH and DELETE /api/authoring/levels/:levelId,
 * PUT /api/authoring/subjects/:subjectId/levels/order.
 */
export function partRoutes<Body, Part, List>(app: FastifyInstance, spec: PartRoutesSpec<Body, Part, List>): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const { kind, service, summaries } = spec;
  const parent = oneId(`${spec.parent}Id`);
  const self = oneId(`${kind}Id`);
  const children = `/api/authoring/${spec.parent}s/:${spec.parent}Id/${kind}s`;
  const item = `/api/authoring/${kind}s/:${kind}Id`;
  // Widened here: Fastify cannot resolve a generic schema's reply (or body) type, hence also
  // `req.body as Body` below (spec.body has validated it). The spec's generics tie the
  // service's body and answers to these schemas where a kind is declared.
  const part: z.ZodType = spec.part;
  const list: z.ZodType = spec.list;

  r.post(children, {
    schema: {
      tags,
      security,
      summary: summaries.create,
      params: parent.params,
      body: spec.body,
      response: { 201: part, ...(spec.createRefusable ? refusable : write) },
    },
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(await service.create(ctx, requireSession(req), parent.read(req.params), req.body as Body, metaOf(req))),
  });
  r.patch(item, {
    schema: {
      tags,
      security,
      summary: `Rename a ${kind}`,
      params: self.params,
      body: spec.body,
      response: { 200: part, ...write },
    },
    handler: (req) => service.rename(ctx, requireSession(req), self.read(req.params), req.body as Body, metaOf(req)),
  });
  r.delete(item, {
    schema: {
      tags,
      security,
      summary: summaries.remove,
      params: self.params,
      response: { 200: MessageBody, ...refusable },
    },
    handler: (req) => service.remove(ctx, requireSession(req), self.read(req.params), metaOf(req)),
  });
  r.put(`${children}/order`, {
    schema: {
      tags,
      security,
      summary: summaries.order,
      params: parent.params,
      body: OrderBody,
      response: { 200: list, ...write },
    },
    handler: (req) => service.order(ctx, requireSession(req), parent.read(req.params), req.body.ids, metaOf(req)),
  });
}
