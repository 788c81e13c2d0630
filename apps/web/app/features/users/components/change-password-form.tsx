import { Button, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ResetLoginPasswordBody } from "@tq/contract/users";
import { useState } from "react";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { resetLoginPassword } from "../api.ts";
import { PasswordField } from "../../../lib/ui/password-field.tsx";

/** Changes the password; the server signs out every other session of the account. */
export function ChangePasswordForm() {
  const form = useForm({
    mode: "controlled",
    initialValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    validate: schemaResolver(ResetLoginPasswordBody, { sync: true }),
  });
  const [done, setDone] = useState<string | null>(null);
  const { message, busy, run } = useFormSubmit(form);

  const submit = form.onSubmit(async (values) => {
    setDone(null);
    await run(async () => {
      const answer = await resetLoginPassword(values);
      // The server's message already says how many other sessions were signed out: say it once.
      setDone(answer.message);
      form.reset();
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Change my password" data-testid="change-password-form">
      <Stack gap="md" maw={480}>
        {done ? <FormAlert kind="success">{done}</FormAlert> : null}
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps("currentPassword")}
        />
        <PasswordField
          label="New password"
          description="8 to 128 characters. Other devices will be signed out."
          autoComplete="new-password"
          required
          {...form.getInputProps("newPassword")}
        />
        <PasswordField
          label="Repeat the new password"
          autoComplete="new-password"
          required
          {...form.getInputProps("confirmPassword")}
        />
        <Button type="submit" loading={busy} w={{ base: "100%", xs: "auto" }}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
