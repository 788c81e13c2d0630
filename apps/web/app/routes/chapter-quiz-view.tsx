import { IconFileUnknown } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import { useSearchParams } from "react-router";
import { idParam } from "../lib/route-ids.ts";
import { accessOf, PlayerScreen } from "../features/quizzes/taking/player-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageState } from "../lib/ui/page-state.tsx";
import type { Route } from "./+types/chapter-quiz-view";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Quiz") }];
}

/** chapterquizview/{quizId}/{accessType}/{sectionToShowFirst}/…: the player (exam, practice, preview, review). */
export default function ChapterQuizViewScreen({ params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const quizId = idParam(params.quizId);
  const access = accessOf(params.accessType);
  if (quizId === null || access === null)
    return <PageState icon={<IconFileUnknown size={32} />} heading="That quiz does not exist" />;
  const { accessType: _access, sectionToShowFirst, courseLogoUrl: _logo, ...rest } = params;
  const introHref = (quizTitle: string) => hrefTo("chapterquizdisplay", { ...rest, quizTitle });
  return (
    <PlayerScreen
      quizId={quizId}
      access={access}
      attemptId={idParam(search.get("attempt"))}
      firstSection={idParam(sectionToShowFirst)}
      introHref={introHref}
    />
  );
}
