import { formatDay } from "@tq/contract/dates";
import type { PendingPayments } from "@tq/contract/enrolment";
import type { AppContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import { Conflict, NotFound } from "../../lib/errors.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { authorize, can } from "../../policies/authorize.ts";
import { presentPendingPayment } from "./presenter.ts";
import { sendReceipt, settle } from "./settle.ts";
import { findPayment, listPendingPayments } from "./subscriptions-repo.ts";

/** Manual payments waiting for a reference: every country's for the world director, their own for a country director. */
export async function pendingPayments(ctx: AppContext, session: Session): Promise<PendingPayments> {
  authorize(session, "payment.list", null);
  const country = session.user.role === "worlddirector" ? null : session.user.country;
  const rows = await listPendingPayments(ctx.db, country);
  return { payments: rows.map(presentPendingPayment) };
}

/** A director records a manual payment: the subscription starts, the student gets the receipt. */
export async function recordPayment(
  ctx: AppContext,
  session: Session,
  paymentId: number,
  reference: string,
  meta: RequestMeta,
): Promise<{ message: string }> {
  authorize(session, "payment.list", null);
  const found = await findPayment(ctx.db, paymentId);
  // Another country's payment does not exist for a country director.
  if (!found || !can(session, "payment.record", { country: found.student.country })) throw NotFound("That payment");
  if (found.payment.status !== "pending") throw Conflict("This payment has already been recorded.");
  const period = await settle(ctx.db, found.sub, found.payment, reference, session.user.id);
  if (!period) throw Conflict("This payment has already been recorded.");
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "payment.recorded",
    targetType: "payment",
    targetId: paymentId,
    ip: meta.ip,
    details: { subscriptionId: found.sub.id, studentId: found.student.id, reference },
  });
  await sendReceipt(ctx, found.student.id, found.courseTitle, found.payment, reference, period);
  return {
    message: `Payment recorded. ${found.student.firstname}'s subscription runs until ${formatDay(period.expiresAt, { timeZone: "UTC" })}.`,
  };
}
