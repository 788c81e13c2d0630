import { Button, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { AuthAnswer } from "@tq/contract/auth";
import { PROFESSIONS } from "@tq/contract/roles";
import type { Country } from "@tq/contract/site";
import { UpdateUserBody } from "@tq/contract/users";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { countryOptions } from "../../../lib/countries.ts";
import { session } from "../../../lib/session.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { updateUser, userInfoQuery } from "../api.ts";
import { PasswordField } from "../../../lib/ui/password-field.tsx";

/** The user's own details; the current password is asked for only when the email changes. */
export function ProfileDetailsForm({ user, countries }: { user: AuthAnswer; countries: readonly Country[] }) {
  const queryClient = useQueryClient();
  const options = countryOptions(countries);
  // Keep the stored country selectable even if it was deactivated since.
  if (user.country && !options.some((o) => o.value === user.country))
    options.push({ value: user.country, label: user.country });
  const professions: string[] = [...PROFESSIONS];
  const form = useForm({
    mode: "controlled",
    initialValues: {
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      profession: professions.includes(user.profession) ? user.profession : "",
      country: user.country,
      currentPassword: "",
    },
    validate: schemaResolver(UpdateUserBody, { sync: true }),
  });
  const [done, setDone] = useState<string | null>(null);
  const { message, setMessage, busy, run } = useFormSubmit(form);
  const emailChanged = form.values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const actingAsWard = user.originalId !== 0;

  const submit = form.onSubmit(async (values) => {
    setDone(null);
    if (emailChanged && values.currentPassword === "") {
      setMessage(null);
      form.setFieldError("currentPassword", "Enter your current password to change your email.");
      return;
    }
    await run(async () => {
      const body = UpdateUserBody.parse({
        ...values,
        currentPassword: emailChanged ? values.currentPassword : undefined,
      });
      const answer = await updateUser(body);
      await session().updateUser(answer.user);
      await queryClient.invalidateQueries({ queryKey: userInfoQuery(user.id).queryKey });
      form.setFieldValue("currentPassword", "");
      form.resetDirty();
      setDone(answer.message);
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="My details" data-testid="profile-details-form">
      <Stack gap="md" maw={640}>
        {done ? <FormAlert kind="success">{done}</FormAlert> : null}
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps("firstname")} />
          <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps("lastname")} />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          disabled={actingAsWard}
          description={actingAsWard ? "The email cannot be changed while acting as a ward." : undefined}
          {...form.getInputProps("email")}
        />
        {emailChanged ? (
          <PasswordField
            label="Current password"
            description="Needed to change your email address."
            autoComplete="current-password"
            required
            {...form.getInputProps("currentPassword")}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label="I am a"
            placeholder="Choose…"
            required
            allowDeselect={false}
            data={[...PROFESSIONS]}
            {...form.getInputProps("profession")}
          />
          <Select
            label="Country"
            placeholder="Choose…"
            required
            searchable
            allowDeselect={false}
            nothingFoundMessage="No country by that name"
            data={options}
            {...form.getInputProps("country")}
          />
        </SimpleGrid>
        <Button type="submit" loading={busy} w={{ base: "100%", xs: "auto" }}>
          Save my details
        </Button>
      </Stack>
    </form>
  );
}
