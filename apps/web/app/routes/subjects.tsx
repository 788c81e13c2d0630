import { useQuery } from "@tanstack/react-query";
import { hrefTo } from "@tq/contract/paths";
import { IconFileUnknown } from "@tabler/icons-react";
import { authoringCourseQuery } from "../features/authoring/api.ts";
import { AuthoringCrumbs } from "../features/authoring/components/authoring-crumbs.tsx";
import { LoadProblem } from "../features/authoring/components/load-problem.tsx";
import { SubjectsPanel } from "../features/authoring/components/subjects-panel.tsx";
import { idParam } from "../lib/route-ids.ts";
import { documentTitle } from "../lib/meta.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { PageState } from "../lib/ui/page-state.tsx";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/subjects";

export function meta({ matches, params }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, `Subjects of ${params.coursename}`) }];
}

/** subjects/{courseid}/{coursename} [G]: the course's subjects (its owner or the world director edits them). */
export default function Subjects({ params }: Route.ComponentProps) {
  const courseId = idParam(params.courseid);
  const course = useQuery({ ...authoringCourseQuery(courseId ?? 0), enabled: courseId !== null });
  if (courseId === null) return <PageState icon={<IconFileUnknown size={32} />} heading="That course does not exist" />;
  if (course.isPending) return <ContentSkeleton lines={6} label="Loading the subjects…" />;
  if (course.isError) return <LoadProblem error={course.error} what="course" onRetry={() => void course.refetch()} />;
  return (
    <>
      <AuthoringCrumbs
        trail={[
          {
            label: course.data.title,
            href: hrefTo("subjecttutorial", { courseid: courseId, coursename: course.data.title }),
          },
        ]}
      />
      <PageTitle
        title={`Subjects of ${course.data.title}`}
        description="A course is divided into subjects; each has its levels and its numbered chapters."
      />
      <SubjectsPanel course={course.data} />
    </>
  );
}
