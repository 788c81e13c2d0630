import type { PaymentProvider as ProviderName } from "@tq/contract/enrolment";
import type { AppContext } from "../../../context.ts";
import { Invalid } from "../../../lib/errors.ts";
import { demoProvider } from "./demo.ts";
import { manualProvider } from "./manual.ts";
import type { PaymentProvider } from "./provider.ts";

const PROVIDERS: readonly PaymentProvider[] = [manualProvider, demoProvider];

/** The providers a student may choose now. */
export function availableProviders(ctx: AppContext): ProviderName[] {
  return PROVIDERS.filter((p) => p.available(ctx)).map((p) => p.name);
}

/** The provider by name; one that is switched off is refused like an unknown one (400, field provider). */
export function providerFor(ctx: AppContext, name: ProviderName): PaymentProvider {
  const found = PROVIDERS.find((p) => p.name === name);
  if (!found?.available(ctx)) throw Invalid("provider", "That way of paying is not offered here.");
  return found;
}
