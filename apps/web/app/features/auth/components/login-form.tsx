import { Anchor, Button, Group, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { LoginBody } from "@tq/contract/auth";
import { Link } from "react-router";
import { session } from "../../../lib/session.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { login } from "../api.ts";
import { PasswordField } from "../../../lib/ui/password-field.tsx";

export const NOT_SIGNED_IN = "The server did not sign you in. Please try again.";

/** Email + password; success installs the session and hands control back to the screen. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: schemaResolver(LoginBody, { sync: true }),
  });
  const { message, setMessage, busy, run } = useFormSubmit(form);

  const submit = form.onSubmit((values) =>
    run(async () => {
      const answer = await login(LoginBody.parse(values));
      // Spec §5: only an answer with a firstname counts as a login.
      if (await session().acceptAuthAnswer(answer)) onSignedIn();
      else setMessage(NOT_SIGNED_IN);
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Log in" data-testid="login-form">
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
        <PasswordField label="Password" autoComplete="current-password" required {...form.getInputProps("password")} />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgotpassword" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={busy} fullWidth size="md">
          Log in
        </Button>
      </Stack>
    </form>
  );
}
