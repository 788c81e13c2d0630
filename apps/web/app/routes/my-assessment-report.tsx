import { MyReportScreen } from "../features/reports/components/my-report-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { idParam } from "../lib/route-ids.ts";
import type { Route } from "./+types/my-assessment-report";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Assessment report") }];
}

/** myassessmentreport/{userId}/{courseId}: a student's published reports, printable. */
export default function MyAssessmentReport({ params }: Route.ComponentProps) {
  return <MyReportScreen userId={idParam(params.userId)} courseId={idParam(params.courseId)} />;
}
