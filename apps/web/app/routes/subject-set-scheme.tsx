import { SchemeScreen } from "../features/quizzes/authoring/scheme-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/subject-set-scheme";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Marking scheme") }];
}

/** subjectsetscheme/{questionId}: a subject quiz question's marking scheme. */
export default function SubjectSetSchemeScreen({ params }: Route.ComponentProps) {
  return <SchemeScreen kind="subject" questionParam={params.questionId} />;
}
