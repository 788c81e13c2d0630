import { Button, Checkbox, Group, NumberInput, Radio, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { QuizUpdateBody, type AuthoringQuiz, type ReleasePolicy } from "@tq/contract/quizzes";
import { useState } from "react";
import { ApiError } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { RichEditor } from "../../../lib/editor/components/rich-editor.tsx";
import { updateQuiz } from "./api.ts";
import { fromLocalInput, issuesToErrors, numberOrNull, toLocalInput } from "./form-values.ts";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/NumberInput.css";

interface SettingsValues {
  title: string;
  instructionsHtml: string;
  timeLimitMinutes: number | string;
  attemptsAllowed: number | string;
  passPercent: number | string;
  availableFrom: string;
  availableUntil: string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  negativeMarking: boolean;
  releasePolicy: ReleasePolicy;
  requiresReview: boolean;
}

function valuesOf(quiz: AuthoringQuiz): SettingsValues {
  return {
    title: quiz.title,
    instructionsHtml: quiz.instructionsHtml,
    timeLimitMinutes: quiz.timeLimitMinutes ?? "",
    attemptsAllowed: quiz.attemptsAllowed ?? "",
    passPercent: quiz.passPercent,
    availableFrom: toLocalInput(quiz.availableFrom),
    availableUntil: toLocalInput(quiz.availableUntil),
    shuffleQuestions: quiz.shuffleQuestions,
    shuffleOptions: quiz.shuffleOptions,
    negativeMarking: quiz.negativeMarking,
    releasePolicy: quiz.releasePolicy,
    requiresReview: quiz.requiresReview,
  };
}

function bodyOf(v: SettingsValues, baseRevision: number) {
  return QuizUpdateBody.safeParse({
    ...v,
    timeLimitMinutes: numberOrNull(v.timeLimitMinutes),
    attemptsAllowed: numberOrNull(v.attemptsAllowed),
    passPercent: numberOrNull(v.passPercent),
    availableFrom: fromLocalInput(v.availableFrom),
    availableUntil: fromLocalInput(v.availableUntil),
    baseRevision,
  });
}

export interface QuizSettingsFormProps {
  quiz: AuthoringQuiz;
  onSaved: () => Promise<unknown>;
  /** Loads the quiz again after someone else saved it (the form restarts from their version). */
  onReload: () => void;
}

/** A quiz's settings; the parent re-keys it by revision so it restarts from what was saved. */
export function QuizSettingsForm({ quiz, onSaved, onReload }: QuizSettingsFormProps) {
  const form = useForm<SettingsValues>({ mode: "controlled", initialValues: valuesOf(quiz) });
  const { message, busy, run } = useFormSubmit(form);
  const [conflict, setConflict] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = form.onSubmit((values) => {
    setSaved(false);
    const parsed = bodyOf(values, quiz.revision);
    if (!parsed.success) {
      form.setErrors(issuesToErrors(parsed.error));
      return;
    }
    void run(
      async () => {
        await updateQuiz(quiz.id, parsed.data);
        setSaved(true);
        await onSaved();
      },
      (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setConflict(error.message);
          return true;
        }
        return false;
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Quiz settings">
      <Stack gap="md">
        {conflict ? (
          <FormAlert kind="error">
            {conflict}{" "}
            <Button size="compact-sm" variant="white" onClick={onReload}>
              Reload the quiz
            </Button>
          </FormAlert>
        ) : null}
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        {saved ? <FormAlert kind="success">The settings are saved.</FormAlert> : null}
        <TextInput label="Title" required {...form.getInputProps("title")} />
        <RichEditor
          features="basic"
          initialHtml={quiz.instructionsHtml}
          onChange={(html) => form.setFieldValue("instructionsHtml", html)}
          label="Instructions"
          description="Shown to students before they start."
          error={form.errors.instructionsHtml}
          minHeight={120}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NumberInput
            label="Time limit (minutes)"
            description="Empty: no time limit."
            min={1}
            max={1440}
            allowDecimal={false}
            {...form.getInputProps("timeLimitMinutes")}
          />
          <NumberInput
            label="Attempts allowed"
            description="Empty: unlimited."
            min={1}
            max={100}
            allowDecimal={false}
            {...form.getInputProps("attemptsAllowed")}
          />
          <NumberInput
            label="Pass mark (%)"
            min={0}
            max={100}
            allowDecimal={false}
            {...form.getInputProps("passPercent")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="datetime-local"
            label="Opens"
            description="Empty: open as soon as it is published."
            {...form.getInputProps("availableFrom")}
          />
          <TextInput
            type="datetime-local"
            label="Closes"
            description="Empty: never closes."
            {...form.getInputProps("availableUntil")}
          />
        </SimpleGrid>
        <Stack gap="xs">
          <Checkbox label="Shuffle the questions" {...form.getInputProps("shuffleQuestions", { type: "checkbox" })} />
          <Checkbox
            label="Shuffle the options of each question"
            {...form.getInputProps("shuffleOptions", { type: "checkbox" })}
          />
          <Checkbox
            label="Negative marking (wrong answers lose their question's negative marks)"
            {...form.getInputProps("negativeMarking", { type: "checkbox" })}
          />
          <Checkbox
            label="Keyword-marked answers wait for a marker's review"
            {...form.getInputProps("requiresReview", { type: "checkbox" })}
          />
        </Stack>
        <Radio.Group label="Results are released" {...form.getInputProps("releasePolicy")}>
          <Group mt="xs" gap="md">
            <Radio value="immediately" label="Immediately" />
            <Radio value="after_marking" label="After marking" />
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Save the settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
