import { Alert, Group, List, Loader, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import "@mantine/core/styles/NumberInput.css";
import { IconAlertCircle } from "@tabler/icons-react";
import type { RuleError } from "@tq/contract/quiz-schemes";
import { useState } from "react";
import { useSchemeTest, type MarkedSample, type SchemeTestInput } from "./scheme-api.ts";
import { HighlightedAnswer, pointsLabel } from "../shared/keyword-highlight.tsx";

export interface KeywordTesterProps {
  initialRules?: string;
  initialMaxMarks?: number;
  initialAnswer?: string;
  /** Every change of the rules, the maximum or the answer (e.g. for a scheme screen to save the rules). */
  onChange?: (value: SchemeTestInput) => void;
}

const MONOSPACE = { input: { fontFamily: "var(--mantine-font-family-monospace)" } };

/**
 * The live keyword-rule tester: rules, maximum marks and a sample answer in; the marks the
 * server's engine gives, the matched words highlighted in the answer, and the lines that could
 * not be read. Reused by the marking-scheme screens (start it with the scheme's rules).
 */
export function KeywordTester({
  initialRules = "",
  initialMaxMarks = 1,
  initialAnswer = "",
  onChange,
}: KeywordTesterProps) {
  const [rules, setRules] = useState(initialRules);
  const [max, setMax] = useState<number | string>(initialMaxMarks);
  const [answer, setAnswer] = useState(initialAnswer);
  const maxMarks = typeof max === "number" ? max : Number.NaN;
  const state = useSchemeTest({ rules, maxMarks, answer });
  const change = (next: Partial<SchemeTestInput>) => onChange?.({ rules, maxMarks, answer, ...next });
  const lineErrors = state.result && !state.stale ? state.result.answer.errors : [];
  const fieldError = (field: keyof SchemeTestInput) => (state.invalidField === field ? state.error : null);

  return (
    <Stack gap="md" data-testid="keyword-tester">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="sm">
          <Textarea
            label="Rules"
            description="One rule per line: points: phrase | phrase"
            autosize
            minRows={5}
            maxRows={16}
            spellCheck={false}
            styles={MONOSPACE}
            value={rules}
            onChange={(e) => {
              setRules(e.currentTarget.value);
              change({ rules: e.currentTarget.value });
            }}
            error={fieldError("rules")}
            data-testid="keyword-rules"
          />
          {lineErrors.length > 0 ? (
            <Text size="sm" c="orange" mt={-6}>
              {summary(lineErrors)}
            </Text>
          ) : null}
          <NumberInput
            label="Maximum marks"
            min={0}
            max={1000}
            decimalScale={2}
            allowNegative={false}
            w={180}
            value={max}
            onChange={(value) => {
              setMax(value);
              change({ maxMarks: typeof value === "number" ? value : Number.NaN });
            }}
            error={fieldError("maxMarks")}
            data-testid="keyword-max"
          />
        </Stack>
        <Textarea
          label="Sample answer"
          description="Type or paste an answer as a student might write it"
          autosize
          minRows={5}
          maxRows={16}
          value={answer}
          onChange={(e) => {
            setAnswer(e.currentTarget.value);
            change({ answer: e.currentTarget.value });
          }}
          error={fieldError("answer")}
          data-testid="keyword-answer"
        />
      </SimpleGrid>

      <Paper withBorder p="md" radius="md" aria-live="polite" aria-busy={state.loading}>
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Text fw={600}>Result</Text>
            {state.loading ? (
              <Group gap={6}>
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  Marking…
                </Text>
              </Group>
            ) : null}
          </Group>
          <ResultBody rules={rules} answer={answer} state={state} />
        </Stack>
      </Paper>
      {lineErrors.length > 0 ? <LineErrors errors={lineErrors} /> : null}
    </Stack>
  );
}

function summary(errors: readonly RuleError[]): string | null {
  if (errors.length === 0) return null;
  const lines = errors.map((e) => e.line).join(", ");
  return errors.length === 1
    ? `Line ${lines} could not be read (see below).`
    : `Lines ${lines} could not be read (see below).`;
}

function ResultBody({
  rules,
  answer,
  state,
}: {
  rules: string;
  answer: string;
  state: ReturnType<typeof useSchemeTest>;
}) {
  if (state.error && state.invalidField === null) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {state.error}
      </Alert>
    );
  }
  if (rules.trim() === "") return <Text c="dimmed">Write a rule to start, for example “2: photosynthesis”.</Text>;
  if (answer.trim() === "") return <Text c="dimmed">Type a sample answer to see the marks it would get.</Text>;
  if (state.error) return <Text c="dimmed">Correct the field above to see the marks.</Text>;
  if (!state.result) return <Text c="dimmed">Marking the answer…</Text>;
  return <Marked sample={state.result} stale={state.stale} />;
}

function Marked({ sample, stale }: { sample: MarkedSample; stale: boolean }) {
  const { score, maxScore, matchedRules } = sample.answer;
  return (
    <Stack gap="sm" opacity={stale ? 0.6 : 1}>
      <Text size="xl" fw={700} data-testid="keyword-score">
        {score} / {maxScore} {maxScore === 1 ? "mark" : "marks"}
      </Text>
      <HighlightedAnswer text={sample.input.answer} rules={matchedRules} />
      {matchedRules.length === 0 ? (
        <Text c="dimmed" data-testid="keyword-matched-none">
          No rule matched this answer.
        </Text>
      ) : (
        <List spacing={4} size="sm" data-testid="keyword-matched">
          {matchedRules.map((r) => (
            <List.Item key={r.line} data-testid="keyword-matched-rule">
              <Text span fw={600} c={r.points < 0 ? "red" : "teal"}>
                Line {r.line}: {pointsLabel(r.points)}
              </Text>{" "}
              for “{r.matched}”
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function LineErrors({ errors }: { errors: readonly RuleError[] }) {
  return (
    <Alert color="orange" variant="light" title="Lines that could not be read" data-testid="keyword-rule-errors">
      <Text size="sm" mb={6}>
        The other rules still mark the answer.
      </Text>
      <List spacing={4} size="sm">
        {errors.map((e) => (
          <List.Item key={e.line}>
            <Text span fw={600}>
              Line {e.line}:
            </Text>{" "}
            {e.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
