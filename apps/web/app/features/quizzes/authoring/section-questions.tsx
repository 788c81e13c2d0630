import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { IconArrowLeft, IconFileUnknown, IconPlus, IconUpload } from "@tabler/icons-react";
import type { AuthoringQuestion } from "@tq/contract/quiz-authoring";
import type { QuizKind } from "@tq/contract/quizzes";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { idParam } from "../../../lib/route-ids.ts";
import { questionQuery, quizKeys, quizQuery, refreshQuizzes } from "./api.ts";
import { schemeHref, subOptionsHref } from "./editor-links.ts";
import { workspaceHref } from "./preview-links.ts";
import type { OptionValues } from "./question-form.ts";
import { QuestionEditor } from "./question-editor.tsx";
import { BankExportMenu } from "../bank/bank-export-menu.tsx";
import { BankImportModal } from "../bank/bank-import-modal.tsx";
import { QuestionList } from "./question-list.tsx";
import { QuizLoadProblem } from "../shared/quiz-load-problem.tsx";

export interface SectionQuestionsScreenProps {
  kind: QuizKind;
  /** The route's params (the same in chaptersetquestions/… and subjectsetquestions/…). */
  params: { sectionId: string; testId: string; subjectId: string };
}

/**
 * A section's questions (the list) and, with `?question=<id>` or `?question=new`, the
 * question editor. Shared by the chapter and subject question screens.
 */
export function SectionQuestionsScreen({ kind, params }: SectionQuestionsScreenProps) {
  const sectionId = idParam(params.sectionId);
  const quizId = idParam(params.testId);
  const subjectId = idParam(params.subjectId);
  if (sectionId === null || quizId === null || subjectId === null) {
    return <PageState icon={<IconFileUnknown size={32} />} heading="That section does not exist" />;
  }
  return <SectionQuestions kind={kind} sectionId={sectionId} quizId={quizId} subjectId={subjectId} />;
}

interface SectionQuestionsProps {
  kind: QuizKind;
  sectionId: number;
  quizId: number;
  /** The subject in the route, carried on to the reasons screen. */
  subjectId: number;
}

function SectionQuestions({ kind, sectionId, quizId, subjectId }: SectionQuestionsProps) {
  const queryClient = useQueryClient();
  const quiz = useQuery(quizQuery(quizId));
  const [search, setSearch] = useSearchParams();
  const editing = search.get("question");
  const open = (value: string | null) =>
    setSearch((s) => {
      const next = new URLSearchParams(s);
      if (value === null) next.delete("question");
      else next.set("question", value);
      return next;
    });
  const refresh = () => refreshQuizzes(queryClient);
  const [importing, setImporting] = useState(false);

  if (quiz.isPending) return <ContentSkeleton lines={8} label="Loading the questions…" />;
  if (quiz.isError) return <QuizLoadProblem error={quiz.error} what="quiz" onRetry={() => void quiz.refetch()} />;
  const section = quiz.data.sections.find((s) => s.id === sectionId);
  if (!section) return <PageState icon={<IconFileUnknown size={32} />} heading="That section does not exist" />;

  const heading = (
    <div>
      <Anchor component={Link} to={workspaceHref(quiz.data)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> {quiz.data.title}
        </Group>
      </Anchor>
      <Title order={1}>{section.title}</Title>
      <Text c="dimmed" size="sm">
        {quiz.data.course.title} · {quiz.data.subject.title}
        {quiz.data.chapter ? ` · chapter ${quiz.data.chapter.number}` : ""}
      </Text>
    </div>
  );

  if (editing !== null) {
    const editorProps = {
      sectionId,
      levels: quiz.data.levels,
      subOptionsHref: (option: OptionValues & { id: number }, letter: string) =>
        subOptionsHref(kind, { optionId: option.id, letter, subjectId }),
      schemeHref: (questionId: number) => schemeHref(kind, questionId),
      onCancel: () => open(null),
      onSaved: async (saved: AuthoringQuestion) => {
        queryClient.setQueryData(quizKeys.question(saved.id), saved);
        await refresh();
        open(null);
      },
    };
    return (
      <Stack gap="md">
        {heading}
        {editing === "new" ? (
          <QuestionEditor {...editorProps} question={null} onReload={() => undefined} />
        ) : (
          <ExistingQuestion questionId={idParam(editing)} editorProps={editorProps} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {heading}
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          Drag a question (or use its arrows) to change its order.
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={() => setImporting(true)}
          >
            Import questions
          </Button>
          <BankExportMenu quizId={quizId} />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open("new")}>
            Add a question
          </Button>
        </Group>
      </Group>
      <QuestionList
        section={section}
        otherSections={quiz.data.sections.filter((s) => s.id !== sectionId)}
        onEdit={(id) => open(String(id))}
        schemeHref={(id) => schemeHref(kind, id)}
        onChanged={refresh}
      />
      <BankImportModal
        sectionId={sectionId}
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={refresh}
      />
    </Stack>
  );
}

type EditorBase = Omit<Parameters<typeof QuestionEditor>[0], "question" | "onReload">;

function ExistingQuestion({ questionId, editorProps }: { questionId: number | null; editorProps: EditorBase }) {
  const question = useQuery({ ...questionQuery(questionId ?? 0), enabled: questionId !== null });
  // Bumped to restart the editor from the server's copy (after a revision conflict).
  const [generation, setGeneration] = useState(0);
  if (questionId === null) {
    return <PageState icon={<IconFileUnknown size={32} />} heading="That question does not exist" />;
  }
  if (question.isPending) return <ContentSkeleton lines={10} label="Opening the question…" />;
  if (question.isError) {
    return <LoadError message={errorMessage(question.error)} onRetry={() => void question.refetch()} />;
  }
  return (
    <QuestionEditor
      key={`${question.data.id}:${generation}`}
      {...editorProps}
      question={question.data}
      onReload={() => void question.refetch().finally(() => setGeneration((g) => g + 1))}
    />
  );
}
