import { Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { TikzExampleBody } from "@tq/contract/content";
import { IconEye } from "@tabler/icons-react";
import { useState } from "react";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { usePreview } from "../hooks/use-preview.ts";
import { tikzToHtml } from "../source-html.ts";
import { PreviewPanel } from "./preview-panel.tsx";

export interface ExampleFormProps {
  initial: TikzExampleBody;
  submitLabel: string;
  /** Saves (the server draws the source first); a TeX error comes back on the source field. */
  onSave: (values: TikzExampleBody) => Promise<void>;
  onCancel: () => void;
}

/** Title, description and TikZ source of a gallery example, with a preview drawn on request. */
export function ExampleForm({ initial, submitLabel, onSave, onCancel }: ExampleFormProps) {
  const form = useForm({
    mode: "controlled",
    initialValues: initial,
    validate: schemaResolver(TikzExampleBody, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const [asked, setAsked] = useState<string | null>(null);
  const preview = usePreview(tikzToHtml(asked ?? ""), { delayMs: 0, enabled: asked !== null });

  const submit = form.onSubmit((values) => run(() => onSave(TikzExampleBody.parse(values))));

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel} data-testid="example-form">
      <Stack gap="sm">
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <TextInput label="Title" required {...form.getInputProps("title")} />
        <Textarea
          label="Description"
          description="What the example shows and which TikZ features it uses."
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps("description")}
        />
        <Textarea
          label="TikZ source"
          description="Optional \usetikzlibrary / \usepackage lines, then one tikzpicture."
          required
          autosize
          minRows={8}
          maxRows={24}
          spellCheck={false}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
          {...form.getInputProps("source")}
        />
        <Group>
          <Button
            variant="light"
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={() => setAsked(form.values.source)}
            disabled={form.values.source.trim() === ""}
            data-testid="render-preview"
          >
            Render preview
          </Button>
        </Group>
        {asked !== null ? <PreviewPanel preview={preview} empty="Nothing to draw." /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
