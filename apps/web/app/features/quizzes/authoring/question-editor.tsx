import { Anchor, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { AuthoringQuestion } from "@tq/contract/quiz-authoring";
import { QUESTION_TYPE_LABELS, QUESTION_TYPES, SCHEME_TYPES, type QuestionType } from "@tq/contract/quiz-questions";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { RichEditor } from "../../../lib/editor/components/rich-editor.tsx";
import { drawDiagram, latexPaletteQuery, uploadImage } from "../../../lib/editor/editor-api.ts";
import { createQuestion, updateQuestion } from "./api.ts";
import {
  checkQuestion,
  editorErrors,
  OPTION_TYPES,
  valuesOf,
  type OptionValues,
  type QuestionValues,
} from "./question-form.ts";
import { AnswerFields } from "./answer-fields.tsx";
import { OptionsEditor } from "./options-editor.tsx";
import "@mantine/core/styles/NumberInput.css";

export interface QuestionEditorProps {
  sectionId: number;
  /** The question being edited; null to write a new one. */
  question: AuthoringQuestion | null;
  levels: readonly { id: number; name: string }[];
  onSaved: (saved: AuthoringQuestion) => Promise<unknown>;
  onCancel: () => void;
  /** Loads the question again after someone else saved it (the editor restarts from their version). */
  onReload: () => void;
  subOptionsHref: (option: OptionValues & { id: number }, letter: string) => string;
  schemeHref: (questionId: number) => string;
}

const TYPE_OPTIONS = QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }));
const DIFFICULTIES = ["1", "2", "3", "4", "5"];

/** Writes or edits one question of any type, with its answer key; the server has the last word. */
export function QuestionEditor(props: QuestionEditorProps) {
  const { sectionId, question, levels, onSaved, onCancel, onReload, subOptionsHref, schemeHref } = props;
  const form = useForm<QuestionValues>({ mode: "controlled", initialValues: valuesOf(question) });
  const palette = useQuery(latexPaletteQuery());
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const values = form.getValues();

  const submit = form.onSubmit(async (v) => {
    setMessage(null);
    const checked = checkQuestion(v);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      setMessage("Some fields need your attention (see the messages under them).");
      return;
    }
    setBusy(true);
    try {
      const saved = question
        ? await updateQuestion(question.id, { ...checked.input, title: v.title, baseRevision: question.revision })
        : await createQuestion({ ...checked.input, title: v.title, sectionId });
      await onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      else if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        // The server answers field paths of the body ("options.1.html"): the form knows them all.
        form.setErrors(editorErrors(v.type, error.fields));
        setMessage(error.message);
      } else setMessage(errorMessage(error));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={question ? "Edit the question" : "New question"}>
      <Stack gap="md">
        {conflict ? (
          <FormAlert kind="error">
            {conflict}{" "}
            <Button size="compact-sm" variant="white" onClick={onReload}>
              Reload the question
            </Button>
          </FormAlert>
        ) : null}
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        {uploadError ? <FormAlert kind="error">{uploadError}</FormAlert> : null}
        <Select
          label="Question type"
          required
          data={TYPE_OPTIONS}
          allowDeselect={false}
          disabled={question !== null}
          description={question ? "A saved question keeps its type." : undefined}
          {...form.getInputProps("type")}
          onChange={(t) => t && form.setFieldValue("type", t as QuestionType)}
        />
        <TextInput
          label="Title"
          description="Optional: the name lists and question banks (GIFT, Moodle XML) use."
          maxLength={255}
          {...form.getInputProps("title")}
        />
        <RichEditor
          initialHtml={question?.stemHtml ?? ""}
          onChange={(html) => form.setFieldValue("stemHtml", html)}
          label="Question"
          required
          description="Formulas: the Σ button or $…$. Images and diagrams are welcome."
          error={form.errors.stemHtml}
          palette={palette.data?.categories ?? []}
          draw={drawDiagram}
          uploadImage={uploadImage}
          onImageUploadError={setUploadError}
          minHeight={160}
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <NumberInput label="Marks" min={0} max={1000} decimalScale={2} required {...form.getInputProps("marks")} />
          <NumberInput
            label="Negative marks"
            description="Lost for a wrong answer when the quiz uses negative marking."
            min={0}
            max={1000}
            decimalScale={2}
            {...form.getInputProps("negativeMarks")}
          />
          <Select
            label="Level"
            placeholder="Any"
            clearable
            data={levels.map((l) => ({ value: String(l.id), label: l.name }))}
            {...form.getInputProps("levelId")}
          />
          <Select
            label="Difficulty"
            required
            data={DIFFICULTIES}
            allowDeselect={false}
            {...form.getInputProps("difficulty")}
          />
        </SimpleGrid>
        {OPTION_TYPES.includes(values.type) ? <OptionsEditor form={form} subOptionsHref={subOptionsHref} /> : null}
        <AnswerFields form={form} />
        {SCHEME_TYPES.includes(values.type) ? (
          <Paper withBorder p="sm" radius="md">
            <Text size="sm">
              {question ? (
                <>
                  Marked by keyword rules:{" "}
                  <Anchor component={Link} to={schemeHref(question.id)}>
                    edit the marking scheme
                  </Anchor>{" "}
                  (model answer and rules).
                </>
              ) : (
                "Marked by keyword rules: save the question, then write its marking scheme."
              )}
            </Text>
          </Paper>
        ) : null}
        <RichEditor
          features="basic"
          initialHtml={question?.explanationHtml ?? ""}
          onChange={(html) => form.setFieldValue("explanationHtml", html)}
          label="Explanation"
          description="Shown to students with their results."
          error={form.errors.explanationHtml}
          palette={palette.data?.categories ?? []}
          minHeight={80}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Back to the questions
          </Button>
          <Button type="submit" loading={busy}>
            {question ? "Save the question" : "Add the question"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
