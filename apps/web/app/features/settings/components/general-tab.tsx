import "@mantine/core/styles/Switch.css";
import { Alert, Button, Group, Select, Stack, Switch, TextInput, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { IconInfoCircle } from "@tabler/icons-react";
import { SiteSettingsBody, type SiteSettingsAnswer } from "@tq/contract/site-admin";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { persistentDataQuery } from "../../../lib/site-api.ts";
import { saveSiteSettings, settingsKeys, siteSettingsQuery } from "../api.ts";

/** generalsettings › Site: title (the menu's), support email, registration, base currency, banner. */
export function GeneralTab() {
  const query = useQuery(siteSettingsQuery());
  if (query.isPending) return <ContentSkeleton lines={6} label="Loading the settings…" />;
  if (query.isError) return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return <GeneralForm answer={query.data} />;
}

function GeneralForm({ answer }: { answer: SiteSettingsAnswer }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useForm({
    mode: "controlled",
    initialValues: answer.settings,
    validate: schemaResolver(SiteSettingsBody, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const submit = form.onSubmit(async (values) => {
    setSaved(false);
    await run(async () => {
      const next = await saveSiteSettings(values);
      queryClient.setQueryData(settingsKeys.site, next);
      form.resetDirty(next.settings);
      // The menu title, the banner and the login page's registration link read the public settings.
      await queryClient.invalidateQueries({ queryKey: persistentDataQuery().queryKey });
      setSaved(true);
    });
  });
  const baseChanged = form.values.baseCurrency !== answer.settings.baseCurrency;
  return (
    <form onSubmit={submit} noValidate aria-label="Site settings">
      <Stack gap="md" maw={640}>
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        {saved ? <FormAlert kind="success">Settings saved. Visitors see them now.</FormAlert> : null}
        <TextInput
          label="Site title"
          description="Shown at the top of the menu, in the browser tab and in the footer."
          required
          {...form.getInputProps("siteTitle")}
        />
        <TextInput
          label="Support email"
          description="Shown on the contact page and in emails."
          type="email"
          required
          {...form.getInputProps("supportEmail")}
        />
        <Switch
          label="Registration open"
          description="When off, visitors cannot create accounts (existing members still sign in)."
          {...form.getInputProps("registrationOpen", { type: "checkbox" })}
        />
        <Select
          label="Base currency"
          description="Course base prices are stored in this currency; each country's exchange rate converts from it."
          data={answer.currencies}
          allowDeselect={false}
          searchable
          {...form.getInputProps("baseCurrency")}
        />
        {baseChanged ? (
          <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} title="Prices are stored in the base currency">
            Changing it does not convert any amount: a course priced 49.00 stays 49.00, now read as{" "}
            {form.values.baseCurrency}. Check the course prices and every country&apos;s exchange rate after saving.
          </Alert>
        ) : null}
        <Textarea
          label="Maintenance banner"
          description="Shown at the top of every page while it is not empty."
          autosize
          minRows={2}
          maxLength={300}
          {...form.getInputProps("maintenanceBanner")}
        />
        <Group>
          <Button type="submit" loading={busy} disabled={!form.isDirty()}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
