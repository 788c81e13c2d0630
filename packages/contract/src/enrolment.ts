import { z } from "zod";
import { CountryCode, Id, plainText } from "./fields.ts";
import { Money } from "./site.ts";

/** Payments (ADR 0026): `manual` waits for a director's reference, `demo` is instant in demo mode only. */
export const PaymentProvider = z.enum(["manual", "demo"], { error: "Choose how to pay." });
export type PaymentProvider = z.infer<typeof PaymentProvider>;

export const TutorCard = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  /** "Course owner" or "Tutor". */
  title: z.string(),
  country: z.string(),
  /** The tutor's public biography (userpage), if they wrote one. */
  bio: z.string().nullable(),
});
export type TutorCard = z.infer<typeof TutorCard>;

/** GET /api/enrolment/courses/:courseId/offer: what subscribing costs the caller, and with whom. */
export const CourseOffer = z.object({
  course: z.object({ id: z.number().int(), title: z.string(), months: z.number().int() }),
  /** In the signed-in user's country, else the `country` asked for, else the base currency. */
  price: Money,
  country: z.string().nullable(),
  tutors: z.array(TutorCard),
  providers: z.array(PaymentProvider),
});
export type CourseOffer = z.infer<typeof CourseOffer>;

export const OfferQuery = z.object({ country: CountryCode.optional() });

/** POST /api/enrolment/checkout */
export const CheckoutBody = z.object({ courseId: Id, tutorId: Id, provider: PaymentProvider });
export type CheckoutBody = z.infer<typeof CheckoutBody>;

/** POST /api/enrolment/subscriptions/:subscriptionId/renew */
export const RenewBody = z.object({ provider: PaymentProvider });
export type RenewBody = z.infer<typeof RenewBody>;

export const SubscriptionState = z.enum(["active", "pending", "expired", "cancelled"]);
export type SubscriptionState = z.infer<typeof SubscriptionState>;

export const MySubscription = z.object({
  id: z.number().int(),
  course: z.object({ id: z.number().int(), title: z.string() }),
  tutor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  state: SubscriptionState,
  startsAt: z.string(),
  expiresAt: z.string(),
  months: z.number().int(),
  /** What was charged (frozen at checkout); null for a subscription recorded without a payment. */
  paid: Money.nullable(),
  provider: PaymentProvider.nullable(),
  /** The subscription this one renews, if it is a renewal. */
  renewsId: z.number().int().nullable(),
  /** Paid (active or expired) and not already renewed by a pending or later one. */
  renewable: z.boolean(),
});
export type MySubscription = z.infer<typeof MySubscription>;

/** GET /api/enrolment/subscriptions/mine, newest first. */
export const MySubscriptions = z.object({ subscriptions: z.array(MySubscription) });
export type MySubscriptions = z.infer<typeof MySubscriptions>;

/** The answer of checkout and renewal. */
export const CheckoutResult = z.object({ subscription: MySubscription, message: z.string() });
export type CheckoutResult = z.infer<typeof CheckoutResult>;

export const PendingPayment = z.object({
  id: z.number().int(),
  subscriptionId: z.number().int(),
  student: z.object({ id: z.number().int(), name: z.string(), email: z.string(), country: z.string() }),
  course: z.object({ id: z.number().int(), title: z.string() }),
  amount: Money,
  renewal: z.boolean(),
  createdAt: z.string(),
});
export type PendingPayment = z.infer<typeof PendingPayment>;

/** GET /api/enrolment/payments/pending: the world director's all, a country director's own country. */
export const PendingPayments = z.object({ payments: z.array(PendingPayment) });
export type PendingPayments = z.infer<typeof PendingPayments>;

/** POST /api/enrolment/payments/:paymentId/record */
export const RecordPaymentBody = z.object({
  reference: plainText(3, 120, "Enter the payment's reference (at least 3 characters)."),
});
export type RecordPaymentBody = z.infer<typeof RecordPaymentBody>;
