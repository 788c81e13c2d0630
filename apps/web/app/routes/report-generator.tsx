import { ReportGeneratorScreen } from "../features/reports/components/report-generator-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { idParam } from "../lib/route-ids.ts";
import type { Route } from "./+types/report-generator";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Report Generator") }];
}

/** reportgenerator/{courseId}: period, quizzes and weights, the computed class, remarks, publish. */
export default function ReportGenerator({ params }: Route.ComponentProps) {
  return <ReportGeneratorScreen courseId={idParam(params.courseId)} />;
}
