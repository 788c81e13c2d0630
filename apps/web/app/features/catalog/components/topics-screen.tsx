import { Anchor, Breadcrumbs, EmptyState, Stack } from "@mantine/core";
import { hrefTo } from "@tq/contract/paths";
import { tutorialPlace } from "@tq/contract/tutorial-href";
import { IconListDetails } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import "@mantine/core/styles/Breadcrumbs.css";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { PageTitle } from "../../../lib/ui/page-title.tsx";
import { subjectsHref } from "../catalog-links.ts";
import type { OutlineData } from "../outline-reading.ts";
import type { TutorialFilter } from "../outline-stats.ts";
import { useReaderRevalidation } from "../use-reader-revalidation.ts";
import { OutlineProblem } from "./outline-problem.tsx";
import { SubjectTabs } from "./subject-tabs.tsx";
import { TopicFilters } from "./topic-filters.tsx";
import { TopicList } from "./topic-list.tsx";

const ANY: TutorialFilter = { levelId: null, difficulty: null };

/** topicsview: one subject's topics chapter by chapter, filtered by level and difficulty. */
export function TopicsScreen({ data, subjectId }: { data: OutlineData; subjectId: number | null }) {
  const { reading, signedIn } = data;
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
  const place = tutorialPlace(course, subject);

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
        {subjects.length > 1 ? <SubjectTabs outline={reading.outline} current={subject} /> : null}
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
