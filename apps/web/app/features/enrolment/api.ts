import { queryOptions } from "@tanstack/react-query";
import { MessageBody } from "@tq/contract/errors";
import {
  CheckoutResult,
  CourseOffer,
  MySubscriptions,
  PendingPayments,
  type CheckoutBody,
  type PaymentProvider,
} from "@tq/contract/enrolment";
import { api } from "../../lib/api.ts";

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
    queryFn: ({ signal }) => api.get(ENROLMENT_PATHS.offer(courseId), CourseOffer, { signal }),
  });

export const mySubscriptionsQuery = () =>
  queryOptions({
    queryKey: ["enrolment", "mine"] as const,
    queryFn: ({ signal }) => api.get(ENROLMENT_PATHS.mine, MySubscriptions, { signal }),
  });

export const pendingPaymentsQuery = () =>
  queryOptions({
    queryKey: ["enrolment", "pending-payments"] as const,
    queryFn: ({ signal }) => api.get(ENROLMENT_PATHS.pending, PendingPayments, { signal }),
  });

export const checkout = (body: CheckoutBody) => api.post(ENROLMENT_PATHS.checkout, CheckoutResult, body);

export const renew = (subscriptionId: number, provider: PaymentProvider) =>
  api.post(ENROLMENT_PATHS.renew(subscriptionId), CheckoutResult, { provider });

export const recordPayment = (paymentId: number, reference: string) =>
  api.post(ENROLMENT_PATHS.record(paymentId), MessageBody, { reference });

/** The offer outside React Query (a route's clientLoader). */
export const fetchOffer = (courseId: number, signal?: AbortSignal) =>
  api.get(ENROLMENT_PATHS.offer(courseId), CourseOffer, { signal });
