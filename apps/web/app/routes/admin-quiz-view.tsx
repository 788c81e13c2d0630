import { StaffPreviewScreen } from "../features/quizzes/taking/staff-preview-screen.tsx";
import { idParam } from "../lib/route-ids.ts";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/admin-quiz-view";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Quiz preview") }];
}

/**
 * adminquizview/{quizId}/{accessType}/{sectionToShowFirst}/… (staff): the staff preview. Staff
 * only preview (exams and practice are for students), so every access type opens the preview.
 */
export default function AdminQuizViewRoute({ params }: Route.ComponentProps) {
  return <StaffPreviewScreen quizId={idParam(params.quizId)} firstSection={idParam(params.sectionToShowFirst)} />;
}
