import { SubjectQuizzesStudent } from "../features/quizzes/catalog/subject-quizzes-student.tsx";
import { idParam } from "../lib/route-ids.ts";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/subject-quizzes-student";

export function meta({ matches, params }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, `Quizzes of ${params.subjectName}`) }];
}

/** subjectquizzesstudent/{subjectId}/{subjectName}: a subject's quizzes for the student. */
export default function SubjectQuizzesStudentRoute({ params }: Route.ComponentProps) {
  return <SubjectQuizzesStudent subjectId={idParam(params.subjectId)} subjectName={params.subjectName} />;
}
