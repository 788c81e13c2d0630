import { Alert, Checkbox, Radio, Stack, Text, Textarea, TextInput, Group, Badge, VisuallyHidden } from "@mantine/core";
import type { AnswerFeedback, PlayerQuestion } from "@tq/contract/quiz-attempts";
import type { ResponseValue } from "@tq/contract/quiz-questions";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/Checkbox.css";
import { RenderedHtml } from "../../../lib/ui/rendered-html.tsx";
import { emptyResponse } from "./player-answers.ts";

interface Props {
  question: PlayerQuestion;
  response: ResponseValue | null;
  readOnly: boolean;
  onChange: (response: ResponseValue) => void;
}

/** Option text is rendered HTML: the radio's label is the HTML, its accessible name the same text. */
const html = (value: string) => <RenderedHtml html={value} style={{ display: "inline-block" }} />;

/**
 * An option that is only a formula has no text a browser names its radio with (KaTeX's MathML
 * is read by some screen readers, not all, and not by the accessibility tree's name): it is
 * named by its words with each formula as the server's spoken form (ADR 0087), or as its LaTeX
 * source where there is none. Undefined on the server and for options with words.
 */
export function optionName(value: string): string | undefined {
  if (typeof DOMParser === "undefined" || !value.includes("katex")) return undefined;
  const doc = new DOMParser().parseFromString(value, "text/html");
  for (const math of Array.from(doc.querySelectorAll(".katex"))) {
    // The server's spoken form (ADR 0087) where it gave one; else the TeX source.
    const spoken = math.querySelector("math")?.getAttribute("aria-label");
    const tex = math.querySelector('annotation[encoding="application/x-tex"]')?.textContent ?? "";
    math.replaceWith(doc.createTextNode(spoken || tex));
  }
  return doc.body.textContent?.replace(/\s+/g, " ").trim() || undefined;
}

