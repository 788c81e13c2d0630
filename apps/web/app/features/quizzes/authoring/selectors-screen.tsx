import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { IconArrowLeft, IconFileUnknown, IconPencil, IconTrash } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import type { AuthoringQuiz, AuthoringSelector } from "@tq/contract/quizzes";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { RowAction } from "../../../lib/ui/row-actions.tsx";
import { ConfirmDeleteModal } from "../../../lib/ui/confirm-delete-modal.tsx";
import { EmptyList } from "../../../lib/ui/empty-list.tsx";
import { createSelector, deleteSelector, quizQuery, refreshQuizzes, selectorsQuery, updateSelector } from "./api.ts";
import { QuizLoadProblem } from "../shared/quiz-load-problem.tsx";
import { SelectorForm } from "./selector-form.tsx";

/** One selector in words: "5 questions · chapters 1, 2 · any level · difficulty 1–3". */
function describe(s: AuthoringSelector, quiz: AuthoringQuiz): string {
  const chapter = new Map(quiz.chapters.map((c) => [c.id, c.number]));
  const level = new Map(quiz.levels.map((l) => [l.id, l.name]));
  const chapters =
    s.chapterIds.length === 0
      ? "any chapter"
      : `chapters ${s.chapterIds.map((id) => chapter.get(id) ?? "?").join(", ")}`;
  const levels = s.levelIds.length === 0 ? "any level" : s.levelIds.map((id) => level.get(id) ?? "?").join(", ");
  const difficulty =
    s.difficultyMin === s.difficultyMax
      ? `difficulty ${s.difficultyMin}`
      : `difficulty ${s.difficultyMin}–${s.difficultyMax}`;
  return `${s.count} question${s.count === 1 ? "" : "s"} · ${chapters} · ${levels} · ${difficulty}`;
}

/** subjectselectors: a subject-quiz section's selectors (questions drawn from chapter quizzes at attempt time). */
export function SelectorsScreen({
  sectionId,
  quizId,
  subjectId,
}: {
  sectionId: number;
  quizId: number;
  subjectId: number;
}) {
  const queryClient = useQueryClient();
  const quiz = useQuery(quizQuery(quizId));
  const selectors = useQuery(selectorsQuery(sectionId));
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AuthoringSelector | null>(null);
  const refresh = () => refreshQuizzes(queryClient);

  if (quiz.isPending || selectors.isPending) return <ContentSkeleton lines={8} label="Loading the selectors…" />;
  if (quiz.isError) return <QuizLoadProblem error={quiz.error} what="quiz" onRetry={() => void quiz.refetch()} />;
  if (selectors.isError) {
    return <LoadError message={errorMessage(selectors.error)} onRetry={() => void selectors.refetch()} />;
  }
  const section = quiz.data.sections.find((s) => s.id === sectionId);
  if (!section) return <PageState icon={<IconFileUnknown size={32} />} heading="That section does not exist" />;
  const quizHref = `${hrefTo("subjectquiz", {
    subjectId,
    subjectname: quiz.data.subject.title,
    courseId: quiz.data.courseId,
    coursename: quiz.data.course.title,
  })}?quiz=${quiz.data.id}`;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={quizHref} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> {quiz.data.title}
        </Group>
      </Anchor>
      <div>
        <Title order={1}>Selectors of {section.title}</Title>
        <Text c="dimmed" size="sm">
          Each attempt draws these questions from the published chapter quizzes of {quiz.data.subject.title}; the fixed
          questions are on the{" "}
          <Anchor
            component={Link}
            to={hrefTo("subjectsetquestions", { sectionId, testId: quizId, subjectId })}
            size="sm"
          >
            questions screen
          </Anchor>
          .
        </Text>
      </div>
      {selectors.data.selectors.length === 0 ? (
        <EmptyList>No selectors yet: add one below to draw questions at attempt time.</EmptyList>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {selectors.data.selectors.map((s) => (
            <Paper key={s.id} component="li" withBorder p="sm" radius="md">
              {editing === s.id ? (
                <SelectorForm
                  quiz={quiz.data}
                  sectionId={sectionId}
                  selector={s}
                  onCancel={() => setEditing(null)}
                  onSave={async (body) => {
                    await updateSelector(s.id, body);
                    setEditing(null);
                    await refresh();
                  }}
                />
              ) : (
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={500}>{describe(s, quiz.data)}</Text>
                    <Badge size="sm" variant="light" color={s.poolSize < s.count ? "red" : "teal"}>
                      {s.poolSize} in the pool{s.poolSize < s.count ? ": too few" : ""}
                    </Badge>
                  </Stack>
                  <Group gap={2} wrap="nowrap">
                    <RowAction
                      tooltip="Edit"
                      label="Edit this selector"
                      icon={IconPencil}
                      color="gray"
                      onClick={() => setEditing(s.id)}
                    />
                    <RowAction
                      tooltip="Delete"
                      label="Delete this selector"
                      icon={IconTrash}
                      color="red"
                      onClick={() => setDeleting(s)}
                    />
                  </Group>
                </Group>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="new-selector">
        <Title order={2} size="h4" id="new-selector" mb="sm">
          New selector
        </Title>
        <SelectorForm
          quiz={quiz.data}
          sectionId={sectionId}
          selector={null}
          onSave={async (body) => {
            await createSelector(sectionId, body);
            await refresh();
          }}
        />
      </Paper>
      <ConfirmDeleteModal
        name={deleting ? "this selector" : null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await deleteSelector(deleting.id);
          await refresh();
        }}
      >
        Attempts already started keep the questions they drew.
      </ConfirmDeleteModal>
    </Stack>
  );
}
