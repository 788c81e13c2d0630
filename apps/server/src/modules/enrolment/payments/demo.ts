import type { PaymentProvider } from "./provider.ts";

/** Instant and free of real money: only while demo mode is on (config DEMO_MODE / SEED_DEMO). */
export const demoProvider: PaymentProvider = {
  name: "demo",
  available: (ctx) => ctx.config.demoMode,
  begin: (_ctx, intent) => Promise.resolve({ state: "paid", reference: `DEMO-${intent.paymentId}` }),
};
