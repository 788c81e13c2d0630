import { Button, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { AuthAnswer } from "@tq/contract/auth";
import { ContactBody, type Country } from "@tq/contract/site";
import { useEffect, useState } from "react";
import { countryOptions } from "../../../lib/countries.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { sendContactMessage } from "../api.ts";

/** A message to the site's team; a signed-in user's name and email are filled in. */
export function ContactForm({ countries, user }: { countries: readonly Country[]; user: AuthAnswer | null }) {
  const form = useForm({
    mode: "controlled",
    initialValues: { name: "", email: "", country: "", subject: "", message: "" },
    validate: schemaResolver(ContactBody, { sync: true }),
  });
  const [sent, setSent] = useState<string | null>(null);
  const { message, busy, run } = useFormSubmit(form);

  // Filled after hydration: the server HTML never carries a user's details (it is cached).
  const { setValues, isDirty } = form;
  useEffect(() => {
    if (user && !isDirty())
      setValues({ name: `${user.firstname} ${user.lastname}`, email: user.email, country: user.country });
  }, [user, setValues, isDirty]);

  const submit = form.onSubmit((values) =>
    run(async () => {
      const answer = await sendContactMessage(ContactBody.parse(values));
      setSent(answer.message);
    }),
  );

  if (sent) {
    return (
      <Stack gap="md" data-testid="contact-sent">
        <FormAlert kind="success">{sent}</FormAlert>
        <Button
          variant="default"
          w={{ base: "100%", xs: "auto" }}
          onClick={() => {
            form.setFieldValue("subject", "");
            form.setFieldValue("message", "");
            setSent(null);
          }}
        >
          Send another message
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Contact us" data-testid="contact-form">
      <Stack gap="md">
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Your name" autoComplete="name" required {...form.getInputProps("name")} />
          <TextInput label="Your email" type="email" autoComplete="email" required {...form.getInputProps("email")} />
        </SimpleGrid>
        <Select
          label="Country"
          description="Your message goes to the team for this country."
          placeholder="Choose your country…"
          required
          searchable
          allowDeselect={false}
          nothingFoundMessage="No country by that name"
          data={countryOptions(countries)}
          {...form.getInputProps("country")}
        />
        <TextInput label="Subject" required maxLength={150} {...form.getInputProps("subject")} />
        <Textarea
          label="Message"
          required
          autosize
          minRows={5}
          maxRows={14}
          maxLength={5000}
          {...form.getInputProps("message")}
        />
        <Button type="submit" loading={busy} w={{ base: "100%", xs: "auto" }}>
          Send message
        </Button>
      </Stack>
    </form>
  );
}
