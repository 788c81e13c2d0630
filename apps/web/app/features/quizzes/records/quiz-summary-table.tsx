import { Anchor, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { MyRecord } from "@tq/contract/quiz-records";
import { Link } from "react-router";
import "@mantine/core/styles/Table.css";
import { formatWhen } from "../shared/result-format.ts";
import { quizSummaries, recordHref, type QuizSummary } from "./records-view.ts";
import { RecordScore, RecordStateBadge } from "./record-state.tsx";

function LastAttempt({ summary, label }: { summary: QuizSummary; label?: string }) {
  return (
    <Group gap="xs" wrap="wrap">
      {label && <Text size="sm">{label}</Text>}
      <Anchor component={Link} to={recordHref(summary.last)} size="sm">
        {formatWhen(summary.last.startedAt)}
      </Anchor>
      <RecordStateBadge state={summary.last.state} />
    </Group>
  );
}

const examsText = (n: number) => (n === 1 ? "1 exam" : `${n} exams`);

/** subjectrecordview: one line per subject quiz: exams taken, the best released result, the latest attempt. */
export function QuizSummaryTable({ records }: { records: readonly MyRecord[] }) {
  const summaries = quizSummaries(records);
  return (
    <div>
      <Title order={2} size="h4" mb="xs">
        By quiz
      </Title>
      <Table.ScrollContainer minWidth={600} visibleFrom="sm">
        <Table striped verticalSpacing="xs" data-testid="quiz-summaries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Quiz</Table.Th>
              <Table.Th>Exams</Table.Th>
              <Table.Th>Best</Table.Th>
              <Table.Th>Last attempt</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summaries.map((s) => (
              <Table.Tr key={s.quizId}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {s.quizTitle}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {s.courseTitle} · {s.subjectTitle}
                  </Text>
                </Table.Td>
                <Table.Td>{s.attempts}</Table.Td>
                <Table.Td>{s.best ? <RecordScore {...s.best} /> : "—"}</Table.Td>
                <Table.Td>
                  <LastAttempt summary={s} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm">
        {summaries.map((s) => (
          <Card key={s.quizId} withBorder padding="sm">
            <Text fw={600} size="sm">
              {s.quizTitle}
            </Text>
            <Text size="xs" c="dimmed">
              {s.courseTitle} · {s.subjectTitle} · {examsText(s.attempts)}
            </Text>
            <Group gap="xs" mt={6} wrap="wrap">
              <Text size="sm">Best:</Text>
              {s.best ? <RecordScore {...s.best} /> : "—"}
            </Group>
            <Stack mt={6}>
              <LastAttempt summary={s} label="Last:" />
            </Stack>
          </Card>
        ))}
      </Stack>
    </div>
  );
}
