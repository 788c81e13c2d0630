import { ActionIcon, Anchor, Button, Checkbox, Group, Paper, Radio, Stack, Text, Tooltip } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { MAX_OPTIONS } from "@tq/contract/quiz-questions";
import { optionLetter } from "@tq/contract/quiz-authoring";
import { Link } from "react-router";
import { RichEditor } from "../../../lib/editor/components/rich-editor.tsx";
import { emptyOption, type OptionValues, type QuestionValues } from "./question-form.ts";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Radio.css";

export interface OptionsEditorProps {
  form: UseFormReturnType<QuestionValues>;
  /** Two-tier: the screen of a saved option's reasons (sub-options). */
  subOptionsHref?: (option: OptionValues & { id: number }, letter: string) => string;
}

/**
 * The answer options: each a small rich editor with its correct flag (one right answer:
 * radios; multiple select: checkboxes). Errors of the server or the contract show under
 * the option they are about ("options.1.html").
 */
export function OptionsEditor({ form, subOptionsHref }: OptionsEditorProps) {
  const { type, options } = form.getValues();
  const oneRight = type !== "multiple";
  const setCorrect = (index: number, correct: boolean) =>
    form.setFieldValue(
      "options",
      options.map((o, i) => ({ ...o, correct: oneRight ? i === index : i === index ? correct : o.correct })),
    );
  const listError = form.errors.options;

  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={500} size="sm">
        Options{" "}
        <Text span size="xs" c="dimmed">
          ({oneRight ? "choose the one correct option" : "tick every correct option"})
        </Text>
      </Text>
      {listError ? (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      ) : null}
      {options.map((option, index) => {
        const letter = optionLetter(index);
        const subError = form.errors[`options.${index}.subOptions`];
        return (
          <Paper key={option.key} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                {oneRight ? (
                  <Radio
                    name="correct-option"
                    label={`Option ${letter} is correct`}
                    checked={option.correct}
                    onChange={() => setCorrect(index, true)}
                  />
                ) : (
                  <Checkbox
                    label={`Option ${letter} is correct`}
                    checked={option.correct}
                    onChange={(e) => setCorrect(index, e.currentTarget.checked)}
                  />
                )}
                <Tooltip label="Remove this option">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove option ${letter}`}
                    disabled={options.length <= 2}
                    onClick={() => form.removeListItem("options", index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <RichEditor
                features="basic"
                initialHtml={option.html}
                onChange={(html) => form.setFieldValue(`options.${index}.html`, html)}
                label={`Option ${letter}`}
                required
                error={form.errors[`options.${index}.html`]}
                minHeight={60}
              />
              {type === "twotier" ? (
                <Text size="sm">
                  {option.id !== undefined && subOptionsHref ? (
                    <Anchor component={Link} to={subOptionsHref({ ...option, id: option.id }, letter)}>
                      Reasons of option {letter} ({option.subOptions.length})
                    </Anchor>
                  ) : (
                    <Text span c="dimmed" size="sm">
                      Save the question to add this option's reasons.
                    </Text>
                  )}
                </Text>
              ) : null}
              {subError ? (
                <Text size="sm" c="red">
                  {subError}
                </Text>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={options.length >= MAX_OPTIONS}
          onClick={() => form.insertListItem("options", emptyOption())}
        >
          Add an option
        </Button>
      </Group>
    </Stack>
  );
}
