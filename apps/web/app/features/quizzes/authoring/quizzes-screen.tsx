import { Anchor, Breadcrumbs, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconFileUnknown } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import type { QuizKind, QuizList } from "@tq/contract/quizzes";
import { Link } from "react-router";
import "@mantine/core/styles/Breadcrumbs.css";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { idParam, useSearchId } from "../../../lib/route-ids.ts";
import { quizListQuery } from "./api.ts";
import { setQuestionsHref } from "./editor-links.ts";
import { QuizLoadProblem } from "../shared/quiz-load-problem.tsx";
import { QuizWorkspace } from "./quiz-workspace.tsx";

export interface QuizzesScreenProps {
  kind: QuizKind;
  /** The route's id of what holds the quizzes: the chapter's for a chapter's, the subject's for a subject's. */
  ownerParam: string;
  /** The route's subject id (the question screens carry it). */
  subjectParam: string;
  /** The chapter number in the route, shown until the list names the chapter. */
  chapterNumber?: string;
}

/**
 * A chapter's or a subject's quizzes (chapterquiz/…, subjectquiz/…, subjectquizzesmanagement/…)
 * and, with `?quiz=<id>`, that quiz's status, sections and settings.
 */
export function QuizzesScreen({ kind, ownerParam, subjectParam, chapterNumber }: QuizzesScreenProps) {
  const ownerId = idParam(ownerParam);
  const subjectId = idParam(subjectParam);
  const [selected, select] = useSearchId("quiz");
  const list = useQuery({ ...quizListQuery(kind, ownerId ?? 0), enabled: ownerId !== null });

  if (ownerId === null || subjectId === null) {
    return <PageState icon={<IconFileUnknown size={32} />} heading={`That ${kind} does not exist`} />;
  }
  if (list.isPending) return <ContentSkeleton lines={8} label="Loading the quizzes…" />;
  if (list.isError) return <QuizLoadProblem error={list.error} what={kind} onRetry={() => void list.refetch()} />;

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
      {kind === "chapter" ? (
        <ChapterHeading list={list.data} number={chapterNumber} />
      ) : (
        <SubjectHeading list={list.data} />
      )}
      <QuizWorkspace
        kind={kind}
        ownerId={ownerId}
        list={list.data}
        selected={selected}
        onSelect={select}
        questionsHref={(section) =>
          setQuestionsHref(kind, { sectionId: section.id, quizId: section.quizId, subjectId })
        }
        // Only a subject quiz draws questions from its chapters' quizzes.
        selectorsHref={
          kind === "subject"
            ? (section) => hrefTo("subjectselectors", { sectionId: section.id, subjectId, quizId: section.quizId })
            : undefined
        }
      />
    </Stack>
  );
}

function ChapterHeading({ list, number }: { list: QuizList; number: string | undefined }) {
  const { course, subject, chapter } = list;
  return (
    <div>
      <Title order={1}>
        Quizzes of chapter {chapter?.number ?? number}
        {chapter ? ` · ${chapter.title}` : ""}
      </Title>
      <Text c="dimmed" size="sm">
        {course.title} · {subject.title}
      </Text>
    </div>
  );
}

function SubjectHeading({ list }: { list: QuizList }) {
  return (
    <div>
      <Title order={1}>Subject quizzes of {list.subject.title}</Title>
      <Text c="dimmed" size="sm">
        {list.course.title} · a section holds fixed questions and selectors that draw questions from the chapter
        quizzes.
      </Text>
    </div>
  );
}