/** The input of one question, by type: radio, checkboxes, true/false, numeric with unit, text, essay, two-tier. */
export function QuestionInput({ question, response, readOnly, onChange }: Props) {
  const label = `Answer to question ${question.key}`;
  const r = response ?? emptyResponse(question.type);
  switch (r.type) {
    case "single":
      return (
        <Radio.Group
          label={<VisuallyHidden>{label}</VisuallyHidden>}
          value={r.optionId === null ? null : String(r.optionId)}
          onChange={(v) => onChange({ type: "single", optionId: Number(v) })}
        >
          <Stack gap="xs">
            {question.options.map((o) => (
              <Radio
                key={o.id}
                value={String(o.id)}
                label={html(o.html)}
                aria-label={optionName(o.html)}
                disabled={readOnly}
              />
            ))}
          </Stack>
        </Radio.Group>
      );
    case "multiple":
      return (
        <Checkbox.Group
          label={<VisuallyHidden>{label}</VisuallyHidden>}
          value={r.optionIds.map(String)}
          onChange={(v) => onChange({ type: "multiple", optionIds: v.map(Number) })}
        >
          <Stack gap="xs">
            {question.options.map((o) => (
              <Checkbox
                key={o.id}
                value={String(o.id)}
                label={html(o.html)}
                aria-label={optionName(o.html)}
                disabled={readOnly}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case "truefalse":
      return (
        <Radio.Group
          label={<VisuallyHidden>{label}</VisuallyHidden>}
          value={r.value === null ? null : String(r.value)}
          onChange={(v) => onChange({ type: "truefalse", value: v === "true" })}
        >
          <Group gap="lg">
            <Radio value="true" label="True" disabled={readOnly} />
            <Radio value="false" label="False" disabled={readOnly} />
          </Group>
        </Radio.Group>
      );
    case "numeric":
      return (
        <TextInput
          label="Your answer"
          inputMode="decimal"
          maw={260}
          value={r.text}
          readOnly={readOnly}
          maxLength={100}
          rightSection={question.unit ? <Text size="sm">{question.unit}</Text> : undefined}
          rightSectionWidth={question.unit ? Math.max(40, question.unit.length * 9 + 16) : undefined}
          onChange={(e) => onChange({ type: "numeric", text: e.currentTarget.value })}
        />
      );
    case "short":
      return (
        <TextInput
          label="Your answer"
          value={r.text}
          readOnly={readOnly}
          maxLength={2000}
          onChange={(e) => onChange({ type: "short", text: e.currentTarget.value })}
        />
      );
    case "subjective":
      return (
        <Textarea
          label="Your answer"
          autosize
          minRows={6}
          value={r.text}
          readOnly={readOnly}
          maxLength={50000}
          onChange={(e) => onChange({ type: "subjective", text: e.currentTarget.value })}
        />
      );
    case "twotier": {
      const chosen = question.options.find((o) => o.id === r.optionId);
      return (
        <Stack gap="md">
          <Radio.Group
            label="First, your answer"
            value={r.optionId === null ? null : String(r.optionId)}
            onChange={(v) => onChange({ type: "twotier", optionId: Number(v), subOptionId: null })}
          >
            <Stack gap="xs" mt={4}>
              {question.options.map((o) => (
                <Radio
                  key={o.id}
                  value={String(o.id)}
                  label={html(o.html)}
                  aria-label={optionName(o.html)}
                  disabled={readOnly}
                />
              ))}
            </Stack>
          </Radio.Group>
          {chosen && chosen.subOptions.length > 0 && (
            <Radio.Group
              label="Then, your reason"
              value={r.subOptionId === null ? null : String(r.subOptionId)}
              onChange={(v) => onChange({ type: "twotier", optionId: chosen.id, subOptionId: Number(v) })}
            >
              <Stack gap="xs" mt={4}>
                {chosen.subOptions.map((s) => (
                  <Radio
                    key={s.id}
                    value={String(s.id)}
                    label={html(s.html)}
                    aria-label={optionName(s.html)}
                    disabled={readOnly}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </Stack>
      );
    }
  }
}

/** Practice: the grade the save returned, with the explanation. */
export function PracticeFeedback({ feedback }: { feedback: AnswerFeedback }) {
  const color = feedback.correct === true ? "teal" : feedback.correct === false ? "red" : "blue";
  const title =
    feedback.status === "pending"
      ? "Waiting for a marker"
      : `${feedback.correct === true ? "Correct" : feedback.correct === false ? "Not quite" : "Marked"} · ${feedback.score} / ${feedback.maxScore}`;
  return (
    <Alert color={color} title={title} aria-live="polite">
      {feedback.status === "provisional" && (
        <Text size="sm" mb="xs">
          Provisional: a teacher may change these marks.
        </Text>
      )}
      {feedback.explanationHtml && <RenderedHtml html={feedback.explanationHtml} />}
    </Alert>
  );
}

/** The answer key and the explanation: the staff preview, and a student's review once released. */
export function AnswerKeyView({
  question,
  title = "Answer key (preview)",
  withRules = true,
}: {
  question: PlayerQuestion;
  title?: string;
  /** The keyword rules: for staff; a student's review shows the model answer alone. */
  withRules?: boolean;
}) {
  const key = question.answerKey;
  if (!key) return null;
  const correct = question.options.filter((o) => key.correctOptionIds.includes(o.id));
  const reasons = question.options.flatMap((o) => o.subOptions).filter((s) => key.correctSubOptionIds.includes(s.id));
  return (
    <Alert color="grape" title={title}>
      <Stack gap={6}>
        {correct.length > 0 && (
          <Group gap="xs" wrap="wrap">
            <Badge color="grape">Correct</Badge>
            {correct.map((o) => (
              <span key={o.id}>{html(o.html)}</span>
            ))}
          </Group>
        )}
        {reasons.length > 0 && (
          <Group gap="xs" wrap="wrap">
            <Badge color="grape">Reason</Badge>
            {reasons.map((s) => (
              <span key={s.id}>{html(s.html)}</span>
            ))}
          </Group>
        )}
        {key.answer !== null && (
          <Text size="sm">
            Answer: {String(key.answer)}
            {key.tolerance !== null ? ` (± ${key.tolerance})` : ""}
          </Text>
        )}
        {key.modelAnswerHtml && <RenderedHtml html={key.modelAnswerHtml} />}
        {withRules && key.rules && (
          <Text size="sm" ff="monospace" style={{ whiteSpace: "pre-wrap" }}>
            {key.rules}
          </Text>
        )}
        {question.explanationHtml && <RenderedHtml html={question.explanationHtml} />}
      </Stack>
    </Alert>
  );
}
