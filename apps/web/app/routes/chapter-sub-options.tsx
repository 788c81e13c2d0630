import { IconFileUnknown } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import { idParam } from "../lib/route-ids.ts";
import { SubOptionsScreen } from "../features/quizzes/components/sub-options-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageState } from "../lib/ui/page-state.tsx";
import type { Route } from "./+types/chapter-sub-options";

export function meta({ matches, params }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, `Reasons of option ${params.answerOption}`) }];
}

/** chaptersuboptions/{answerId}/{answerOption}/{subjectId} [G]: a two-tier option's reasons. */
export default function ChapterSubOptionsScreen({ params }: Route.ComponentProps) {
  const optionId = idParam(params.answerId);
  const subjectId = idParam(params.subjectId);
  if (optionId === null || subjectId === null) {
    return <PageState icon={<IconFileUnknown size={32} />} heading="That option does not exist" />;
  }
  return (
    <SubOptionsScreen
      optionId={optionId}
      letter={params.answerOption}
      questionHref={(questionId, quizId, sectionId) =>
        `${hrefTo("chaptersetquestions", { sectionId, testId: quizId, subjectId })}?question=${questionId}`
      }
    />
  );
}
