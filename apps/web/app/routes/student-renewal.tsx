import { IconFileUnknown } from "@tabler/icons-react";
import { RenewalScreen } from "../features/enrolment/components/renewal-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { idParam } from "../lib/route-ids.ts";
import { PageState } from "../lib/ui/page-state.tsx";
import type { Route } from "./+types/student-renewal";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Renew your subscription") }];
}

/** studentrenewal/{courseId}/{subscriptionId}: renew with the same checkout. */
export default function StudentRenewal({ params }: Route.ComponentProps) {
  const courseId = idParam(params.courseId);
  const subscriptionId = idParam(params.subscriptionId);
  if (courseId === null || subscriptionId === null)
    return <PageState icon={<IconFileUnknown size={32} />} heading="That subscription does not exist" />;
  return <RenewalScreen courseId={courseId} subscriptionId={subscriptionId} />;
}
