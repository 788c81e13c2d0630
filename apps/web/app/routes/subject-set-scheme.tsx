import { IconFileUnknown } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import { idParam } from "../lib/route-ids.ts";
import { SchemeScreen } from "../features/quizzes/components/scheme-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageState } from "../lib/ui/page-state.tsx";
import type { Route } from "./+types/subject-set-scheme";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Marking scheme") }];
}

/** subjectsetscheme/{questionId}: a subject quiz question's marking scheme. */
export default function SubjectSetSchemeScreen({ params }: Route.ComponentProps) {
  const questionId = idParam(params.questionId);
  if (questionId === null) {
    return <PageState icon={<IconFileUnknown size={32} />} heading="That question does not exist" />;
  }
  return (
    <SchemeScreen
      questionId={questionId}
      questionHref={(quiz, sectionId) =>
        `${hrefTo("subjectsetquestions", { sectionId, testId: quiz.id, subjectId: quiz.subjectId })}?question=${questionId}`
      }
    />
  );
}
