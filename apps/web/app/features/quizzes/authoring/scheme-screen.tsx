import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { IconArrowLeft, IconFileUnknown } from "@tabler/icons-react";
import { SchemeBody, type MarkingScheme } from "@tq/contract/quiz-authoring";
import { hrefTo } from "@tq/contract/paths";
import type { QuizKind } from "@tq/contract/quizzes";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { idParam } from "../../../lib/route-ids.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { RenderedHtml } from "../../../lib/ui/rendered-html.tsx";
import { drawDiagram, latexPaletteQuery, uploadImage } from "../../../lib/editor/editor-api.ts";
import { RichEditor } from "../../../lib/editor/components/rich-editor.tsx";
import { quizKeys, quizQuery, refreshQuizzes, saveScheme, schemeQuery } from "./api.ts";
import { setQuestionsHref } from "./editor-links.ts";
import { issuesToErrors } from "./form-values.ts";
import { KeywordTester } from "./keyword-tester.tsx";
import { QuizLoadProblem } from "../shared/quiz-load-problem.tsx";

export interface SchemeScreenProps {
  kind: QuizKind;
  /** The route's param (chaptersetscheme/… and subjectsetscheme/…). */
  questionParam: string;
}

/** A short-text or subjective question's marking scheme: the model answer and the keyword rules, tried live. */
export function SchemeScreen({ kind, questionParam }: SchemeScreenProps) {
  const questionId = idParam(questionParam);
  if (questionId === null) {
    return <PageState icon={<IconFileUnknown size={32} />} heading="That question does not exist" />;
  }
  return <Scheme kind={kind} questionId={questionId} />;
}

function Scheme({ kind, questionId }: { kind: QuizKind; questionId: number }) {
  const scheme = useQuery(schemeQuery(questionId));
  const quizId = scheme.data?.quizId;
  // The question's quiz and section, for the way back.
  const quiz = useQuery({ ...quizQuery(quizId ?? 0), enabled: quizId !== undefined });

  if (scheme.isPending) return <ContentSkeleton lines={10} label="Loading the marking scheme…" />;
  if (scheme.isError) {
    return <QuizLoadProblem error={scheme.error} what="question" onRetry={() => void scheme.refetch()} />;
  }
  const section = quiz.data?.sections.find((s) => s.questions.some((q) => q.id === questionId));
  return (
    <Stack gap="md">
      {quiz.data && section ? (
        <Anchor
          component={Link}
          to={setQuestionsHref(
            kind,
            { sectionId: section.id, quizId: quiz.data.id, subjectId: quiz.data.subjectId },
            questionId,
          )}
          size="sm"
        >
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden /> Back to the question
          </Group>
        </Anchor>
      ) : null}
      <Title order={1}>Marking scheme</Title>
      <Paper withBorder p="sm" radius="md">
        <Group gap="xs" mb={4}>
          <Text size="xs" c="dimmed">
            Question
          </Text>
          <Badge size="sm" variant="light">
            {scheme.data.type === "short" ? "Short text" : "Subjective"}
          </Badge>
          <Badge size="sm" variant="outline" color="gray">
            At most {scheme.data.maxMarks} mark{scheme.data.maxMarks === 1 ? "" : "s"}
          </Badge>
        </Group>
        <RenderedHtml html={scheme.data.stemRendered} />
      </Paper>
      <SchemeForm data={scheme.data} />
    </Stack>
  );
}

function SchemeForm({ data }: { data: MarkingScheme }) {
  const queryClient = useQueryClient();
  const palette = useQuery(latexPaletteQuery());
  const [modelAnswerHtml, setModelAnswerHtml] = useState(data.modelAnswerHtml);
  const [rules, setRules] = useState(data.rules);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setMessage(null);
    setSaved(false);
    const parsed = SchemeBody.safeParse({ modelAnswerHtml, rules });
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const answer = await saveScheme(data.questionId, parsed.data);
      queryClient.setQueryData(quizKeys.scheme(data.questionId), answer);
      queryClient.removeQueries({ queryKey: quizKeys.question(data.questionId) });
      void refreshQuizzes(queryClient);
      setErrors({});
      setSaved(true);
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <RichEditor
        initialHtml={data.modelAnswerHtml}
        onChange={(html) => {
          setModelAnswerHtml(html);
          setSaved(false);
        }}
        label="Model answer"
        description="For markers and, with the results, for students."
        error={errors.modelAnswerHtml}
        palette={palette.data?.categories ?? []}
        draw={drawDiagram}
        uploadImage={uploadImage}
        minHeight={140}
      />
      <Stack gap={4}>
        <Title order={2} size="h4">
          Keyword rules
        </Title>
        <Text size="sm" c="dimmed">
          One rule per line, e.g. <code>2: photosynthesis | photosynthesise</code>. Try them on a sample answer as you
          write them;{" "}
          <Anchor component={Link} to={hrefTo("howtousekeywords")} size="sm">
            how to write keyword rules
          </Anchor>
          .
        </Text>
        {errors.rules ? (
          <Text size="sm" c="red">
            {errors.rules}
          </Text>
        ) : null}
      </Stack>
      <KeywordTester
        initialRules={data.rules}
        initialMaxMarks={data.maxMarks}
        onChange={(value) => {
          setRules(value.rules);
          setSaved(false);
        }}
      />
      {message ? <FormAlert kind="error">{message}</FormAlert> : null}
      {saved ? <FormAlert kind="success">The marking scheme is saved.</FormAlert> : null}
      <Group justify="flex-end">
        <Button loading={busy} onClick={() => void save()}>
          Save the marking scheme
        </Button>
      </Group>
    </Stack>
  );
}
