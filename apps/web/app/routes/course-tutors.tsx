import { IconFileUnknown } from "@tabler/icons-react";
import { CourseTutorsScreen } from "../features/enrolment/components/course-tutors-screen.tsx";
import { idParam } from "../lib/route-ids.ts";
import { documentTitle } from "../lib/meta.ts";
import { PageState } from "../lib/ui/page-state.tsx";
import type { Route } from "./+types/course-tutors";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Choose your tutor") }];
}

/** coursetutors/{courseId}: pick a tutor, then check out. */
export default function CourseTutors({ params }: Route.ComponentProps) {
  const courseId = idParam(params.courseId);
  if (courseId === null) return <PageState icon={<IconFileUnknown size={32} />} heading="That course does not exist" />;
  return <CourseTutorsScreen courseId={courseId} />;
}
