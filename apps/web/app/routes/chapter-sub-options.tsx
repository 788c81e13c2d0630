import { SubOptionsScreen } from "../features/quizzes/authoring/sub-options-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/chapter-sub-options";

export function meta({ matches, params }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, `Reasons of option ${params.answerOption}`) }];
}

/** chaptersuboptions/{answerId}/{answerOption}/{subjectId} [G]: a two-tier option's reasons. */
export default function ChapterSubOptionsScreen({ params }: Route.ComponentProps) {
  return <SubOptionsScreen kind="chapter" params={params} />;
}
