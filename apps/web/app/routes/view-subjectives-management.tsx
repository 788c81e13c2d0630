import { useQuery } from "@tanstack/react-query";
import { authoringCoursesQuery } from "../features/authoring/api.ts";
import { MarkingQueueScreen } from "../features/quizzes/marking/marking-queue-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/view-subjectives-management";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Marking") }];
}

/**
 * viewsubjectivesmanagement [G] (staff): the marking queue of short and subjective answers in
 * the marker's courses: the answer with the rules it matched, the suggestion, the final mark.
 * The course filter lists the marker's courses from the authoring feature.
 */
export default function ViewSubjectivesManagement() {
  const courses = useQuery(authoringCoursesQuery());
  return <MarkingQueueScreen courses={courses.data?.courses ?? []} />;
}
