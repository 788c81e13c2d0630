import { Anchor, Badge, Card, Select, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconFileUnknown } from "@tabler/icons-react";
import type { StudentQuizAttempts } from "@tq/contract/quiz-records";
import { Link } from "react-router";
import "@mantine/core/styles/Table.css";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { studentAttemptsQuery } from "./records-api.ts";
import { formatWhen, marksText, percentText } from "../shared/result-format.ts";
import { QuizLoadProblem } from "../shared/quiz-load-problem.tsx";
import { StaffAttemptScreen } from "../marking/staff-attempt-screen.tsx";
import { RecordStateBadge } from "./record-state.tsx";

type Attempt = StudentQuizAttempts["attempts"][number];
const MODE_LABELS = { exam: "Exam", practice: "Practice", preview: "Preview" } as const;

/** The attempt shown when none is asked for: the latest submitted, else the latest. */
export function defaultAttempt(attempts: readonly Attempt[]): Attempt | undefined {
  return attempts.find((a) => a.status === "submitted") ?? attempts[0];
}

const labelOf = (a: Attempt) =>
  `${MODE_LABELS[a.mode]} · ${formatWhen(a.submittedAt ?? a.startedAt)}${
    a.percent === null ? (a.status === "submitted" ? "" : " · in progress") : ` · ${percentText(a.percent)}`
  }`;

/** The student's attempts of the quiz, each opening in this screen; the one shown is marked. */
function AttemptList({
  attempts,
  shown,
  hrefOf,
}: {
  attempts: readonly Attempt[];
  shown: number;
  hrefOf: (id: number) => string;
}) {
  return (
    <Card withBorder padding="sm">
      <Title order={2} size="h5" mb="xs">
        All attempts at this quiz ({attempts.length})
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing={4} data-testid="student-attempts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Attempt</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Score</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {attempts.map((a) => (
              <Table.Tr key={a.id} bg={a.id === shown ? "var(--mantine-color-blue-light)" : undefined}>
                <Table.Td>
                  {a.id === shown ? (
                    <Text size="sm" fw={600} aria-current="true">
                      {labelOf(a)}
                    </Text>
                  ) : (
                    <Anchor component={Link} to={hrefOf(a.id)} size="sm">
                      {labelOf(a)}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td>
                  <RecordStateBadge state={a.state} />
                </Table.Td>
                <Table.Td>{marksText(a.score, a.maxScore)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

interface Props {
  userId: number;
  quizId: number;
  studentName: string;
  /** `?attempt=`: null shows the latest submitted with the whole list. */
  attemptId: number | null;
  hrefOf: (attemptId: number) => string;
  onPick: (attemptId: number) => void;
}

/**
 * adminsavedquiz: the student's attempts of the quiz around the staff attempt view. Without
 * `?attempt` the latest submitted opens under the list of all; with it, a small switcher.
 */
export function StudentAttempts({ userId, quizId, studentName, attemptId, hrefOf, onPick }: Props) {
  const list = useQuery(studentAttemptsQuery(userId, quizId));
  if (attemptId === null) {
    if (list.isPending) return <ContentSkeleton lines={8} label="Loading the attempts…" />;
    if (list.isError) return <QuizLoadProblem error={list.error} what="attempt" onRetry={() => void list.refetch()} />;
    const first = defaultAttempt(list.data.attempts);
    if (!first)
      return (
        <PageState
          icon={<IconFileUnknown size={32} />}
          heading={`No attempts by ${studentName}`}
          description={`${studentName} has not started “${list.data.quizTitle}”.`}
        />
      );
    return (
      <StaffAttemptScreen
        attemptId={first.id}
        switcher={<AttemptList attempts={list.data.attempts} shown={first.id} hrefOf={hrefOf} />}
      />
    );
  }
  const attempts = list.data?.attempts ?? [];
  const switcher =
    attempts.length > 1 ? (
      <Select
        label="Attempt"
        w={{ base: "100%", xs: 360 }}
        allowDeselect={false}
        data={attempts.map((a) => ({ value: String(a.id), label: labelOf(a) }))}
        value={String(attemptId)}
        onChange={(v) => v && onPick(Number(v))}
      />
    ) : attempts.length === 1 ? (
      <Badge variant="light" color="gray">
        The only attempt
      </Badge>
    ) : null;
  return <StaffAttemptScreen attemptId={attemptId} switcher={switcher} />;
}
