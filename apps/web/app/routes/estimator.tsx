import { EstimatorScreen } from "../features/estimator/components/estimator-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/estimator";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Estimator") }];
}

/** estimator (world director; the route guard checks the role): revenue projection. */
export default function Estimator() {
  return (
    <>
      <PageTitle
        title="Revenue estimator"
        description="The next 12 months of revenue from today's active subscriptions, per country, under your assumptions."
      />
      <EstimatorScreen />
    </>
  );
}
