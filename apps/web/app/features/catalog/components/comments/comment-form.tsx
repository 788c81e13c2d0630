import { Button, Group, Stack, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { COMMENT_MAX_LENGTH, CommentText } from "@tq/contract/catalog";
import { z } from "zod";
import { FormAlert } from "../../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../../lib/use-form-submit.ts";

const CommentFields = z.object({ body: CommentText });

/**
 * One textarea and a button, for a question or an answer. The text leaves the box at once (the
 * thread shows it as sending) and comes back with the server's reason if it is refused.
 */
export function CommentForm({
  label,
  submitLabel,
  placeholder,
  onSubmit,
  onCancel,
  autoFocus = false,
  testId,
}: {
  label: string;
  submitLabel: string;
  placeholder: string;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  testId: string;
}) {
  const form = useForm({
    mode: "controlled",
    initialValues: { body: "" },
    validate: schemaResolver(CommentFields, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const length = form.values.body.length;

  const submit = form.onSubmit((values) =>
    run(async () => {
      form.setFieldValue("body", "");
      try {
        await onSubmit(CommentFields.parse(values).body);
        onCancel?.();
      } catch (error) {
        form.setFieldValue("body", values.body);
        throw error;
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={label} data-testid={testId}>
      <Stack gap="xs">
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <Textarea
          label={label}
          placeholder={placeholder}
          autosize
          minRows={2}
          maxRows={10}
          required
          autoFocus={autoFocus}
          description={`${length} / ${COMMENT_MAX_LENGTH} characters`}
          inputWrapperOrder={["label", "input", "description", "error"]}
          {...form.getInputProps("body")}
        />
        <Group gap="xs" justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
