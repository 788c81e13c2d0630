import { Button, Group, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { NewCountryBody, type AdminCountryList } from "@tq/contract/site-admin";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { addCountry } from "../api.ts";

/** Adds a country: ISO 3166 code, name, ISO 4217 currency and its rate. */
export function NewCountryForm({
  onSaved,
  onCancel,
}: {
  onSaved: (list: AdminCountryList, code: string) => void;
  onCancel: () => void;
}) {
  const form = useForm({
    mode: "controlled",
    initialValues: { code: "", name: "", currency: "", exchangeRate: "" },
    validate: schemaResolver(NewCountryBody, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const submit = form.onSubmit(async (values) => {
    await run(async () => onSaved(await addCountry(values), values.code.toUpperCase()));
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Add a country">
      <Stack gap="md">
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <TextInput
          label="Country code"
          description="Two letters, ISO 3166 (e.g. RW)."
          required
          maxLength={2}
          data-autofocus
          {...form.getInputProps("code")}
        />
        <TextInput label="Name" required {...form.getInputProps("name")} />
        <TextInput
          label="Currency"
          description="Three letters, ISO 4217 (e.g. RWF)."
          required
          maxLength={3}
          {...form.getInputProps("currency")}
        />
        <TextInput
          label="Exchange rate"
          description="Units of this currency per 1 unit of the base currency."
          inputMode="decimal"
          required
          {...form.getInputProps("exchangeRate")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Add country
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
