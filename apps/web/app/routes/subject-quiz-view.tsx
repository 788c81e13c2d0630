import { IconFileUnknown } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import { useSearchParams } from "react-router";
import { idParam } from "../lib/route-ids.ts";
import { accessOf, PlayerScreen } from "../features/quizzes/taking/player-screen.tsx";
import { TakingIntro } from "../features/quizzes/taking/taking-intro.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageState } from "../lib/ui/page-state.tsx";
import type { Route } from "./+types/subject-quiz-view";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Subject quiz") }];
}

/** subjectquizview?quiz=<id>[&mode=exam|practice|preview|review]: a subject quiz's intro, or its player with a mode. */
export default function SubjectQuizViewScreen() {
  const [search] = useSearchParams();
  const quizId = idParam(search.get("quiz"));
  if (quizId === null) return <PageState icon={<IconFileUnknown size={32} />} heading="Choose a quiz from Quizzes" />;
  const mode = search.get("mode");
  if (mode === null) return <TakingIntro quizId={quizId} />;
  const access = accessOf(mode);
  if (access === null)
    return <PageState icon={<IconFileUnknown size={32} />} heading="That quiz mode does not exist" />;
  return (
    <PlayerScreen
      quizId={quizId}
      access={access}
      attemptId={idParam(search.get("attempt"))}
      firstSection={null}
      introHref={() => `${hrefTo("subjectquizview")}?quiz=${quizId}`}
    />
  );
}
