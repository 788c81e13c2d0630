import { Button, SegmentedControl, Select, Stack, TextInput, Input } from "@mantine/core";
import "@mantine/core/styles/SegmentedControl.css";
import { schemaResolver, useForm } from "@mantine/form";
import { AddTeacherBody } from "@tq/contract/accounts";
import type { Country } from "@tq/contract/site";
import { useState } from "react";
import { countryOptions } from "../../../lib/countries.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { addTeacher } from "../api.ts";

/** addteacherbackend (world director): a new teacher or TA account, or an existing user promoted. */
export function AddTeacherForm({ countries }: { countries: readonly Country[] }) {
  const form = useForm({
    mode: "controlled",
    initialValues: {
      firstname: "",
      lastname: "",
      email: "",
      country: "",
      role: "teacher" as "teacher" | "teachingassistant",
    },
    validate: schemaResolver(AddTeacherBody, { sync: true }),
  });
  const [done, setDone] = useState<string | null>(null);
  const { message, busy, run } = useFormSubmit(form);
  const submit = form.onSubmit(async (values) => {
    setDone(null);
    await run(async () => {
      const { user, outcome } = await addTeacher(values);
      const what = user.role === "teacher" ? "a teacher" : "a teaching assistant";
      setDone(
        outcome === "created"
          ? `${user.firstname} ${user.lastname} now has an account as ${what}. An email with a link to choose a password was sent to ${user.email}.`
          : `${user.firstname} ${user.lastname} already had an account; they are now ${what}.`,
      );
      form.reset();
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Add a teacher">
      <Stack gap="md" maw={520}>
        {done ? <FormAlert kind="success">{done}</FormAlert> : null}
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <Input.Wrapper label="Role" required>
          <SegmentedControl
            fullWidth
            data={[
              { value: "teacher", label: "Teacher" },
              { value: "teachingassistant", label: "Teaching assistant" },
            ]}
            {...form.getInputProps("role")}
          />
        </Input.Wrapper>
        <TextInput
          label="Email"
          description="If someone already uses this email, their account is promoted instead."
          type="email"
          required
          {...form.getInputProps("email")}
        />
        <TextInput label="First name" required {...form.getInputProps("firstname")} />
        <TextInput label="Last name" required {...form.getInputProps("lastname")} />
        <Select
          label="Country"
          required
          searchable
          data={countryOptions(countries)}
          {...form.getInputProps("country")}
        />
        <Button type="submit" loading={busy} w={{ base: "100%", xs: "auto" }}>
          Add
        </Button>
      </Stack>
    </form>
  );
}
