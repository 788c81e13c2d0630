import { CoursematesScreen } from "../features/classrooms/components/coursemates-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { idParam } from "../lib/route-ids.ts";
import type { Route } from "./+types/coursemates";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Coursemates") }];
}

/** coursemates/{courseId}/{tutorId}: the class as first name + last initial. */
export default function CoursematesRoute({ params }: Route.ComponentProps) {
  return <CoursematesScreen courseId={idParam(params.courseId)} tutorId={idParam(params.tutorId)} />;
}
