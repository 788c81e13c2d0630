import { Button, Group, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import type { z } from "zod";
import { FormAlert } from "./form-alert.tsx";
import { useFormSubmit } from "../use-form-submit.ts";

export interface AddItemFormProps<K extends string> {
  /** The one field's name in the API body ("title" or "name") and its rule from the contract. */
  field: K;
  schema: z.ZodType<Record<K, string>, Record<K, string>>;
  label: string;
  placeholder: string;
  submitLabel: string;
  onAdd: (body: Record<K, string>) => Promise<unknown>;
}

/** One line to add a subject, level or chapter; it empties itself after a success. */
export function AddItemForm<K extends string>({
  field,
  schema,
  label,
  placeholder,
  submitLabel,
  onAdd,
}: AddItemFormProps<K>) {
  const form = useForm<Record<string, string>>({
    mode: "controlled",
    initialValues: { [field]: "" },
    validate: schemaResolver(schema, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const submit = form.onSubmit((values) =>
    run(async () => {
      await onAdd(schema.parse(values));
      form.setValues({ [field]: "" });
      form.resetTouched();
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      {message ? <FormAlert kind="error">{message}</FormAlert> : null}
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={label}
          placeholder={placeholder}
          required
          style={{ flex: "1 1 14rem" }}
          {...form.getInputProps(field)}
        />
        <Button type="submit" loading={busy} leftSection={<IconPlus size={16} aria-hidden />} mt={{ base: 0, xs: 25 }}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
