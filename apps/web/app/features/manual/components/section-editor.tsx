import { Button, Group, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { NewManualSection, type ManualSectionSource } from "@tq/contract/manual";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { latexPaletteQuery } from "../../../lib/editor/editor-api.ts";
import { RichEditor } from "../../../lib/editor/components/rich-editor.tsx";
import { addSection, saveSection, sectionSourceQuery } from "../api.ts";

interface FormProps {
  /** The section as loaded (its revision is what the save is based on); null for a new one. */
  source: ManualSectionSource | null;
  onSaved: (saved: ManualSectionSource) => void;
  onCancel: () => void;
}

function SectionForm({ source, onSaved, onCancel }: FormProps) {
  const palette = useQuery(latexPaletteQuery());
  const form = useForm({
    mode: "controlled",
    initialValues: { title: source?.title ?? "", bodyHtml: source?.bodyHtml ?? "" },
    validate: schemaResolver(NewManualSection, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const submit = form.onSubmit(async (values) => {
    await run(async () => {
      const saved = source
        ? await saveSection(source.id, { ...values, baseRevision: source.revision })
        : await addSection(values);
      onSaved(saved);
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={source ? `Edit ${source.title}` : "New section"}>
      <Stack gap="md">
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <TextInput label="Title" required maxLength={120} {...form.getInputProps("title")} />
        <RichEditor
          initialHtml={source?.bodyHtml ?? ""}
          onChange={(html) => form.setFieldValue("bodyHtml", html)}
          label="Text"
          required
          description="Headings, lists, tables, links and formulas ($x^2$ or the formula button). Every save is kept in the section's history."
          error={form.errors.bodyHtml}
          palette={palette.data?.categories ?? []}
          minHeight={280}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {source ? "Save a new revision" : "Add the section"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds a section, or edits one loaded fresh (so the save is based on its latest revision). */
export function SectionEditor({ id, onSaved, onCancel }: { id: number | null } & Omit<FormProps, "source">) {
  const source = useQuery({ ...sectionSourceQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <SectionForm source={null} onSaved={onSaved} onCancel={onCancel} />;
  if (source.isPending) return <ContentSkeleton lines={8} label="Loading the section…" />;
  if (source.isError) return <LoadError message={errorMessage(source.error)} onRetry={() => void source.refetch()} />;
  return (
    <SectionForm
      key={`${source.data.id}-${source.data.revision}`}
      source={source.data}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}
