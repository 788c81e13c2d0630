import { formatDay } from "@tq/contract/dates";
import { formatMoney } from "@tq/contract/money";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { siteSettings } from "../site/settings.ts";
import { findUserById } from "../users/repo.ts";
import {
  activateSubscription,
  findSubscription,
  markPaid,
  type PaymentRow,
  type SubscriptionRow,
} from "./subscriptions-repo.ts";

/** `months` calendar months after `from` (the 31st of a short month becomes its last day). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** A renewal starts at the later of now and the end of the subscription it renews (PRODUCT.md §5). */
export async function periodOf(
  db: Db,
  sub: SubscriptionRow,
  now = new Date(),
): Promise<{ startsAt: Date; expiresAt: Date }> {
  const renewed = sub.renewsId !== null ? await findSubscription(db, sub.renewsId) : undefined;
  const startsAt = renewed?.status === "active" && renewed.expiresAt > now ? renewed.expiresAt : now;
  return { startsAt, expiresAt: addMonths(startsAt, sub.months) };
}

/**
 * Payment received: the payment is marked paid and the subscription becomes active for its
 * period, once (false when it had already been settled: a double click, two directors).
 */
export async function settle(
  db: Db,
  sub: SubscriptionRow,
  payment: PaymentRow,
  reference: string,
  recordedBy: number | null,
): Promise<{ startsAt: Date; expiresAt: Date } | null> {
  return db.transaction(async (tx) => {
    if (!(await markPaid(tx, payment.id, reference, recordedBy))) return null;
    const period = await periodOf(tx, sub);
    if (!(await activateSubscription(tx, sub.id, period.startsAt, period.expiresAt))) return null;
    return period;
  });
}

/** The receipt, through the outbox like every email. */
export async function sendReceipt(
  ctx: AppContext,
  userId: number,
  courseTitle: string,
  payment: PaymentRow,
  reference: string,
  period: { startsAt: Date; expiresAt: Date },
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) return;
  const { siteTitle } = await siteSettings(ctx);
  const day = (d: Date) => formatDay(d, { timeZone: "UTC" });
  await ctx.mailer.send({
    to: user.email,
    kind: "payment-receipt",
    subject: `Your receipt: ${courseTitle}`,
    text: [
      `Hello ${user.firstname},`,
      "",
      `Thank you for your payment to ${siteTitle}.`,
      "",
      `Course: ${courseTitle}`,
      `Amount: ${formatMoney(payment.amountMinor, payment.currency)}`,
      `Reference: ${reference}`,
      `Receipt number: ${payment.id}`,
      `Subscription: ${day(period.startsAt)} to ${day(period.expiresAt)}`,
      "",
      "Keep this email as your receipt.",
    ].join("\n"),
  });
}
