import { IconFileUnknown } from "@tabler/icons-react";
import { idParam } from "../lib/route-ids.ts";
import { SelectorsScreen } from "../features/quizzes/authoring/selectors-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageState } from "../lib/ui/page-state.tsx";
import type { Route } from "./+types/subject-selectors";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Question selectors") }];
}

/** subjectselectors/{sectionId}/{subjectId}/{quizId} [G]: a subject-quiz section's selectors. */
export default function SubjectSelectorsScreen({ params }: Route.ComponentProps) {
  const sectionId = idParam(params.sectionId);
  const subjectId = idParam(params.subjectId);
  const quizId = idParam(params.quizId);
  if (sectionId === null || subjectId === null || quizId === null) {
    return <PageState icon={<IconFileUnknown size={32} />} heading="That section does not exist" />;
  }
  return <SelectorsScreen sectionId={sectionId} quizId={quizId} subjectId={subjectId} />;
}
