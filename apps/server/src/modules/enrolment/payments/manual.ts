import type { PaymentProvider } from "./provider.ts";

/** Bank transfer or cash: pending until a director records the payment with its reference. */
export const manualProvider: PaymentProvider = {
  name: "manual",
  available: () => true,
  begin: (_ctx, intent) =>
    Promise.resolve({
      state: "pending",
      instructions:
        `Pay by bank transfer or at your country's office quoting payment number ${intent.paymentId}. ` +
        "Your subscription starts when a director records the payment; the receipt comes by email.",
    }),
};
