import { QuizzesScreen } from "../features/quizzes/authoring/quizzes-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/subject-quiz";

export function meta({ matches, params }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, `Subject quizzes of ${params.subjectname}`) }];
}

/** subjectquiz/{subjectId}/{subjectname}/{courseId}/{coursename} [G]: a subject's quizzes, their sections and settings. */
export default function SubjectQuizScreen({ params }: Route.ComponentProps) {
  return <QuizzesScreen kind="subject" ownerParam={params.subjectId} subjectParam={params.subjectId} />;
}
