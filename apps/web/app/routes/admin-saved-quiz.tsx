import { IconFileUnknown } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { StudentAttempts } from "../features/quizzes/records/student-attempts.tsx";
import { idParam } from "../lib/route-ids.ts";
import { documentTitle } from "../lib/meta.ts";
import { PageState } from "../lib/ui/page-state.tsx";
import type { Route } from "./+types/admin-saved-quiz";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "A student's attempt") }];
}

/**
 * adminsavedquiz/{userId}/{quizId}/{studentName}[?attempt={id}] [G]: a student's attempts of a
 * quiz for its markers: the one asked for with a switcher, else the latest submitted and the list.
 */
export default function AdminSavedQuizRoute({ params }: Route.ComponentProps) {
  const [search, setSearch] = useSearchParams();
  const userId = idParam(params.userId);
  const quizId = idParam(params.quizId);
  if (userId === null || quizId === null)
    return <PageState icon={<IconFileUnknown size={32} />} heading="That attempt does not exist" />;
  const hrefOf = (attemptId: number) => `?${new URLSearchParams({ attempt: String(attemptId) }).toString()}`;
  return (
    <StudentAttempts
      userId={userId}
      quizId={quizId}
      studentName={params.studentName}
      attemptId={idParam(search.get("attempt"))}
      hrefOf={hrefOf}
      onPick={(attemptId) => setSearch({ attempt: String(attemptId) })}
    />
  );
}
