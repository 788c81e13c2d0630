import { Button, Checkbox, Group, NumberInput, Stack, Text } from "@mantine/core";
import type { CountedQuiz, ReportableQuiz } from "@tq/contract/reports";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/NumberInput.css";

/**
 * The quizzes that count and their weights: a checkbox per published quiz of the course (by
 * subject), and a weight beside each one picked. Weights are relative: 2 and 1 count 2/3 and 1/3.
 */
export function QuizPicker({
  quizzes,
  counted,
  onChange,
  error,
}: {
  quizzes: readonly ReportableQuiz[];
  counted: readonly CountedQuiz[];
  onChange(next: CountedQuiz[]): void;
  error?: string | undefined;
}) {
  const weightOf = new Map(counted.map((c) => [c.quizId, c.weight]));
  const total = counted.reduce((s, c) => s + c.weight, 0);
  const toggle = (quizId: number, on: boolean) =>
    onChange(on ? [...counted, { quizId, weight: 1 }] : counted.filter((c) => c.quizId !== quizId));
  const setWeight = (quizId: number, weight: number) =>
    onChange(counted.map((c) => (c.quizId === quizId ? { ...c, weight } : c)));
  const subjects = [...new Set(quizzes.map((q) => q.subjectTitle))];

  if (quizzes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        This course has no published quizzes yet: publish chapter or subject quizzes first.
      </Text>
    );
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          onClick={() => onChange(quizzes.map((q) => ({ quizId: q.quizId, weight: weightOf.get(q.quizId) ?? 1 })))}
        >
          Count all
        </Button>
        <Button size="xs" variant="subtle" onClick={() => onChange([])} disabled={counted.length === 0}>
          Count none
        </Button>
        <Text size="xs" c="dimmed">
          {counted.length} of {quizzes.length} quizzes count
        </Text>
      </Group>
      {subjects.map((subject) => (
        <Stack key={subject} gap={6} role="group" aria-label={subject}>
          <Text size="sm" fw={600}>
            {subject}
          </Text>
          {quizzes
            .filter((q) => q.subjectTitle === subject)
            .map((q) => {
              const weight = weightOf.get(q.quizId);
              const picked = weight !== undefined;
              return (
                <Group key={q.quizId} gap="sm" wrap="nowrap" justify="space-between">
                  <Checkbox
                    checked={picked}
                    onChange={(e) => toggle(q.quizId, e.currentTarget.checked)}
                    label={q.title}
                    description={q.kind === "subject" ? "Subject quiz" : q.chapterTitle}
                    style={{ minWidth: 0 }}
                  />
                  {picked && (
                    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                      <NumberInput
                        aria-label={`Weight of ${q.title}`}
                        size="xs"
                        w={76}
                        min={0}
                        max={1000}
                        decimalScale={2}
                        value={weight}
                        onChange={(v) => setWeight(q.quizId, typeof v === "number" ? v : Number(v) || 0)}
                        error={weight <= 0}
                      />
                      <Text size="xs" c="dimmed" w={40} ta="right">
                        {total > 0 ? `${Math.round((weight / total) * 100)}%` : "—"}
                      </Text>
                    </Group>
                  )}
                </Group>
              );
            })}
        </Stack>
      ))}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
