import { Anchor, Button, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { NewPassword } from "@tq/contract/fields";
import { useState } from "react";
import { Link } from "react-router";
import { z } from "zod";
import { ApiError } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { setRecoverPassword } from "../api.ts";
import { PasswordField } from "../../../lib/ui/password-field.tsx";

const NewPasswordForm = z
  .object({ password: NewPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The two passwords differ." });

/** The link's last step: a new password, typed twice. */
export function SetPasswordForm({ email, token }: { email: string; token: string }) {
  const form = useForm({
    mode: "controlled",
    initialValues: { password: "", confirm: "" },
    validate: schemaResolver(NewPasswordForm, { sync: true }),
  });
  const [state, setState] = useState<"form" | "done" | "expired">("form");
  const { message, setMessage, busy, run } = useFormSubmit(form);

  const submit = form.onSubmit((values) =>
    run(
      async () => {
        const answer = await setRecoverPassword({ email, token, password: values.password });
        setMessage(answer.message);
        setState("done");
      },
      (error) => {
        // The server names the token field when the link is expired, used or unknown.
        if (!(error instanceof ApiError && error.fields.token)) return false;
        setMessage(error.fields.token);
        setState("expired");
        return true;
      },
    ),
  );

  if (state === "done") {
    return (
      <Stack gap="md" data-testid="set-password-done">
        <FormAlert kind="success">{message ?? "Your password is set."}</FormAlert>
        <Button component={Link} to="/login/one" fullWidth size="md">
          Log in
        </Button>
      </Stack>
    );
  }
  if (state === "expired") return <ExpiredLink message={message} />;

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password" data-testid="set-password-form">
      <Stack gap="md">
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <Text size="sm">
          For <strong>{email}</strong>
        </Text>
        <PasswordField
          label="New password"
          description="8 to 128 characters."
          autoComplete="new-password"
          required
          {...form.getInputProps("password")}
        />
        <PasswordField
          label="Repeat the new password"
          autoComplete="new-password"
          required
          {...form.getInputProps("confirm")}
        />
        <Button type="submit" loading={busy} fullWidth size="md">
          Set my password
        </Button>
      </Stack>
    </form>
  );
}

/** An expired, used or malformed link: say so and offer a new one. */
export function ExpiredLink({ message }: { message: string | null }) {
  return (
    <Stack gap="md" data-testid="set-password-expired">
      <FormAlert kind="error">{message ?? "This link is not valid any more."}</FormAlert>
      <Text size="sm">
        Reset links work once and for 30 minutes.{" "}
        <Anchor component={Link} to="/forgotpassword">
          Ask for a new link
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
