import { Button, NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { NewClassSession } from "@tq/contract/classrooms";
import { useState } from "react";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";

interface Values {
  title: string;
  startsAt: string;
  durationMinutes: number | string;
  link: string;
  location: string;
}

const EMPTY: Values = { title: "", startsAt: "", durationMinutes: 60, link: "", location: "" };

/** The form's local date-time ("2026-03-03T14:00") as the instant the server stores. */
function toBody(values: Values) {
  const start = values.startsAt ? new Date(values.startsAt) : null;
  return NewClassSession.safeParse({
    title: values.title,
    startsAt: start && !Number.isNaN(start.getTime()) ? start.toISOString() : "",
    durationMinutes: typeof values.durationMinutes === "number" ? values.durationMinutes : Number.NaN,
    link: values.link.trim() || undefined,
    location: values.location.trim() || undefined,
  });
}

/** Scheduling a live session: when, how long, and where (a link, a room, or both). */
export function SessionForm({ onSchedule }: { onSchedule: (body: NewClassSession) => Promise<void> }) {
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: EMPTY,
    validate: (values) => {
      const parsed = toBody(values);
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "title"), i.message]));
    },
  });
  const { message, busy, run } = useFormSubmit(form);
  const [done, setDone] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    setDone(null);
    const parsed = toBody(values);
    if (!parsed.success) return;
    await run(async () => {
      await onSchedule(parsed.data);
      form.setValues(EMPTY);
      setDone("Scheduled and emailed to the class.");
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Schedule a session" data-testid="session-form">
      <Stack gap="sm">
        {done ? <FormAlert kind="success">{done}</FormAlert> : null}
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <TextInput label="Title" required placeholder="Revision: Newton's laws" {...form.getInputProps("title")} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Starts" type="datetime-local" required {...form.getInputProps("startsAt")} />
          <NumberInput
            label="Duration (minutes)"
            min={5}
            max={600}
            step={15}
            required
            {...form.getInputProps("durationMinutes")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Link" placeholder="https://…" {...form.getInputProps("link")} />
          <TextInput label="Place" placeholder="Room 12" {...form.getInputProps("location")} />
        </SimpleGrid>
        <Button type="submit" loading={busy} w={{ base: "100%", xs: "auto" }}>
          Schedule session
        </Button>
      </Stack>
    </form>
  );
}
