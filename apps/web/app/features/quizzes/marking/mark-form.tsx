import { Button, Group, NumberInput, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { MarkBody, type MarkResult } from "@tq/contract/quiz-marking";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { markAnswer } from "./marking-api.ts";

interface MarkFormProps {
  attemptId: number;
  questionKey: number;
  maxScore: number;
  /** The score and comment the form starts from (the marker's, else the scheme's suggestion). */
  initial: { score: number; comment: string };
  marked: boolean;
  onMarked: (result: MarkResult) => void;
}

/** A marker's final score with a comment for one short or subjective answer (the queue and adminsavedquiz). */
export function MarkForm({ attemptId, questionKey, maxScore, initial, marked, onMarked }: MarkFormProps) {
  const form = useForm({ mode: "controlled", initialValues: initial, validate: schemaResolver(MarkBody) });
  const { message, busy, run } = useFormSubmit(form);
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        run(async () => {
          onMarked(await markAnswer(attemptId, questionKey, values));
        }),
      )}
      noValidate
    >
      <Group align="flex-end" wrap="wrap" gap="sm">
        <NumberInput
          label={`Score (0–${maxScore})`}
          required
          min={0}
          max={maxScore}
          step={0.5}
          decimalScale={2}
          w={150}
          {...form.getInputProps("score")}
        />
        <Textarea
          label="Comment for the student"
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: "1 1 16rem" }}
          {...form.getInputProps("comment")}
        />
        <Button type="submit" loading={busy}>
          {marked ? "Change the mark" : "Save the mark"}
        </Button>
      </Group>
      {message && <FormAlert kind="error">{message}</FormAlert>}
    </form>
  );
}
