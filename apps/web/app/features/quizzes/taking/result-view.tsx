import { Alert, Badge, Card, Code, CopyButton, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { AttemptResult, PlayerQuestion } from "@tq/contract/quiz-attempts";
import { hrefTo } from "@tq/contract/paths";
import { Link } from "react-router";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Code.css";
import { formatWhen, marksText, percentText } from "../shared/result-format.ts";
import { ResultReview } from "./result-review.tsx";

const STATUS_TEXT = { graded: "Marked", provisional: "Provisional", pending: "Waiting for marking" } as const;

/** A submitted attempt's result: the score when released, per-question marks, the verification code. */
export function ResultView({
  result,
  questions,
  practice,
}: {
  result: AttemptResult;
  questions: readonly PlayerQuestion[];
  practice: boolean;
}) {
  const byKey = new Map(questions.map((q) => [q.key, q]));
  return (
    <Stack gap="md">
      <Card withBorder>
        <Stack gap="xs">
          <Title order={2} size="h3">
            {practice ? "Practice result" : "Your result"}
          </Title>
          <Text size="sm" c="dimmed">
            Submitted {formatWhen(result.submittedAt)}
            {result.submittedBy === "deadline" ? " (time ran out)" : ""}
          </Text>
          {result.released ? (
            <Group gap="md" wrap="wrap" align="center">
              <Text fz={32} fw={700}>
                {percentText(result.percent)}
              </Text>
              <Text>{marksText(result.score, result.maxScore)} marks</Text>
              {result.passed !== null && (
                <Badge size="lg" color={result.passed ? "teal" : "red"}>
                  {result.passed ? "Passed" : "Not passed"}
                </Badge>
              )}
            </Group>
          ) : (
            <Alert color="blue" title="Waiting for marking">
              Your answers are in. Your score appears here once a teacher has marked them.
            </Alert>
          )}
          {result.released && result.provisional && (
            <Text size="sm" c="dimmed">
              Some answers are marked provisionally: a teacher may still change their marks.
            </Text>
          )}
        </Stack>
      </Card>
      {result.verificationCode && (
        <Card withBorder>
          <Text size="sm" fw={600}>
            Verification code
          </Text>
          <Group gap="sm" wrap="wrap" mt={4}>
            <Code fz="lg" data-testid="verification-code">
              {result.verificationCode}
            </Code>
            <CopyButton value={result.verificationCode}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? "Copied" : "Copy"}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            Anyone can confirm this result at{" "}
            <Link to={`${hrefTo("checkresult")}?code=${result.verificationCode}`}>Check Assessment</Link>.
          </Text>
        </Card>
      )}
      {result.released && result.questions.length > 0 && (
        <Card withBorder>
          <Title order={3} size="h4" mb="xs">
            Question by question
          </Title>
          <Table.ScrollContainer minWidth={320}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Question</Table.Th>
                  <Table.Th>Marks</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.questions.map((g) => (
                  <Table.Tr key={g.questionKey}>
                    <Table.Td>
                      {g.questionKey}
                      {byKey.get(g.questionKey)?.sectionTitle ? ` · ${byKey.get(g.questionKey)?.sectionTitle}` : ""}
                    </Table.Td>
                    <Table.Td>{marksText(g.score, g.maxScore)}</Table.Td>
                    <Table.Td>
                      {g.correct === true
                        ? "Correct · "
                        : g.correct === false
                          ? g.score > 0
                            ? "Partly correct · "
                            : "Incorrect · "
                          : ""}
                      {STATUS_TEXT[g.status]}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <ResultReview result={result} questions={questions} />
    </Stack>
  );
}
