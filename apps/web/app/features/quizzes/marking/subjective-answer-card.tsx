import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { MySubjectives } from "@tq/contract/quiz-marking";
import { RenderedHtml } from "../../../lib/ui/rendered-html.tsx";
import { formatWhen, marksText } from "../shared/result-format.ts";
import { ReviewLink } from "./review-link.tsx";

export type MySubjective = MySubjectives["items"][number];

/** One marked answer: the question, what the student wrote, the mark and the marker's comment. */
export function SubjectiveAnswerCard({ item }: { item: MySubjective }) {
  const headingId = `answer-${item.attemptId}-${item.questionKey}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId} data-testid="my-subjective">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {item.quizTitle} · question {item.questionKey}
            </Title>
            <Text size="sm" c="dimmed">
              {item.courseTitle} · submitted {formatWhen(item.submittedAt)}
            </Text>
          </div>
          <Group gap={4}>
            <Badge variant="light">{item.type === "short" ? "Short text" : "Subjective"}</Badge>
            <Badge color="teal" variant="light">
              Marked
            </Badge>
          </Group>
        </Group>
        <RenderedHtml html={item.stemHtml} />
        <div>
          <Text size="sm" fw={600}>
            Your answer
          </Text>
          <Card withBorder radius="sm" padding="sm" bg="var(--mantine-color-default-hover)">
            <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {item.answerText || <em>No answer given.</em>}
            </Text>
          </Card>
        </div>
        <Group gap="md" wrap="wrap" align="baseline">
          <Text fw={700} fz="lg" data-testid="my-subjective-score">
            {marksText(item.score, item.maxScore)} marks
          </Text>
          <Text size="sm" c="dimmed">
            Marked {formatWhen(item.markedAt)}
          </Text>
        </Group>
        <div>
          <Text size="sm" fw={600}>
            Your teacher's comment
          </Text>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }} c={item.comment ? undefined : "dimmed"}>
            {item.comment || "No comment."}
          </Text>
        </div>
        <ReviewLink quizId={item.quizId} attemptId={item.attemptId} />
      </Stack>
    </Card>
  );
}
