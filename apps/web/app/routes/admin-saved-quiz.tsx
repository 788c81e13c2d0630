import { useSearchParams } from "react-router";
import { idParam } from "../lib/route-ids.ts";
import { StaffAttemptScreen } from "../features/quizzes/components/staff-attempt-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/admin-saved-quiz";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "A student's attempt") }];
}

/** adminsavedquiz/{userId}/{quizId}/{studentName}?attempt={id} [G]: a student's attempt for its markers. */
export default function AdminSavedQuizRoute() {
  const [search] = useSearchParams();
  return <StaffAttemptScreen attemptId={idParam(search.get("attempt"))} />;
}
