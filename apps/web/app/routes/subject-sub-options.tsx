import { SubOptionsScreen } from "../features/quizzes/authoring/sub-options-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/subject-sub-options";

export function meta({ matches, params }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, `Reasons of option ${params.answerOption}`) }];
}

/** subjectsuboptions/{answerId}/{answerOption}/{subjectId} [G]: a two-tier option's reasons. */
export default function SubjectSubOptionsScreen({ params }: Route.ComponentProps) {
  return <SubOptionsScreen kind="subject" params={params} />;
}
