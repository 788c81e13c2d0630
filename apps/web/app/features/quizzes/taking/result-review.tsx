import { Alert, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { AttemptResult, PlayerQuestion, QuestionGrade } from "@tq/contract/quiz-attempts";
import { RenderedHtml } from "../../../lib/ui/rendered-html.tsx";
import { marksText } from "../shared/result-format.ts";
import { AnswerKeyView, QuestionInput } from "./player-question.tsx";

const CHOICES = new Set(["single", "multiple", "truefalse"]);
const STATUS = { graded: "Marked", provisional: "Provisional", pending: "Waiting for marking" } as const;

function verdict(g: QuestionGrade): { label: string; color: string } {
  if (g.status === "pending") return { label: STATUS.pending, color: "gray" };
  if (g.correct === true) return { label: "Correct", color: "teal" };
  if (g.correct === false)
    return g.score > 0 ? { label: "Partly correct", color: "yellow" } : { label: "Incorrect", color: "red" };
  return { label: STATUS[g.status], color: "blue" };
}

/** One question of the review: the stem, the student's answer as they gave it, the marks, the key and the explanation. */
function ReviewQuestion({ grade, question }: { grade: QuestionGrade; question: PlayerQuestion }) {
  const v = verdict(grade);
  const headingId = `review-q${grade.questionKey}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId} data-testid="review-question">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={4} size="h5" id={headingId}>
            Question {grade.questionKey}
            {question.sectionTitle ? ` · ${question.sectionTitle}` : ""}
          </Title>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {marksText(grade.score, grade.maxScore)}
            </Text>
            <Badge color={v.color} variant="light">
              {v.label}
            </Badge>
            {grade.status === "provisional" && (
              <Badge color="orange" variant="light">
                Provisional
              </Badge>
            )}
          </Group>
        </Group>
        <RenderedHtml html={question.stemHtml} />
        <div>
          {/* Typed answers' inputs carry their own "Your answer" label. */}
          {(grade.response === null || CHOICES.has(grade.response.type)) && (
            <Text size="sm" fw={600} mb={4}>
              Your answer
            </Text>
          )}
          {grade.response === null ? (
            <Text size="sm" c="dimmed">
              Not answered.
            </Text>
          ) : (
            <QuestionInput question={question} response={grade.response} readOnly onChange={() => undefined} />
          )}
        </div>
        {grade.comment && (
          <Alert color="blue" title="Your teacher's comment">
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {grade.comment}
            </Text>
          </Alert>
        )}
        <AnswerKeyView
          question={{ ...question, answerKey: grade.answerKey, explanationHtml: grade.explanationHtml }}
          title="Correct answer"
          withRules={false}
        />
        {!grade.answerKey && grade.explanationHtml && <RenderedHtml html={grade.explanationHtml} />}
      </Stack>
    </Card>
  );
}

/**
 * The review of a released result (ADR 0023): every question with the student's answer, the
 * correct answer, the explanation and any marker's comment. The server leaves the keys out
 * while the student has an exam of this quiz open; the review then says so.
 */
export function ResultReview({ result, questions }: { result: AttemptResult; questions: readonly PlayerQuestion[] }) {
  if (!result.released || result.questions.length === 0) return null;
  const byKey = new Map(questions.map((q) => [q.key, q]));
  const keysHidden = result.questions.every((g) => g.answerKey === null && g.explanationHtml === null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="review-heading">
      <Title order={3} size="h4" id="review-heading">
        Review
      </Title>
      {keysHidden && (
        <Alert color="gray">
          The correct answers and explanations appear here when you have no attempt of this quiz in progress.
        </Alert>
      )}
      {result.questions.map((g) => {
        const q = byKey.get(g.questionKey);
        return q ? <ReviewQuestion key={g.questionKey} grade={g} question={q} /> : null;
      })}
    </Stack>
  );
}
