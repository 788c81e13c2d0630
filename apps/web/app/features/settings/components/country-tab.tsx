import { Button, Group, Select, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Country } from "@tq/contract/site";
import { CountryContactBody, type CountrySettings } from "@tq/contract/site-admin";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { countryOptions } from "../../../lib/countries.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { contactDetailsQuery } from "../../../lib/site-api.ts";
import { countrySettingsQuery, saveCountryContact, settingsKeys } from "../api.ts";
import { LocalPrices } from "./local-prices.tsx";

/**
 * generalsettings › Country: contact details (what contactus shows) and local prices. A country
 * director has their own country only; the world director picks any.
 */
export function CountryTab({
  countries,
  homeCountry,
  canPickCountry,
}: {
  countries: readonly Country[];
  homeCountry: string;
  canPickCountry: boolean;
}) {
  const [code, setCode] = useState(homeCountry);
  const query = useQuery(countrySettingsQuery(code));
  return (
    <Stack gap="lg">
      {canPickCountry ? (
        <Select
          label="Country"
          description="Edit the contact details and local prices of any country."
          data={countryOptions(countries)}
          value={code}
          onChange={(v) => v && setCode(v)}
          allowDeselect={false}
          searchable
          maw={360}
        />
      ) : null}
      {query.isPending ? (
        <ContentSkeleton lines={6} label="Loading the country's settings…" />
      ) : query.isError ? (
        <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ContactForm key={query.data.country} settings={query.data} />
          <LocalPrices settings={query.data} />
        </>
      )}
    </Stack>
  );
}

function ContactForm({ settings }: { settings: CountrySettings }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useForm({
    mode: "controlled",
    initialValues: {
      contactEmail: settings.contactEmail,
      contactPhone: settings.contactPhone,
      contactAddress: settings.contactAddress,
    },
    validate: schemaResolver(CountryContactBody, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const submit = form.onSubmit(async (values) => {
    setSaved(false);
    await run(async () => {
      const next = await saveCountryContact(settings.country, values);
      queryClient.setQueryData(settingsKeys.country(settings.country), next);
      form.resetDirty(values);
      // contactus reads the public contact details.
      await queryClient.invalidateQueries({ queryKey: contactDetailsQuery().queryKey });
      setSaved(true);
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Contact details for ${settings.name}`}>
      <Stack gap="md" maw={640}>
        <Title order={2} size="h3">
          Contact details — {settings.name}
        </Title>
        <Text size="sm" c="dimmed">
          Shown on the Contact page to visitors from {settings.name}. Leave the email empty to hide the country there.
        </Text>
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        {saved ? <FormAlert kind="success">Contact details saved.</FormAlert> : null}
        <TextInput label="Email" type="email" {...form.getInputProps("contactEmail")} />
        <TextInput label="Phone" type="tel" {...form.getInputProps("contactPhone")} />
        <Textarea label="Address" autosize minRows={2} {...form.getInputProps("contactAddress")} />
        <Group>
          <Button type="submit" loading={busy} disabled={!form.isDirty()}>
            Save contact details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
