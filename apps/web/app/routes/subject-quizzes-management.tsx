import { QuizzesScreen } from "../features/quizzes/authoring/quizzes-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/subject-quizzes-management";

export function meta({ matches, params }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, `Subject quizzes of ${params.subjectName}`) }];
}

/** subjectquizzesmanagement/{subjectId}/{subjectName}/{courseId}/{coursename} [G]: a subject's quizzes, their sections and settings. */
export default function SubjectQuizzesManagementScreen({ params }: Route.ComponentProps) {
  return <QuizzesScreen kind="subject" ownerParam={params.subjectId} subjectParam={params.subjectId} />;
}
