import { useQuery } from "@tanstack/react-query";
import { hrefTo } from "@tq/contract/paths";
import { IconFileUnknown } from "@tabler/icons-react";
import { AuthoringCrumbs } from "../features/authoring/components/authoring-crumbs.tsx";
import { LevelsPanel } from "../features/authoring/components/levels-panel.tsx";
import { LoadProblem } from "../features/authoring/components/load-problem.tsx";
import { idParam } from "../lib/route-ids.ts";
import { subjectTutorialsQuery } from "../features/authoring/tutorial-api.ts";
import { documentTitle } from "../lib/meta.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { PageState } from "../lib/ui/page-state.tsx";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/levels";

export function meta({ matches, params }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, `Levels of ${params.subjectname}`) }];
}

/** levels/{subjectid}/{subjectname} [G]: the subject's levels (its course's owner or the world director edits them). */
export default function Levels({ params }: Route.ComponentProps) {
  const subjectId = idParam(params.subjectid);
  const data = useQuery({ ...subjectTutorialsQuery(subjectId ?? 0), enabled: subjectId !== null });
  if (subjectId === null)
    return <PageState icon={<IconFileUnknown size={32} />} heading="That subject does not exist" />;
  if (data.isPending) return <ContentSkeleton lines={6} label="Loading the levels…" />;
  if (data.isError) return <LoadProblem error={data.error} what="subject" onRetry={() => void data.refetch()} />;
  const { course, subject } = data.data;
  const coursePlace = { courseid: course.id, coursename: course.title };
  return (
    <>
      <AuthoringCrumbs
        trail={[
          { label: course.title, href: hrefTo(course.canManage ? "subjects" : "subjecttutorial", coursePlace) },
          {
            label: subject.title,
            href: hrefTo("tutorial", { subjectid: subject.id, subjectname: subject.title, ...coursePlace }),
          },
        ]}
      />
      <PageTitle
        title={`Levels of ${subject.title}`}
        description={`${course.title}: every tutorial of the subject has one of these levels and a difficulty from 1 to 5.`}
      />
      <LevelsPanel data={data.data} />
    </>
  );
}
