import { ClassroomScreen } from "../features/classrooms/components/classroom-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { idParam } from "../lib/route-ids.ts";
import type { Route } from "./+types/classroom";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Classroom") }];
}

/** classroom/{courseId}/{tutorId}: a tutor's class (announcements, sessions, quizzes; roster for the tutor). */
export default function Classroom({ params }: Route.ComponentProps) {
  return <ClassroomScreen courseId={idParam(params.courseId)} tutorId={idParam(params.tutorId)} />;
}
