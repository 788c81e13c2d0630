import { SectionQuestionsScreen } from "../features/quizzes/authoring/section-questions.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/chapter-set-questions";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Questions of a section") }];
}

/** chaptersetquestions/{sectionId}/{testId}/{subjectId} [G]: a chapter quiz section's questions and their editor. */
export default function ChapterSetQuestionsScreen({ params }: Route.ComponentProps) {
  return <SectionQuestionsScreen kind="chapter" params={params} />;
}
