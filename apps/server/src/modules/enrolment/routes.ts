import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MessageBody } from "@tq/contract/errors";
import {
  CheckoutBody,
  CheckoutResult,
  CourseOffer,
  MySubscriptions,
  OfferQuery,
  PendingPayments,
  RecordPaymentBody,
  RenewBody,
} from "@tq/contract/enrolment";
import { Id } from "@tq/contract/fields";
import { metaOf } from "../../lib/request-meta.ts";
import { BEARER, errorResponses } from "../../lib/route-schemas.ts";
import { requireSession } from "../../plugins/auth.ts";
import * as payments from "./payments-service.ts";
import * as enrolment from "./service.ts";

const tags = ["enrolment"];
const security = BEARER;

/** Issue #5: prices and tutors of a course, checkout, the student's subscriptions, manual payments. */
export async function enrolmentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get("/api/enrolment/courses/:courseId/offer", {
    schema: {
      tags,
      summary: "A published course's price for the caller (their country; a visitor's ?country=) and its tutors",
      params: z.object({ courseId: Id }),
      querystring: OfferQuery,
      response: { 200: CourseOffer, ...errorResponses(400, 404) },
    },
    handler: (req) => enrolment.courseOffer(ctx, req.session, req.params.courseId, req.query.country),
  });
  r.post("/api/enrolment/checkout", {
    schema: {
      tags,
      security,
      summary: "Subscribe to a course with a tutor through a payment provider",
      body: CheckoutBody,
      response: { 201: CheckoutResult, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await enrolment.checkout(ctx, requireSession(req), req.body, metaOf(req))),
  });
  r.get("/api/enrolment/subscriptions/mine", {
    schema: {
      tags,
      security,
      summary: "The student's subscriptions, newest first",
      response: { 200: MySubscriptions, ...errorResponses(401, 403) },
    },
    handler: (req) => enrolment.mySubscriptions(ctx, requireSession(req)),
  });
  r.post("/api/enrolment/subscriptions/:subscriptionId/renew", {
    schema: {
      tags,
      security,
      summary: "Renew one's own subscription from the later of now and its expiry",
      params: z.object({ subscriptionId: Id }),
      body: RenewBody,
      response: { 201: CheckoutResult, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(
          await enrolment.renew(ctx, requireSession(req), req.params.subscriptionId, req.body.provider, metaOf(req)),
        ),
  });
  r.get("/api/enrolment/payments/pending", {
    schema: {
      tags,
      security,
      summary: "Manual payments awaiting a reference (world director: all; country director: their country)",
      response: { 200: PendingPayments, ...errorResponses(401, 403) },
    },
    handler: (req) => payments.pendingPayments(ctx, requireSession(req)),
  });
  r.post("/api/enrolment/payments/:paymentId/record", {
    schema: {
      tags,
      security,
      summary: "Record a manual payment with its reference: the subscription starts, the receipt is emailed",
      params: z.object({ paymentId: Id }),
      body: RecordPaymentBody,
      response: { 200: MessageBody, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: (req) =>
      payments.recordPayment(ctx, requireSession(req), req.params.paymentId, req.body.reference, metaOf(req)),
  });
}
