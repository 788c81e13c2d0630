import { Anchor, Breadcrumbs, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconFileUnknown } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import { Link } from "react-router";
import "@mantine/core/styles/Breadcrumbs.css";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { idParam, useSearchId } from "../../../lib/route-ids.ts";
import { quizListQuery } from "../api.ts";
import { QuizLoadProblem } from "./quiz-load-problem.tsx";
import { QuizWorkspace } from "./quiz-workspace.tsx";

/**
 * A subject's quizzes (subjectquiz/… and subjectquizzesmanagement/…) and, with `?quiz=<id>`, that
 * quiz's status, sections (fixed questions and selectors) and settings.
 */
export function SubjectQuizzesScreen({ subjectParam }: { subjectParam: string }) {
  const subjectId = idParam(subjectParam);
  const [selected, select] = useSearchId("quiz");
  const list = useQuery({ ...quizListQuery("subject", subjectId ?? 0), enabled: subjectId !== null });

  if (subjectId === null)
    return <PageState icon={<IconFileUnknown size={32} />} heading="That subject does not exist" />;
  if (list.isPending) return <ContentSkeleton lines={8} label="Loading the quizzes…" />;
  if (list.isError) return <QuizLoadProblem error={list.error} what="subject" onRetry={() => void list.refetch()} />;

  const { course, subject } = list.data;

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
        <Title order={1}>Subject quizzes of {subject.title}</Title>
        <Text c="dimmed" size="sm">
          {course.title} · a section holds fixed questions and selectors that draw questions from the chapter quizzes.
        </Text>
      </div>
      <QuizWorkspace
        kind="subject"
        ownerId={subjectId}
        list={list.data}
        selected={selected}
        onSelect={select}
        questionsHref={(section) =>
          hrefTo("subjectsetquestions", { sectionId: section.id, testId: section.quizId, subjectId })
        }
        selectorsHref={(section) =>
          hrefTo("subjectselectors", { sectionId: section.id, subjectId, quizId: section.quizId })
        }
      />
    </Stack>
  );
}
