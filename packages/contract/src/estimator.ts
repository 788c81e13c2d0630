import { z } from "zod";

/**
 * Estimator (issue #6; ADR 0035 has the model): today's recurring revenue per country, from the
 * active subscriptions at their renewal price in the base currency, and the what-if inputs the
 * projection (estimator-model.ts) runs on.
 */

/** How many months the projection covers. */
export const PROJECTION_MONTHS = 12;

/** A percentage between min and max, typed in a number field (query strings arrive as text). */
const percent = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `Enter the ${label} as a number.` })
    .min(min, `The ${label} cannot be below ${min} %.`)
    .max(max, `The ${label} cannot be above ${max} %.`);

/** The what-if inputs, in percent. Growth may be negative (a shrinking market). */
export const EstimatorInputs = z.object({
  /** New business per month, as a share of the month before. */
  growth: percent("monthly growth", -50, 50).default(2),
  /** Subscriptions lost per month. */
  churn: percent("monthly churn", 0, 100).default(0),
  /** What tutors receive of the revenue of subscriptions taken with a tutor. */
  tutorShare: percent("tutor share", 0, 100).default(30),
  /** What the payment providers keep of every payment. */
  paymentFees: percent("payment fees", 0, 100).default(3),
});
export type EstimatorInputs = z.output<typeof EstimatorInputs>;
export type EstimatorQuery = z.input<typeof EstimatorInputs>;

/** One country's starting point: its active subscriptions and their monthly revenue today. */
export const EstimatorCountry = z.object({
  country: z.string(),
  name: z.string(),
  currency: z.string(),
  /** Units of the country's currency per base unit, today. */
  exchangeRate: z.string(),
  subscriptions: z.number().int(),
  /** Monthly recurring revenue in base-currency minor units: each renewal price spread over its months. */
  monthlyMinor: z.number().int(),
  /** The part of monthlyMinor from subscriptions taken with a tutor (the tutor share applies to it). */
  tutoredMonthlyMinor: z.number().int(),
});
export type EstimatorCountry = z.infer<typeof EstimatorCountry>;

/** GET /api/estimator: the baseline; the web runs the projection on it as the inputs change. */
export const EstimatorBaseline = z.object({
  baseCurrency: z.string(),
  /** The first projected month, "YYYY-MM" (the month after today). */
  firstMonth: z.string(),
  countries: z.array(EstimatorCountry),
});
export type EstimatorBaseline = z.infer<typeof EstimatorBaseline>;
