import { CourseTasScreen } from "../features/classrooms/components/course-tas-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { idParam } from "../lib/route-ids.ts";
import type { Route } from "./+types/course-tas";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Teaching assistants") }];
}

/** coursetas/{courseId}: the course's owner adds and removes teaching assistants. */
export default function CourseTas({ params }: Route.ComponentProps) {
  return <CourseTasScreen courseId={idParam(params.courseId)} />;
}
