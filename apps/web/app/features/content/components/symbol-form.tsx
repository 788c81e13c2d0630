import { Autocomplete, Box, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import "katex/dist/katex.min.css";
import { LatexSymbolBody } from "@tq/contract/content";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { renderLatex } from "../../../lib/latex.ts";

export interface SymbolFormProps {
  initial: LatexSymbolBody;
  /** The palette's categories, offered while typing one. */
  categories: readonly string[];
  submitLabel: string;
  /** Saves; a thrown ApiError's field messages go under the fields. */
  onSave: (values: LatexSymbolBody) => Promise<void>;
  /** After a save: "add" empties the label and LaTeX (the category stays), "edit" leaves the form. */
  mode: "add" | "edit";
  onCancel?: () => void;
}

/** Category, name and LaTeX of a palette symbol, with the formula rendered as it is typed. */
export function SymbolForm({ initial, categories, submitLabel, onSave, mode, onCancel }: SymbolFormProps) {
  const form = useForm({
    mode: "controlled",
    initialValues: initial,
    validate: schemaResolver(LatexSymbolBody, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const latex = form.values.latex.trim();
  const rendered = latex === "" ? null : renderLatex(latex);

  const submit = form.onSubmit((values) =>
    run(async () => {
      await onSave(LatexSymbolBody.parse(values));
      if (mode === "add") {
        form.setValues({ category: values.category, label: "", latex: "" });
        form.resetTouched();
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel} data-testid="symbol-form">
      <Stack gap="sm">
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Autocomplete
            label="Category"
            placeholder="e.g. Greek letters"
            required
            data={[...categories]}
            {...form.getInputProps("category")}
          />
          <TextInput label="Name" placeholder="e.g. square root" required {...form.getInputProps("label")} />
        </SimpleGrid>
        <Textarea
          label="LaTeX"
          placeholder="e.g. \sqrt{x}"
          required
          autosize
          minRows={1}
          maxRows={6}
          spellCheck={false}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          {...form.getInputProps("latex")}
        />
        <Box
          p="sm"
          mih={56}
          aria-live="polite"
          data-testid="symbol-preview"
          style={{ border: "1px dashed var(--mantine-color-default-border)", borderRadius: "var(--mantine-radius-md)" }}
        >
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
            Preview
          </Text>
          {rendered === null ? (
            <Text size="sm" c="dimmed">
              Type the LaTeX to see the symbol.
            </Text>
          ) : rendered.ok ? (
            <Box fz="xl" style={{ overflowX: "auto" }} dangerouslySetInnerHTML={{ __html: rendered.html }} />
          ) : (
            <Text size="sm" c="red">
              KaTeX cannot render this: {rendered.error}
            </Text>
          )}
        </Box>
        <Group justify="flex-end" gap="sm">
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
