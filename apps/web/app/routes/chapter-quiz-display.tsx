import { IconFileUnknown } from "@tabler/icons-react";
import { idParam } from "../lib/route-ids.ts";
import { TakingIntro } from "../features/quizzes/taking/taking-intro.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageState } from "../lib/ui/page-state.tsx";
import type { Route } from "./+types/chapter-quiz-display";

export function meta({ matches, params }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, params.quizTitle) }];
}

/** chapterquizdisplay/{quizId}/{quizTitle}/…: a chapter quiz's intro (instructions, limits, the ways in). */
export default function ChapterQuizDisplayScreen({ params }: Route.ComponentProps) {
  const quizId = idParam(params.quizId);
  if (quizId === null) return <PageState icon={<IconFileUnknown size={32} />} heading="That quiz does not exist" />;
  return <TakingIntro quizId={quizId} />;
}
