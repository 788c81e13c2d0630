import { MyRecordsScreen } from "../features/quizzes/records/my-records-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/subject-record-view";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Subject quiz records") }];
}

/** subjectrecordview: the signed-in student's subject-quiz records (best, attempts, last) and attempts. */
export default function SubjectRecordViewScreen() {
  return <MyRecordsScreen kind="subject" />;
}
