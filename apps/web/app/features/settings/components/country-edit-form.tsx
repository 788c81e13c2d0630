import "@mantine/core/styles/Switch.css";
import { Button, Group, Select, Stack, Switch, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import {
  ExchangeRate,
  type AdminCountry,
  type AdminCountryList,
  type DirectorCandidate,
} from "@tq/contract/site-admin";
import { z } from "zod";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { editCountry } from "../api.ts";

const EditValues = z.object({ exchangeRate: ExchangeRate, active: z.boolean(), directorId: z.string().nullable() });

/** A country's rate, state and director (a country director of that country, or none). */
export function CountryEditForm({
  country,
  baseCurrency,
  candidates,
  onSaved,
  onCancel,
}: {
  country: AdminCountry;
  baseCurrency: string;
  candidates: readonly DirectorCandidate[];
  onSaved: (list: AdminCountryList) => void;
  onCancel: () => void;
}) {
  const form = useForm({
    mode: "controlled",
    initialValues: {
      exchangeRate: country.exchangeRate,
      active: country.active,
      directorId: country.directorId === null ? null : String(country.directorId),
    },
    validate: schemaResolver(EditValues, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const submit = form.onSubmit(async (values) => {
    await run(async () =>
      onSaved(
        await editCountry(country.code, {
          exchangeRate: values.exchangeRate,
          active: values.active,
          directorId: values.directorId === null ? null : Number(values.directorId),
        }),
      ),
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${country.name}`}>
      <Stack gap="md">
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <TextInput
          label={`Exchange rate (${country.currency} per 1 ${baseCurrency})`}
          description="A positive number with at most 6 decimals. Every change is kept in the rate history."
          inputMode="decimal"
          required
          data-autofocus
          {...form.getInputProps("exchangeRate")}
        />
        <Select
          label="Director"
          description={
            candidates.length === 0
              ? `No country director lives in ${country.name} yet; appoint one from Users first.`
              : "A country director of this country."
          }
          placeholder="None"
          clearable
          data={candidates.map((d) => ({ value: String(d.id), label: d.name }))}
          {...form.getInputProps("directorId")}
        />
        <Switch
          label="Active"
          description="An inactive country is not offered at sign-up, and its visitors see base prices."
          {...form.getInputProps("active", { type: "checkbox" })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
