import { Anchor, Tabs, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { hrefTo } from "@tq/contract/paths";
import { IconFileUnknown } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { authoringCourseQuery } from "../features/authoring/api.ts";
import { AuthoringCrumbs } from "../features/authoring/components/authoring-crumbs.tsx";
import { ChaptersPanel } from "../features/authoring/components/chapters-panel.tsx";
import { EmptyList } from "../lib/ui/empty-list.tsx";
import { LoadProblem } from "../features/authoring/components/load-problem.tsx";
import { idParam } from "../lib/route-ids.ts";
import { documentTitle } from "../lib/meta.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { PageState } from "../lib/ui/page-state.tsx";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/subject-tutorial";

export function meta({ matches, params }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, `Chapters of ${params.coursename}`) }];
}

/**
 * subjecttutorial/{courseid}/{coursename} [G]: the chapters of each subject of the course
 * (the subject picked with tabs, kept in ?subject= so a reload stays there).
 */
export default function SubjectTutorial({ params }: Route.ComponentProps) {
  const courseId = idParam(params.courseid);
  const course = useQuery({ ...authoringCourseQuery(courseId ?? 0), enabled: courseId !== null });
  const [search, setSearch] = useSearchParams();
  if (courseId === null) return <PageState icon={<IconFileUnknown size={32} />} heading="That course does not exist" />;
  if (course.isPending) return <ContentSkeleton lines={8} label="Loading the chapters…" />;
  if (course.isError) return <LoadProblem error={course.error} what="course" onRetry={() => void course.refetch()} />;

  const c = course.data;
  const asked = idParam(search.get("subject"));
  const current = c.subjects.find((s) => s.id === asked) ?? c.subjects[0];
  const subjectsHref = hrefTo("subjects", { courseid: c.id, coursename: c.title });

  return (
    <>
      <AuthoringCrumbs trail={[]} />
      <PageTitle
        title={`Chapters of ${c.title}`}
        description="Each subject's chapters, numbered in order; open a subject's tutorials to write them."
      />
      {!current ? (
        <EmptyList>
          This course has no subjects yet.{" "}
          {c.canManage ? (
            <Anchor component={Link} to={subjectsHref}>
              Add its subjects first.
            </Anchor>
          ) : null}
        </EmptyList>
      ) : (
        <Tabs
          value={String(current.id)}
          onChange={(v) =>
            setSearch(
              (s) => {
                const next = new URLSearchParams(s);
                if (v) next.set("subject", v);
                return next;
              },
              { replace: true },
            )
          }
          keepMounted={false}
        >
          <Tabs.List mb="md" aria-label="Subjects">
            {c.subjects.map((s) => (
              <Tabs.Tab key={s.id} value={String(s.id)}>
                {s.title}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {c.subjects.map((s) => (
            <Tabs.Panel key={s.id} value={String(s.id)}>
              <ChaptersPanel course={c} subject={s} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      {c.canManage && current ? (
        <Text size="sm" mt="lg">
          <Anchor component={Link} to={subjectsHref}>
            Add, rename or reorder the subjects
          </Anchor>
        </Text>
      ) : null}
    </>
  );
}
