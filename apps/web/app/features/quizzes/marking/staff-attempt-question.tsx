import { Alert, Badge, Card, Group, Stack, Text } from "@mantine/core";
import type { StaffAttemptQuestion } from "@tq/contract/quiz-marking";
import { QUESTION_TYPE_LABELS } from "@tq/contract/quiz-questions";
import { useQueryClient } from "@tanstack/react-query";
import { markingKeys } from "./marking-api.ts";
import { formatWhen, marksText } from "../shared/result-format.ts";
import { HighlightedAnswer, pointsLabel } from "../shared/keyword-highlight.tsx";
import { MarkForm } from "./mark-form.tsx";

const letter = (i: number) => String.fromCharCode(65 + i);

/** The student's answer in words: the chosen options' letters and text, or the text typed. */
function AnswerView({ question }: { question: StaffAttemptQuestion }) {
  const r = question.response;
  const option = (id: number | null) => {
    const i = question.options.findIndex((o) => o.id === id);
    return i < 0 ? null : { label: letter(i), html: question.options[i]?.html ?? "" };
  };
  const choice = (id: number | null) => {
    const o = option(id);
    return o ? (
      <Group gap={6} wrap="nowrap" align="flex-start" key={id}>
        <strong>{o.label}.</strong>
        {/* Option text sanitized and rendered by the server when the question was saved. */}
        <div className="tutorial-body" dangerouslySetInnerHTML={{ __html: o.html }} />
      </Group>
    ) : null;
  };
  const none = (
    <Text size="sm" c="dimmed">
      (no answer)
    </Text>
  );
  if (r === null) return none;
  switch (r.type) {
    case "single":
      return choice(r.optionId) ?? none;
    case "multiple":
      return r.optionIds.length === 0 ? none : <Stack gap={4}>{r.optionIds.map(choice)}</Stack>;
    case "truefalse":
      return r.value === null ? none : <Text size="sm">{r.value ? "True" : "False"}</Text>;
    case "twotier": {
      const reasons = question.options.find((o) => o.id === r.optionId)?.subOptions ?? [];
      const reason = reasons.findIndex((s) => s.id === r.subOptionId);
      return (
        <Stack gap={4}>
          {choice(r.optionId) ?? none}
          {reason >= 0 && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <strong>Reason {reason + 1}.</strong>
              <div className="tutorial-body" dangerouslySetInnerHTML={{ __html: reasons[reason]?.html ?? "" }} />
            </Group>
          )}
        </Stack>
      );
    }
    case "numeric":
      return r.text.trim() === "" ? none : <Text size="sm">{r.text}</Text>;
    case "short":
    case "subjective":
      return r.text.trim() === "" ? none : <HighlightedAnswer text={r.text} rules={question.matchedRules} />;
  }
}

const STATUS_LABELS = { graded: "Graded", provisional: "Provisional", pending: "Waiting for a marker" } as const;

/** One question of an attempt for staff: the stem, the answer, its grade, the rules that matched, the marker's score. */
export function StaffAttemptQuestionCard({
  question,
  number,
  attemptId,
}: {
  question: StaffAttemptQuestion;
  number: number;
  /** Given for a submitted attempt: short and subjective answers take a marker's score here too. */
  attemptId?: number;
}) {
  const queryClient = useQueryClient();
  const headingId = `staff-question-${question.key}`;
  const markable = attemptId !== undefined && (question.type === "short" || question.type === "subjective");
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId} data-testid="staff-question">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Text id={headingId} fw={700} component="h2" size="md" m={0}>
            Question {number} · {question.sectionTitle}
          </Text>
          <Group gap={4}>
            <Badge variant="light">{QUESTION_TYPE_LABELS[question.type]}</Badge>
            {question.correct !== null && (
              <Badge color={question.correct ? "teal" : "red"} variant="light">
                {question.correct ? "Correct" : "Not correct"}
              </Badge>
            )}
            {question.gradeStatus && (
              <Badge color={question.gradeStatus === "graded" ? "gray" : "orange"} variant="outline">
                {STATUS_LABELS[question.gradeStatus]}
              </Badge>
            )}
          </Group>
        </Group>
        {/* The stem, sanitized and rendered by the server when it was saved. */}
        <div className="tutorial-body" dangerouslySetInnerHTML={{ __html: question.stemHtml }} />
        <Card withBorder radius="sm" padding="sm" bg="var(--mantine-color-default-hover)">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
            The student's answer
          </Text>
          <AnswerView question={question} />
        </Card>
        <Text size="sm">
          Automatic grade: <strong>{marksText(question.score, question.maxScore)}</strong>
        </Text>
        {(question.type === "short" || question.type === "subjective") && (
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={500}>
              Rules that matched:
            </Text>
            {question.matchedRules.length === 0 ? (
              <Text size="sm" c="dimmed">
                none
              </Text>
            ) : (
              question.matchedRules.map((r) => (
                <Badge key={`${r.line}-${r.matched}`} variant="outline" color={r.points >= 0 ? "teal" : "red"}>
                  line {r.line}: {pointsLabel(r.points)} “{r.matched}”
                </Badge>
              ))
            )}
          </Group>
        )}
        {question.override && (
          <Alert color="teal" variant="light" title={`Marked ${marksText(question.override.score, question.maxScore)}`}>
            {question.override.markerName ? `By ${question.override.markerName}` : "By a marker"} on{" "}
            {formatWhen(question.override.markedAt)}.
            {question.override.comment && <Text size="sm">Comment: {question.override.comment}</Text>}
          </Alert>
        )}
        {markable && (
          <MarkForm
            attemptId={attemptId}
            questionKey={question.key}
            maxScore={question.maxScore}
            initial={{
              score: question.override?.score ?? question.score ?? 0,
              comment: question.override?.comment ?? "",
            }}
            marked={question.override !== null}
            onMarked={() => void queryClient.invalidateQueries({ queryKey: markingKeys.all })}
          />
        )}
      </Stack>
    </Card>
  );
}
