import type { PaymentProvider as ProviderName } from "@tq/contract/enrolment";
import type { AppContext } from "../../../context.ts";

/** What a provider is told about one checkout (the price is already frozen on the payment row). */
export interface CheckoutIntent {
  paymentId: number;
  amountMinor: number;
  currency: string;
}

/** What a provider answers: paid now, or pending with what the student should do next. */
export type ProviderOutcome = { state: "paid"; reference: string } | { state: "pending"; instructions: string };

/**
 * A payment provider (ADR 0026). A real card provider would start a hosted payment here and
 * confirm it later by webhook; the built-in ones are `manual` and `demo`.
 */
export interface PaymentProvider {
  name: ProviderName;
  /** Offered to students now (demo only in demo mode). */
  available(ctx: AppContext): boolean;
  begin(ctx: AppContext, intent: CheckoutIntent): Promise<ProviderOutcome>;
}
