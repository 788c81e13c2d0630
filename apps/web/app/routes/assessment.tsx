import { AssessmentScreen } from "../features/reports/components/assessment-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/assessment";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Report Generator") }];
}

/** assessment (Report Generator): the courses the teacher or assistant reports on. */
export default function Assessment() {
  return <AssessmentScreen />;
}
