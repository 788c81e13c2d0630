import { Button, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { EmailBody } from "@tq/contract/auth";
import { useState } from "react";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { requestRecovery } from "../api.ts";

/** Asks for a reset link; the answer is the same whether or not the address is registered. */
export function ForgotPasswordForm() {
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "" },
    validate: schemaResolver(EmailBody, { sync: true }),
  });
  const [sent, setSent] = useState<string | null>(null);
  const { message, busy, run } = useFormSubmit(form);

  const submit = form.onSubmit((values) =>
    run(async () => {
      const answer = await requestRecovery(EmailBody.parse(values).email);
      setSent(answer.message);
    }),
  );

  if (sent) return <FormAlert kind="success">{sent}</FormAlert>;
  return (
    <form onSubmit={submit} noValidate aria-label="Reset my password" data-testid="forgot-password-form">
      <Stack gap="md">
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.getInputProps("email")}
        />
        <Button type="submit" loading={busy} fullWidth size="md">
          Send me a reset link
        </Button>
      </Stack>
    </form>
  );
}
