import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { IconFileUnknown, IconRefresh } from "@tabler/icons-react";
import type { StaffAttempt } from "@tq/contract/quiz-marking";
import { useState, type ReactNode } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { fetchStaffAttempt, markingKeys, regradeAttempt } from "./marking-api.ts";
import { formatWhen, marksText, percentText } from "../shared/result-format.ts";
import { QuizLoadProblem } from "../shared/quiz-load-problem.tsx";
import { StaffAttemptQuestionCard } from "./staff-attempt-question.tsx";

/**
 * adminsavedquiz: one student's attempt as the course's markers read it (`?attempt=<id>`, linked
 * from marking and records); `switcher` (the student's other attempts) shows under the header.
 */
export function StaffAttemptScreen({ attemptId, switcher }: { attemptId: number | null; switcher?: ReactNode }) {
  if (attemptId === null) {
    return (
      <PageState
        icon={<IconFileUnknown size={32} />}
        heading="Choose an attempt"
        description="Open a student's attempt from the marking queue (“Whole attempt”)."
      />
    );
  }
  return <StaffAttemptLoader attemptId={attemptId} switcher={switcher} />;
}

function StaffAttemptLoader({ attemptId, switcher }: { attemptId: number; switcher?: ReactNode }) {
  const attempt = useQuery({
    queryKey: markingKeys.attempt(attemptId),
    queryFn: ({ signal }) => fetchStaffAttempt(attemptId, signal),
  });
  if (attempt.isPending) return <ContentSkeleton lines={10} label="Loading the attempt…" />;
  if (attempt.isError) {
    return <QuizLoadProblem error={attempt.error} what="attempt" onRetry={() => void attempt.refetch()} />;
  }
  return <StaffAttemptView attempt={attempt.data} switcher={switcher} />;
}

const MODE_LABELS = { exam: "Exam", practice: "Practice", preview: "Preview" } as const;

function StaffAttemptView({ attempt, switcher }: { attempt: StaffAttempt; switcher?: ReactNode }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const regrade = () => {
    setBusy(true);
    setNotice(null);
    regradeAttempt(attempt.id)
      .then(async (totals) => {
        await queryClient.invalidateQueries({ queryKey: markingKeys.all });
        setNotice({
          kind: "success",
          text: `Regraded: ${marksText(totals.score, totals.maxScore)} (${percentText(totals.percent)}).`,
        });
      })
      .catch((e: unknown) => setNotice({ kind: "error", text: errorMessage(e) }))
      .finally(() => setBusy(false));
  };
  const submitted = attempt.status === "submitted";
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{attempt.studentName}</Title>
        <Text c="dimmed" size="sm">
          {attempt.courseTitle} · {attempt.quizTitle}
        </Text>
      </div>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light">{MODE_LABELS[attempt.mode]}</Badge>
        <Badge variant="light" color={submitted ? "gray" : "orange"}>
          {submitted ? `Submitted ${formatWhen(attempt.submittedAt)}` : "In progress"}
        </Badge>
        {attempt.passed !== null && (
          <Badge variant="light" color={attempt.passed ? "teal" : "red"}>
            {attempt.passed ? "Passed" : "Not passed"}
          </Badge>
        )}
        {attempt.provisional && (
          <Badge variant="outline" color="orange">
            Waiting for a marker
          </Badge>
        )}
        {!attempt.released && submitted && (
          <Badge variant="outline" color="gray">
            Result held
          </Badge>
        )}
      </Group>
      {switcher}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text>
          Score: <strong>{marksText(attempt.score, attempt.maxScore)}</strong> ({percentText(attempt.percent)}) ·
          started {formatWhen(attempt.startedAt)}
        </Text>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={busy}
          disabled={!submitted}
          onClick={regrade}
        >
          Regrade with the current schemes
        </Button>
      </Group>
      {notice && <FormAlert kind={notice.kind}>{notice.text}</FormAlert>}
      {attempt.questions.length === 0 ? (
        <PageState icon={<IconFileUnknown size={32} />} heading="This attempt has no questions" />
      ) : (
        attempt.questions.map((q, i) => (
          <StaffAttemptQuestionCard
            key={q.key}
            question={q}
            number={i + 1}
            {...(submitted && attempt.mode === "exam" ? { attemptId: attempt.id } : {})}
          />
        ))
      )}
    </Stack>
  );
}
