import type { MySubscription, PaymentProvider, PendingPayment, SubscriptionState } from "@tq/contract/enrolment";
import type { ListedSubscription, PaymentRow, SubscriptionRow } from "./subscriptions-repo.ts";

/** Pending, cancelled, or active (expired once its end has passed). */
export function stateOf(sub: Pick<SubscriptionRow, "status" | "expiresAt">, now = new Date()): SubscriptionState {
  if (sub.status === "pending") return "pending";
  if (sub.status === "active") return sub.expiresAt > now ? "active" : "expired";
  return "cancelled";
}

/**
 * A paid subscription may be renewed unless the same course already has a pending one or a
 * paid one that ends later (that one is the renewal, or the newer subscription).
 */
function renewable(row: ListedSubscription, all: readonly ListedSubscription[]): boolean {
  if (row.sub.status !== "active") return false;
  return !all.some(
    (o) =>
      o.sub.courseId === row.sub.courseId &&
      o.sub.id !== row.sub.id &&
      (o.sub.status === "pending" || (o.sub.status === "active" && o.sub.expiresAt > row.sub.expiresAt)),
  );
}

export function presentSubscription(row: ListedSubscription, all: readonly ListedSubscription[]): MySubscription {
  const { sub, payment } = row;
  return {
    id: sub.id,
    course: { id: sub.courseId, title: row.courseTitle },
    tutor: sub.tutorId !== null && row.tutorName ? { id: sub.tutorId, name: row.tutorName } : null,
    state: stateOf(sub),
    startsAt: sub.startsAt.toISOString(),
    expiresAt: sub.expiresAt.toISOString(),
    months: sub.months,
    paid: payment ? { amountMinor: payment.amountMinor, currency: payment.currency } : null,
    provider: payment ? (payment.provider as PaymentProvider) : null,
    renewsId: sub.renewsId,
    renewable: renewable(row, all),
  };
}

export function presentPendingPayment(row: {
  payment: PaymentRow;
  sub: SubscriptionRow;
  student: { id: number; firstname: string; lastname: string; email: string; country: string };
  courseTitle: string;
}): PendingPayment {
  return {
    id: row.payment.id,
    subscriptionId: row.sub.id,
    student: {
      id: row.student.id,
      name: `${row.student.firstname} ${row.student.lastname}`,
      email: row.student.email,
      country: row.student.country,
    },
    course: { id: row.sub.courseId, title: row.courseTitle },
    amount: { amountMinor: row.payment.amountMinor, currency: row.payment.currency },
    renewal: row.sub.renewsId !== null,
    createdAt: row.payment.createdAt.toISOString(),
  };
}
