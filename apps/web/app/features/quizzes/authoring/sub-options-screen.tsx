import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { IconArrowLeft, IconFileUnknown } from "@tabler/icons-react";
import type { QuizKind } from "@tq/contract/quizzes";
import { useState } from "react";
import { Link } from "react-router";
import { RenderedHtml } from "../../../lib/ui/rendered-html.tsx";
import { idParam } from "../../../lib/route-ids.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { quizKeys, quizQuery, refreshQuizzes, subOptionsQuery } from "./api.ts";
import { setQuestionsHref } from "./editor-links.ts";
import { QuizLoadProblem } from "../shared/quiz-load-problem.tsx";
import { SubOptionsEditor } from "./sub-options-editor.tsx";

export interface SubOptionsScreenProps {
  kind: QuizKind;
  /** The route's params (the same in chaptersuboptions/… and subjectsuboptions/…). */
  params: { answerId: string; answerOption: string; subjectId: string };
}

/** The reasons (sub-options) of one two-tier option, under the question and the option they belong to. */
export function SubOptionsScreen({ kind, params }: SubOptionsScreenProps) {
  const optionId = idParam(params.answerId);
  const subjectId = idParam(params.subjectId);
  if (optionId === null || subjectId === null) {
    return <PageState icon={<IconFileUnknown size={32} />} heading="That option does not exist" />;
  }
  return <SubOptions kind={kind} optionId={optionId} letter={params.answerOption} subjectId={subjectId} />;
}

interface SubOptionsProps {
  kind: QuizKind;
  optionId: number;
  /** The letter from the route, shown until the option loads. */
  letter: string;
  /** The subject in the route, carried back to the question's screen. */
  subjectId: number;
}

function SubOptions({ kind, optionId, letter, subjectId }: SubOptionsProps) {
  const queryClient = useQueryClient();
  const list = useQuery(subOptionsQuery(optionId));
  // The question's section, for the way back (the list names only the question and its quiz).
  const quizId = list.data?.question.quizId;
  const quiz = useQuery({ ...quizQuery(quizId ?? 0), enabled: quizId !== undefined });
  // Bumped to restart the editor from the server's copy (after a revision conflict).
  const [generation, setGeneration] = useState(0);

  if (list.isPending) return <ContentSkeleton lines={8} label="Loading the reasons…" />;
  if (list.isError) return <QuizLoadProblem error={list.error} what="option" onRetry={() => void list.refetch()} />;
  const { question, option } = list.data;
  const section = quiz.data?.sections.find((s) => s.questions.some((q) => q.id === question.id));
  const back = section
    ? setQuestionsHref(kind, { sectionId: section.id, quizId: question.quizId, subjectId }, question.id)
    : null;

  return (
    <Stack gap="md">
      {back ? (
        <Anchor component={Link} to={back} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden /> Back to the question
          </Group>
        </Anchor>
      ) : null}
      <Title order={1}>Reasons of option {option.letter || letter}</Title>
      <Paper withBorder p="sm" radius="md">
        <Text size="xs" c="dimmed" mb={4}>
          Question
        </Text>
        <RenderedHtml html={question.stemRendered} />
        <Text size="xs" c="dimmed" mt="sm" mb={4}>
          Option {option.letter} {option.correct ? "(the correct option)" : ""}
        </Text>
        <RenderedHtml html={option.rendered} />
      </Paper>
      <SubOptionsEditor
        key={generation}
        data={list.data}
        onSaved={(saved) => {
          queryClient.setQueryData(quizKeys.subOptions(optionId), saved);
          queryClient.removeQueries({ queryKey: quizKeys.question(saved.question.id) });
          void refreshQuizzes(queryClient);
        }}
        onReload={() => void list.refetch().finally(() => setGeneration((g) => g + 1))}
      />
    </Stack>
  );
}
