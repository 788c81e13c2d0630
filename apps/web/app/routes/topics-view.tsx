import { Anchor, Breadcrumbs, EmptyState, ScrollArea, Stack, Tabs } from "@mantine/core";
import { hrefTo } from "@tq/contract/paths";
import { IconListDetails } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import "@mantine/core/styles/Breadcrumbs.css";
import { subjectsHref, topicsHref } from "../features/catalog/catalog-links.ts";
import { OutlineProblem } from "../features/catalog/components/outline-problem.tsx";
import { TopicFilters } from "../features/catalog/components/topic-filters.tsx";
import { TopicList } from "../features/catalog/components/topic-list.tsx";
import { outlineForReader, outlineForVisitor, positiveId } from "../features/catalog/outline-reading.ts";
import type { TutorialFilter } from "../features/catalog/outline-stats.ts";
import { useReaderRevalidation } from "../features/catalog/use-reader-revalidation.ts";
import { documentTitle } from "../lib/meta.ts";
import { serverSide } from "../lib/server-api.server.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { LoadError } from "../lib/ui/load-error.tsx";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/topics-view";

/** The visitor's view, server-rendered. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return outlineForVisitor(serverSide(context, request).api, params.courseId);
}

/** A signed-in reader loads with the token: completed marks, what they may open, drafts for staff. */
export async function clientLoader({ params, serverLoader, request }: Route.ClientLoaderArgs) {
  return outlineForReader(params.courseId, request.signal, serverLoader);
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const reading = loaderData?.reading;
  const subject =
    reading?.state === "ok" ? reading.outline.subjects.find((s) => s.id === positiveId(params.firstSubjectId)) : null;
  const page = reading?.state === "ok" && subject ? `${subject.title} · ${reading.outline.course.title}` : "Topics";
  return [{ title: documentTitle(matches, page) }];
}

const ANY: TutorialFilter = { levelId: null, difficulty: null };

export default function TopicsView({ loaderData, params }: Route.ComponentProps) {
  const { reading, signedIn } = loaderData;
  const navigate = useNavigate();
  const subjectId = positiveId(params.firstSubjectId);
  // Filters belong to one subject: another subject starts unfiltered.
  const [filter, setFilter] = useState<{ subjectId: number | null; value: TutorialFilter }>({ subjectId, value: ANY });
  const current = filter.subjectId === subjectId ? filter.value : ANY;

  if (useReaderRevalidation(signedIn) && reading.state !== "ok") {
    return <ContentSkeleton lines={8} label="Loading the topics…" />;
  }
  if (reading.state !== "ok") return <OutlineProblem reading={reading} />;
  const { course, subjects } = reading.outline;
  const subject = subjects.find((s) => s.id === subjectId);
  if (!subject) {
    return (
      <OutlineProblem
        heading="Subject not found"
        reading={{ state: "notfound", message: `That subject is not part of ${course.title}.` }}
      />
    );
  }
  const place = { courseId: course.id, courseName: course.title, subjectName: subject.title, subjectId: subject.id };

  return (
    <>
      <Breadcrumbs separator="›" separatorMargin={6} mb="sm" style={{ flexWrap: "wrap", rowGap: 4 }}>
        <Anchor component={Link} to={hrefTo("coursetutorials")} size="sm">
          Browse tutorials
        </Anchor>
        <Anchor component={Link} to={subjectsHref(course)} size="sm">
          {course.title}
        </Anchor>
      </Breadcrumbs>
      <PageTitle title={subject.title} description={`Topics of ${course.title}, chapter by chapter.`} />
      <Stack gap="lg">
        {subjects.length > 1 ? (
          <ScrollArea type="auto" scrollbars="x" offsetScrollbars>
            <Tabs
              value={String(subject.id)}
              onChange={(value) => {
                const next = subjects.find((s) => String(s.id) === value);
                if (next) void navigate(topicsHref(course, next));
              }}
              aria-label="Subjects of this course"
              data-testid="subject-tabs"
            >
              <Tabs.List style={{ flexWrap: "nowrap" }}>
                {subjects.map((s) => (
                  <Tabs.Tab key={s.id} value={String(s.id)}>
                    {s.title}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
          </ScrollArea>
        ) : null}
        {subject.chapters.length === 0 ? (
          <EmptyState
            my="lg"
            icon={<IconListDetails aria-hidden />}
            title="No chapters yet"
            description="This subject's chapters and tutorials are on their way."
            data-testid="topics-empty"
          />
        ) : (
          <>
            <TopicFilters
              levels={subject.levels}
              value={current}
              onChange={(value) => setFilter({ subjectId, value })}
            />
            <TopicList subject={subject} place={place} filter={current} />
          </>
        )}
      </Stack>
    </>
  );
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return <LoadError message="The topics could not be loaded." onRetry={() => void revalidator.revalidate()} />;
}
