import { Anchor, Button, Group, Stack, TextInput } from "@mantine/core";
import type { LoginBody } from "@tq/contract/auth";
import type { ZodType } from "zod";
import { Link } from "react-router";
import { session } from "../../../lib/session.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { useLightForm } from "../../../lib/use-light-form.ts";
import { login } from "../api.ts";
import { PasswordField } from "../../../lib/ui/password-field.tsx";

export const NOT_SIGNED_IN = "The server did not sign you in. Please try again.";

/** The contract's check, loaded as the user starts on the form (a phone's first page, ADR 0100). */
const loadLoginBody = (): Promise<ZodType<LoginBody>> => import("@tq/contract/auth").then((m) => m.LoginBody);

/** Email + password; success installs the session and hands control back to the screen. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useLightForm({ email: "", password: "" }, loadLoginBody);
  const { message, setMessage, busy, run } = useFormSubmit(form);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const body = await form.validated();
      if (!body) return;
      const answer = await login(body);
      // Spec §5: only an answer with a firstname counts as a login.
      if (await session().acceptAuthAnswer(answer)) onSignedIn();
      else setMessage(NOT_SIGNED_IN);
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Log in" data-testid="login-form" {...form.formProps}>
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
