import { Anchor, Breadcrumbs, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconFileUnknown } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import { Link } from "react-router";
import "@mantine/core/styles/Breadcrumbs.css";
import { idParam, useSearchId } from "../lib/route-ids.ts";
import { quizListQuery } from "../features/quizzes/api.ts";
import { QuizWorkspace } from "../features/quizzes/components/quiz-workspace.tsx";
import { QuizLoadProblem } from "../features/quizzes/components/quiz-load-problem.tsx";
import { documentTitle } from "../lib/meta.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { PageState } from "../lib/ui/page-state.tsx";
import type { Route } from "./+types/chapter-quiz";

export function meta({ matches, params }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, `Quizzes of chapter ${params.chapterNumber} · ${params.subjectName}`) }];
}

/**
 * chapterquiz/{chapterId}/{chapterNumber}/{courseId}/{subjectId}/{subjectName} [G]: a chapter's
 * quizzes and, with `?quiz=<id>`, that quiz's status, sections and settings.
 */
export default function ChapterQuizScreen({ params }: Route.ComponentProps) {
  const chapterId = idParam(params.chapterId);
  const subjectId = idParam(params.subjectId);
  const [selected, select] = useSearchId("quiz");
  const list = useQuery({ ...quizListQuery("chapter", chapterId ?? 0), enabled: chapterId !== null });

  if (chapterId === null || subjectId === null) {
    return <PageState icon={<IconFileUnknown size={32} />} heading="That chapter does not exist" />;
  }
  if (list.isPending) return <ContentSkeleton lines={8} label="Loading the quizzes…" />;
  if (list.isError) return <QuizLoadProblem error={list.error} what="chapter" onRetry={() => void list.refetch()} />;

  const { course, subject, chapter } = list.data;

  return (
    <Stack gap="md">
      <Breadcrumbs separator="›" style={{ flexWrap: "wrap" }}>
        <Anchor component={Link} to={hrefTo("managetutorials")} size="sm">
          Manage tutorials
        </Anchor>
        <Anchor
          component={Link}
          to={hrefTo("tutorial", {
            subjectid: subject.id,
            subjectname: subject.title,
            courseid: course.id,
            coursename: course.title,
          })}
          size="sm"
        >
          {subject.title}
        </Anchor>
      </Breadcrumbs>
      <div>
        <Title order={1}>
          Quizzes of chapter {chapter?.number ?? params.chapterNumber}
          {chapter ? ` · ${chapter.title}` : ""}
        </Title>
        <Text c="dimmed" size="sm">
          {course.title} · {subject.title}
        </Text>
      </div>
      <QuizWorkspace
        kind="chapter"
        ownerId={chapterId}
        list={list.data}
        selected={selected}
        onSelect={select}
        questionsHref={(section) =>
          hrefTo("chaptersetquestions", { sectionId: section.id, testId: section.quizId, subjectId })
        }
      />
    </Stack>
  );
}
