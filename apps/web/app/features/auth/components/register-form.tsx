import { Anchor, Button, Loader, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { RegisterBody } from "@tq/contract/auth";
import { PROFESSIONS } from "@tq/contract/roles";
import type { Country } from "@tq/contract/site";
import { useEffect, useRef } from "react";
import { COUNTRY_COOKIE } from "@tq/contract/ssr";
import { readCookie } from "../../../lib/cookies.ts";
import { Link } from "react-router";
import { countryOptions } from "../../../lib/countries.ts";
import { session } from "../../../lib/session.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { register } from "../api.ts";
import { useEmailExists } from "../hooks/use-email-exists.ts";
import { NOT_SIGNED_IN } from "./login-form.tsx";
import { PasswordField } from "../../../lib/ui/password-field.tsx";

/** The spec's registration payload (spec §3), validated with the contract's schema. */
export function RegisterForm({
  countries,
  defaultCountry,
  onRegistered,
}: {
  countries: readonly Country[];
  defaultCountry: string | null;
  onRegistered: () => void;
}) {
  const options = countryOptions(countries);
  const form = useForm({
    mode: "controlled",
    initialValues: {
      firstname: "",
      lastname: "",
      email: "",
      profession: "",
      password: "",
      country: defaultCountry && options.some((o) => o.value === defaultCountry) ? defaultCountry : "",
    },
    validate: schemaResolver(RegisterBody, { sync: true }),
  });
  const { message, setMessage, busy, run } = useFormSubmit(form);
  const email = useEmailExists(form.values.email);

  // The country chosen for prices on the home page is the likely answer; read after hydration.
  // Only once, when the countries are known: a later choice of the user is never overwritten.
  const prefilled = useRef(false);
  const { setFieldValue } = form;
  const hasCountry = form.values.country !== "";
  useEffect(() => {
    if (prefilled.current || options.length === 0) return;
    prefilled.current = true;
    if (hasCountry) return;
    const fromCookie = readCookie(document.cookie, COUNTRY_COOKIE)?.toUpperCase();
    if (fromCookie && options.some((o) => o.value === fromCookie)) setFieldValue("country", fromCookie);
  }, [options, hasCountry, setFieldValue]);
  const taken = email.exists ? "This email is already registered. Log in instead, or reset your password." : null;

  const submit = form.onSubmit(async (values) => {
    if (email.exists) return;
    await run(async () => {
      const answer = await register(RegisterBody.parse(values));
      if (await session().acceptAuthAnswer(answer)) onRegistered();
      else setMessage(NOT_SIGNED_IN);
    });
  });

  const emailProps = form.getInputProps("email");
  return (
    <form onSubmit={submit} noValidate aria-label="Sign up" data-testid="register-form">
      <Stack gap="md">
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps("firstname")} />
          <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps("lastname")} />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...emailProps}
          error={emailProps.error ?? taken}
          rightSection={email.checking ? <Loader size={16} aria-label="Checking the address" /> : null}
        />
        {taken ? (
          <Text size="sm">
            <Anchor component={Link} to="/login/one">
              Log in
            </Anchor>{" "}
            ·{" "}
            <Anchor component={Link} to="/forgotpassword">
              Reset my password
            </Anchor>
          </Text>
        ) : null}
        <Select
          label="I am a"
          description="Teachers and tutors can apply to teach; guardians and parents follow their children."
          placeholder="Choose…"
          required
          allowDeselect={false}
          data={[...PROFESSIONS]}
          {...form.getInputProps("profession")}
        />
        <PasswordField
          label="Password"
          description="8 to 128 characters. A long phrase is easiest to remember."
          autoComplete="new-password"
          required
          {...form.getInputProps("password")}
        />
        <Select
          label="Country"
          placeholder="Choose your country…"
          required
          searchable
          allowDeselect={false}
          nothingFoundMessage="No country by that name"
          data={options}
          {...form.getInputProps("country")}
        />
        <Text size="xs" c="dimmed">
          By creating an account you accept the{" "}
          <Anchor component={Link} to="/termsofservice" size="xs">
            terms of service
          </Anchor>{" "}
          and the{" "}
          <Anchor component={Link} to="/privacypolicy" size="xs">
            privacy policy
          </Anchor>
          .
        </Text>
        <Button type="submit" loading={busy} fullWidth size="md">
          Create my account
        </Button>
      </Stack>
    </form>
  );
}
