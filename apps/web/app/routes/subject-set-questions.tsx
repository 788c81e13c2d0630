import { SectionQuestionsScreen } from "../features/quizzes/authoring/section-questions.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/subject-set-questions";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Questions of a section") }];
}

/** subjectsetquestions/{sectionId}/{testId}/{subjectId} [G]: a subject quiz section's fixed questions and their editor. */
export default function SubjectSetQuestionsScreen({ params }: Route.ComponentProps) {
  return <SectionQuestionsScreen kind="subject" params={params} />;
}
