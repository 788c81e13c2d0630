import { formatDateTime } from "@tq/contract/dates";
import { Alert, Anchor, Badge, Button, Card, Collapse, Group, Stack, Text, Title } from "@mantine/core";
import { hrefTo } from "@tq/contract/paths";
import type { MarkingItem, MarkResult } from "@tq/contract/quiz-marking";
import { useState } from "react";
import { Link } from "react-router";
import { HighlightedAnswer, pointsLabel } from "../shared/keyword-highlight.tsx";
import { MarkForm } from "./mark-form.tsx";

interface MarkingCardProps {
  item: MarkingItem;
  /** After a mark is saved (the queue refreshes; the next answer comes up). */
  onMarked: (result: MarkResult) => void;
}

const when = (iso: string) => formatDateTime(iso);

/**
 * One answer to mark: the question, the student's text with the rules that matched it, the
 * scheme's suggestion, and the marker's final score with a comment (ADR 0020).
 */
export function MarkingCard({ item, onMarked }: MarkingCardProps) {
  const [schemeOpen, setSchemeOpen] = useState(false);
  const headingId = `marking-${item.attemptId}-${item.questionKey}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId} data-testid="marking-item">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {item.studentName} · {item.quizTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {item.courseTitle} · question {item.questionKey} · submitted {when(item.submittedAt)}
            </Text>
            <Anchor
              component={Link}
              size="sm"
              to={`${hrefTo("adminsavedquiz", { userId: item.studentId, quizId: item.quizId, studentName: item.studentName })}?attempt=${item.attemptId}`}
            >
              Whole attempt
            </Anchor>
          </div>
          <Group gap={4}>
            <Badge variant="light">{item.type === "short" ? "Short text" : "Subjective"}</Badge>
            <Badge color={item.status === "marked" ? "teal" : "orange"} variant="light">
              {item.status === "marked" ? "Marked" : "Waiting"}
            </Badge>
          </Group>
        </Group>
        <div
          className="tutorial-body"
          // The question's stem, sanitized and rendered by the server when it was saved.
          dangerouslySetInnerHTML={{ __html: item.stemHtml }}
        />
        <Card withBorder radius="sm" padding="sm" bg="var(--mantine-color-default-hover)">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
            The student's answer
          </Text>
          {item.answerText.trim() === "" ? (
            <Text size="sm" c="dimmed">
              (no answer)
            </Text>
          ) : (
            <HighlightedAnswer text={item.answerText} rules={item.matchedRules} />
          )}
        </Card>
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={500}>
            Rules that matched:
          </Text>
          {item.matchedRules.length === 0 ? (
            <Text size="sm" c="dimmed">
              none
            </Text>
          ) : (
            item.matchedRules.map((r) => (
              <Badge key={`${r.line}-${r.matched}`} variant="outline" color={r.points >= 0 ? "teal" : "red"}>
                line {r.line}: {pointsLabel(r.points)} “{r.matched}”
              </Badge>
            ))
          )}
        </Group>
        <Text size="sm">
          Suggested by the scheme:{" "}
          <strong>{item.suggestedScore === null ? "no rules yet" : `${item.suggestedScore} / ${item.maxScore}`}</strong>
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ alignSelf: "flex-start" }}
          onClick={() => setSchemeOpen((o) => !o)}
          aria-expanded={schemeOpen}
        >
          {schemeOpen ? "Hide the scheme" : "Show the scheme"}
        </Button>
        <Collapse expanded={schemeOpen}>
          <Stack gap={4}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              Model answer
            </Text>
            <div
              className="tutorial-body"
              dangerouslySetInnerHTML={{ __html: item.scheme.modelAnswerHtml || "<p>—</p>" }}
            />
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              Rules
            </Text>
            <Text component="pre" size="sm" ff="monospace" style={{ whiteSpace: "pre-wrap" }}>
              {item.scheme.rules || "—"}
            </Text>
          </Stack>
        </Collapse>
        {item.override && (
          <Alert color="teal" variant="light">
            Marked {item.override.score} / {item.maxScore}
            {item.override.markerName ? ` by ${item.override.markerName}` : ""} on {when(item.override.markedAt)}.
          </Alert>
        )}
        <MarkForm
          attemptId={item.attemptId}
          questionKey={item.questionKey}
          maxScore={item.maxScore}
          initial={{ score: item.override?.score ?? item.suggestedScore ?? 0, comment: item.override?.comment ?? "" }}
          marked={item.status === "marked"}
          onMarked={onMarked}
        />
      </Stack>
    </Card>
  );
}
