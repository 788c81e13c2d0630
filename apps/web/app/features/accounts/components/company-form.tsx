import { Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { COMPANY_KINDS, CompanyBody, type CompanyDetail } from "@tq/contract/accounts";
import type { Country } from "@tq/contract/site";
import { countryOptions } from "../../../lib/countries.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { createCompany, editCompany } from "../api.ts";

export const KIND_LABELS: Record<(typeof COMPANY_KINDS)[number], string> = {
  school: "School",
  employer: "Employer",
  other: "Other organisation",
};

/** Creates an organisation, or edits `company` when given. */
export function CompanyForm({
  company,
  countries,
  defaultCountry,
  onSaved,
  onCancel,
}: {
  company?: CompanyDetail;
  countries: readonly Country[];
  defaultCountry: string;
  onSaved: (c: CompanyDetail) => void;
  onCancel: () => void;
}) {
  const form = useForm({
    mode: "controlled",
    initialValues: {
      name: company?.name ?? "",
      kind: company?.kind ?? "school",
      country: company?.country ?? defaultCountry,
    },
    validate: schemaResolver(CompanyBody, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const submit = form.onSubmit(async (values) => {
    await run(async () => onSaved(company ? await editCompany(company.id, values) : await createCompany(values)));
  });
  return (
    <form onSubmit={submit} noValidate aria-label={company ? "Edit the organisation" : "New organisation"}>
      <Stack gap="md">
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <TextInput label="Name" required data-autofocus {...form.getInputProps("name")} />
        <Select
          label="Kind"
          required
          data={COMPANY_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          {...form.getInputProps("kind")}
        />
        <Select
          label="Country"
          required
          searchable
          data={countryOptions(countries)}
          {...form.getInputProps("country")}
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
