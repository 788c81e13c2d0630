import { queryOptions } from "@tanstack/react-query";
import type { MessageBody } from "@tq/contract/errors";
import type {
  CheckoutResult,
  CourseOffer,
  MySubscriptions,
  PendingPayments,
  CheckoutBody,
  PaymentProvider,
} from "@tq/contract/enrolment";
import { api } from "../../lib/api.ts";
import { asSent } from "../../lib/api-client.ts";

/** Enrolment's calls (issue #5): a course's offer, checkout and renewal, the student's list, manual payments. */
export const ENROLMENT_PATHS = {
  offer: (courseId: number) => `/api/enrolment/courses/${courseId}/offer`,
  checkout: "/api/enrolment/checkout",
  mine: "/api/enrolment/subscriptions/mine",
  renew: (subscriptionId: number) => `/api/enrolment/subscriptions/${subscriptionId}/renew`,
  pending: "/api/enrolment/payments/pending",
  record: (paymentId: number) => `/api/enrolment/payments/${paymentId}/record`,
};

/** Priced by the server for the signed-in user's country (the key carries who asks). */
export const offerQuery = (courseId: number, userId: number | null) =>
  queryOptions({
    queryKey: ["enrolment", "offer", courseId, userId] as const,
    queryFn: ({ signal }) => api.get(ENROLMENT_PATHS.offer(courseId), asSent<CourseOffer>(), { signal }),
  });

export const mySubscriptionsQuery = () =>
  queryOptions({
    queryKey: ["enrolment", "mine"] as const,
    queryFn: ({ signal }) => api.get(ENROLMENT_PATHS.mine, asSent<MySubscriptions>(), { signal }),
  });

export const pendingPaymentsQuery = () =>
  queryOptions({
    queryKey: ["enrolment", "pending-payments"] as const,
    queryFn: ({ signal }) => api.get(ENROLMENT_PATHS.pending, asSent<PendingPayments>(), { signal }),
  });

export const checkout = (body: CheckoutBody) => api.post(ENROLMENT_PATHS.checkout, asSent<CheckoutResult>(), body);

export const renew = (subscriptionId: number, provider: PaymentProvider) =>
  api.post(ENROLMENT_PATHS.renew(subscriptionId), asSent<CheckoutResult>(), { provider });

export const recordPayment = (paymentId: number, reference: string) =>
  api.post(ENROLMENT_PATHS.record(paymentId), asSent<MessageBody>(), { reference });

/** The offer outside React Query (a route's clientLoader). */
export const fetchOffer = (courseId: number, signal?: AbortSignal) =>
  api.get(ENROLMENT_PATHS.offer(courseId), asSent<CourseOffer>(), { signal });
