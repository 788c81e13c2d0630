import { IconFileUnknown } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import { idParam } from "../lib/route-ids.ts";
import { SchemeScreen } from "../features/quizzes/components/scheme-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageState } from "../lib/ui/page-state.tsx";
import type { Route } from "./+types/chapter-set-scheme";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Marking scheme") }];
}

/** chaptersetscheme/{questionId}: a chapter quiz question's marking scheme. */
export default function ChapterSetSchemeScreen({ params }: Route.ComponentProps) {
  const questionId = idParam(params.questionId);
  if (questionId === null) {
    return <PageState icon={<IconFileUnknown size={32} />} heading="That question does not exist" />;
  }
  return (
    <SchemeScreen
      questionId={questionId}
      questionHref={(quiz, sectionId) =>
        `${hrefTo("chaptersetquestions", { sectionId, testId: quiz.id, subjectId: quiz.subjectId })}?question=${questionId}`
      }
    />
  );
}
