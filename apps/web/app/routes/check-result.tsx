import { VerifiedReportCard } from "../features/reports/components/verified-report-card.tsx";
import { verifyReport } from "../features/reports/api.ts";
import { CheckResultScreen } from "../features/quizzes/records/checkresult-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/check-result";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Check Assessment") }];
}

/** A code no quiz attempt has may be an assessment report's (ADR 0031). */
const reportCode = async (code: string) => <VerifiedReportCard report={await verifyReport(code)} />;

/** checkresult (public): what a result's or a report's verification code certifies. */
export default function CheckResultRoute() {
  return <CheckResultScreen otherCode={reportCode} />;
}
