import { StaffRecordsScreen } from "../features/quizzes/records/staff-records-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/subject-record-view-management";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Quiz records") }];
}

/** subjectrecordviewmanagement [G] (staff): the attempt records of the courses the caller marks, CSV export. */
export default function SubjectRecordViewManagementScreen() {
  return <StaffRecordsScreen />;
}
