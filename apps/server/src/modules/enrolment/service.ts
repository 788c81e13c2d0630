import type {
  CheckoutBody,
  CheckoutResult,
  CourseOffer,
  MySubscriptions,
  PaymentProvider as ProviderName,
} from "@tq/contract/enrolment";
import type { AppContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import { Conflict, Invalid, NotFound } from "../../lib/errors.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { authorize } from "../../policies/authorize.ts";
import { findCourse, type CourseRow } from "../catalog/repo.ts";
import { availableProviders, providerFor } from "./payments/registry.ts";
import { presentSubscription } from "./presenter.ts";
import { quoteFor } from "./pricing.ts";
import { addMonths, sendReceipt, settle } from "./settle.ts";
import {
  findSubscription,
  insertPayment,
  insertSubscription,
  listSubscriptionsOf,
  lockCheckoutOf,
  openSubscriptions,
  type SubscriptionRow,
} from "./subscriptions-repo.ts";
import { listCourseTutors } from "./tutors-repo.ts";

/** The largest amount a payment row holds (an int4 column). */
const MAX_AMOUNT_MINOR = 2_147_483_647;

async function publishedCourse(ctx: AppContext, courseId: number): Promise<CourseRow> {
  const course = await findCourse(ctx.db, courseId);
  if (!course || course.status !== "published") throw NotFound("That course");
  return course;
}

/** What subscribing costs and with whom: priced for the signed-in user's country, else the one asked for. */
export async function courseOffer(
  ctx: AppContext,
  session: Session | null,
  courseId: number,
  country: string | undefined,
): Promise<CourseOffer> {
  const course = await publishedCourse(ctx, courseId);
  const quote = await quoteFor(ctx, course, session ? session.user.country : country);
  const tutors = await listCourseTutors(ctx.db, course.id);
  return {
    course: { id: course.id, title: course.title, months: course.months },
    price: { amountMinor: quote.amountMinor, currency: quote.currency },
    country: quote.country,
    tutors: tutors.map((t) => ({
      id: t.id,
      firstname: t.firstname,
      lastname: t.lastname,
      country: t.country,
      bio: t.bio,
      title: t.isOwner ? "Course owner" : "Tutor",
    })),
    providers: availableProviders(ctx),
  };
}

async function mySubscription(ctx: AppContext, userId: number, id: number) {
  const all = await listSubscriptionsOf(ctx.db, userId);
  const row = all.find((r) => r.sub.id === id);
  if (!row) throw NotFound("That subscription");
  return presentSubscription(row, all);
}

/**
 * Records a subscription with its price frozen (ADR 0026) and hands the payment to the provider:
 * paid at once (demo) settles it and sends the receipt; otherwise it stays pending.
 */
async function purchase(
  ctx: AppContext,
  session: Session,
  course: CourseRow,
  values: { tutorId: number | null; renewsId: number | null },
  providerName: ProviderName,
  meta: RequestMeta,
): Promise<CheckoutResult> {
  const provider = providerFor(ctx, providerName);
  const quote = await quoteFor(ctx, course, session.user.country);
  // A base price converted at a large rate can outgrow the payment column (int4): say so, not a 500.
  if (quote.amountMinor > MAX_AMOUNT_MINOR) {
    throw Conflict(
      `${course.title} cannot be bought in ${quote.currency} at the current exchange rate. Please contact us.`,
    );
  }
  const userId = session.user.id;
  const now = new Date();
  const created = await ctx.db.transaction(async (tx) => {
    // One checkout per student at a time: the user row is the lock, so two clicks cannot both pass the check.
    await lockCheckoutOf(tx, userId);
    const open = await openSubscriptions(tx, userId, course.id);
    if (open.some((s) => s.status === "pending")) {
      throw Conflict(`A payment for ${course.title} is already waiting to be recorded. See My subscriptions.`);
    }
    const running = open.filter((s) => s.status === "active" && s.expiresAt > now);
    if (values.renewsId === null && running.length > 0) {
      throw Conflict(`You are already subscribed to ${course.title}. Renew it from My subscriptions.`);
    }
    if (values.renewsId !== null && running.some((s) => s.id !== values.renewsId)) {
      throw Conflict(`This subscription has already been renewed.`);
    }
    const sub = await insertSubscription(tx, {
      userId,
      courseId: course.id,
      tutorId: values.tutorId,
      renewsId: values.renewsId,
      months: course.months,
      status: "pending",
      startsAt: now,
      expiresAt: addMonths(now, course.months),
    });
    const payment = await insertPayment(tx, {
      subscriptionId: sub.id,
      provider: provider.name,
      amountMinor: quote.amountMinor,
      currency: quote.currency,
      exchangeRate: quote.exchangeRate,
      country: session.user.country,
    });
    return { sub, payment };
  });
  const outcome = await provider.begin(ctx, {
    paymentId: created.payment.id,
    amountMinor: created.payment.amountMinor,
    currency: created.payment.currency,
  });
  await audit(ctx.db, {
    actorId: userId,
    realActorId: session.realUserId,
    action: values.renewsId === null ? "subscription.checkout" : "subscription.renew",
    targetType: "subscription",
    targetId: created.sub.id,
    ip: meta.ip,
    details: {
      courseId: course.id,
      provider: provider.name,
      amountMinor: quote.amountMinor,
      currency: quote.currency,
      renewsId: values.renewsId,
    },
  });
  let message: string;
  if (outcome.state === "paid") {
    const period = await settle(ctx.db, created.sub, created.payment, outcome.reference, null);
    if (period) await sendReceipt(ctx, userId, course.title, created.payment, outcome.reference, period);
    message = `Payment received. You can now read every tutorial of ${course.title}; your receipt is on its way.`;
  } else {
    message = outcome.instructions;
  }
  return { subscription: await mySubscription(ctx, userId, created.sub.id), message };
}

/** Subscribe to a course with one of its tutors. */
export async function checkout(
  ctx: AppContext,
  session: Session,
  body: CheckoutBody,
  meta: RequestMeta,
): Promise<CheckoutResult> {
  authorize(session, "subscription.buy", null, "Only students subscribe to courses.");
  const course = await publishedCourse(ctx, body.courseId);
  const tutors = await listCourseTutors(ctx.db, course.id);
  if (!tutors.some((t) => t.id === body.tutorId)) {
    throw Invalid("tutorId", "Choose one of this course's tutors.");
  }
  return purchase(ctx, session, course, { tutorId: body.tutorId, renewsId: null }, body.provider, meta);
}

/** Only the owner's paid subscription can be renewed; anyone else's does not exist for the caller. */
async function ownPaidSubscription(ctx: AppContext, session: Session, id: number): Promise<SubscriptionRow> {
  const sub = await findSubscription(ctx.db, id);
  if (!sub || sub.userId !== session.user.id) throw NotFound("That subscription");
  if (sub.status !== "active") throw Conflict("Only a paid subscription can be renewed.");
  return sub;
}

/** Renew for another period, with the same tutor, at today's price; the period follows the current one. */
export async function renew(
  ctx: AppContext,
  session: Session,
  subscriptionId: number,
  providerName: ProviderName,
  meta: RequestMeta,
): Promise<CheckoutResult> {
  authorize(session, "subscription.buy", null, "Only students renew subscriptions.");
  const sub = await ownPaidSubscription(ctx, session, subscriptionId);
  const current = await mySubscription(ctx, session.user.id, sub.id);
  if (!current.renewable) throw Conflict("This subscription has already been renewed.");
  const course = await publishedCourse(ctx, sub.courseId);
  return purchase(ctx, session, course, { tutorId: sub.tutorId, renewsId: sub.id }, providerName, meta);
}

export async function mySubscriptions(ctx: AppContext, session: Session): Promise<MySubscriptions> {
  authorize(session, "subscription.buy", null, "Only students have subscriptions.");
  const all = await listSubscriptionsOf(ctx.db, session.user.id);
  return { subscriptions: all.map((row) => presentSubscription(row, all)) };
}
