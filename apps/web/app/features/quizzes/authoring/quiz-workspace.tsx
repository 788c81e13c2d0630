import { Badge, Button, Card, Divider, Grid, Group, NavLink, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { QuizTitle, type AuthoringSection, type QuizKind, type QuizList } from "@tq/contract/quizzes";
import { IconEye } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { z } from "zod";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { AddItemForm } from "../../../lib/ui/add-item-form.tsx";
import { EmptyList } from "../../../lib/ui/empty-list.tsx";
import { createQuiz, quizKeys, quizQuery, refreshQuizzes } from "./api.ts";
import { adminPreviewHref } from "./preview-links.ts";
import { QuizSettingsForm } from "./quiz-settings-form.tsx";
import { QuizStatusBar } from "./quiz-status-bar.tsx";
import { SectionsPanel } from "./sections-panel.tsx";

const NewQuizBody = z.object({ title: QuizTitle });

export interface QuizWorkspaceProps {
  kind: QuizKind;
  /** The chapter's (or subject's) id the quizzes belong to. */
  ownerId: number;
  list: QuizList;
  selected: number | null;
  onSelect: (quizId: number | null) => void;
  questionsHref: (section: AuthoringSection) => string;
  selectorsHref?: (section: AuthoringSection) => string;
}

/** The quizzes of a chapter or subject on one side, the chosen quiz's settings and sections on the other. */
export function QuizWorkspace({
  kind,
  ownerId,
  list,
  selected,
  onSelect,
  questionsHref,
  selectorsHref,
}: QuizWorkspaceProps) {
  const queryClient = useQueryClient();
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="sm" component="nav" aria-label="Quizzes">
          <Title order={2} size="h3">
            Quizzes
          </Title>
          {list.quizzes.length === 0 ? (
            <EmptyList>No quizzes yet. Give the first one a title below.</EmptyList>
          ) : (
            <Card withBorder padding={0}>
              {list.quizzes.map((q) => (
                <NavLink
                  key={q.id}
                  component="button"
                  type="button"
                  active={q.id === selected}
                  label={q.title}
                  description={`${q.questionCount} question${q.questionCount === 1 ? "" : "s"}`}
                  rightSection={
                    <Badge size="sm" variant="light" color={q.status === "published" ? "teal" : "gray"}>
                      {q.status === "published" ? "Published" : "Draft"}
                    </Badge>
                  }
                  onClick={() => onSelect(q.id)}
                />
              ))}
            </Card>
          )}
          <AddItemForm
            field="title"
            schema={NewQuizBody}
            label="New quiz"
            placeholder="e.g. Chapter check"
            submitLabel="Create the quiz"
            onAdd={async (body) => {
              const created = await createQuiz(kind, ownerId, body);
              await refreshQuizzes(queryClient);
              onSelect(created.id);
            }}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        {selected === null ? (
          <Text c="dimmed">Choose a quiz to edit its settings and sections, or create one.</Text>
        ) : (
          <QuizPanel
            key={selected}
            quizId={selected}
            onDeleted={() => onSelect(null)}
            questionsHref={questionsHref}
            {...(selectorsHref ? { selectorsHref } : {})}
          />
        )}
      </Grid.Col>
    </Grid>
  );
}

interface QuizPanelProps {
  quizId: number;
  onDeleted: () => void;
  questionsHref: (section: AuthoringSection) => string;
  selectorsHref?: (section: AuthoringSection) => string;
}

function QuizPanel({ quizId, onDeleted, questionsHref, selectorsHref }: QuizPanelProps) {
  const queryClient = useQueryClient();
  const quiz = useQuery(quizQuery(quizId));
  // Bumped to restart the settings form from the server's copy (after a revision conflict).
  const [generation, setGeneration] = useState(0);
  const refresh = () => refreshQuizzes(queryClient);
  if (quiz.isPending) return <ContentSkeleton lines={10} label="Loading the quiz…" />;
  if (quiz.isError) return <LoadError message={errorMessage(quiz.error)} onRetry={() => void quiz.refetch()} />;
  const data = quiz.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          {data.title}
        </Title>
        {/* As a student would take it, answers shown (adminquizview). */}
        <Button
          component={Link}
          to={adminPreviewHref(data)}
          variant="default"
          leftSection={<IconEye size={16} aria-hidden />}
        >
          Preview
        </Button>
      </Group>
      <QuizStatusBar
        quiz={data}
        onChanged={refresh}
        onDeleted={() => {
          queryClient.removeQueries({ queryKey: quizKeys.quiz(quizId) });
          void refresh();
          onDeleted();
        }}
      />
      <SectionsPanel
        quiz={data}
        onChanged={refresh}
        questionsHref={questionsHref}
        {...(selectorsHref ? { selectorsHref } : {})}
      />
      <Divider />
      <Stack gap="sm" component="section" aria-labelledby="settings-heading">
        <Title order={2} size="h3" id="settings-heading">
          Settings
        </Title>
        <QuizSettingsForm
          key={generation}
          quiz={data}
          onSaved={refresh}
          onReload={() => void quiz.refetch().finally(() => setGeneration((g) => g + 1))}
        />
      </Stack>
    </Stack>
  );
}
