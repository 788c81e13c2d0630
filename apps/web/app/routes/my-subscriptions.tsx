import { MySubscriptionsScreen } from "../features/enrolment/components/my-subscriptions-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/my-subscriptions";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "My subscriptions") }];
}

/** mysubscriptions [G student]: the student's subscriptions (status, tutor, period, renew, classroom). */
export default function MySubscriptions() {
  return <MySubscriptionsScreen />;
}
