import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { IconMailForward, IconTrash, IconX } from "@tabler/icons-react";
import { InviteAssistant, type CourseAssistants } from "@tq/contract/classrooms";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { cancelInvitation, inviteAssistant, removeAssistant } from "../api.ts";

/**
 * One course's teaching assistants and waiting invitations, with the invite form. Every change
 * refetches the course-assistant queries (coursetas and teachingassistant share them).
 */
export function AssistantsPanel({ data }: { data: Pick<CourseAssistants, "course" | "assistants" | "invitations"> }) {
  const { course, assistants, invitations } = data;
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["course-assistants"] });
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "" },
    validate: schemaResolver(InviteAssistant, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const [done, setDone] = useState<string | null>(null);
  const [rowError, setRowError] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    setDone(null);
    await run(async () => {
      const answer = await inviteAssistant(course.id, values.email);
      form.reset();
      setDone(answer.message);
      await refresh();
    });
  });
  async function act(action: () => Promise<unknown>) {
    setRowError(null);
    try {
      await action();
      await refresh();
    } catch (e) {
      setRowError(errorMessage(e));
    }
  }

  return (
    <Stack gap="sm">
      {rowError ? <FormAlert kind="error">{rowError}</FormAlert> : null}
      {assistants.length === 0 ? (
        <Text c="dimmed" size="sm">
          No teaching assistants yet.
        </Text>
      ) : (
        <Stack gap={4} data-testid={`assistants-${course.id}`}>
          {assistants.map((a) => (
            <Group key={a.userId} justify="space-between" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={500}>{a.name}</Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {a.email}
                </Text>
              </div>
              <Tooltip label={`Remove ${a.name}`}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${a.name}`}
                  onClick={() => void act(() => removeAssistant(course.id, a.userId))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
        </Stack>
      )}
      {invitations.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Invitations waiting
          </Text>
          {invitations.map((i) => (
            <Group key={i.id} justify="space-between" wrap="nowrap">
              <Text size="sm" truncate="end">
                {i.email}
              </Text>
              <Tooltip label={`Cancel the invitation to ${i.email}`}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Cancel the invitation to ${i.email}`}
                  onClick={() => void act(() => cancelInvitation(course.id, i.id))}
                >
                  <IconX size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
        </Stack>
      ) : null}
      <form onSubmit={submit} noValidate aria-label={`Invite an assistant to ${course.title}`}>
        <Stack gap="xs">
          {done ? <FormAlert kind="success">{done}</FormAlert> : null}
          {message ? <FormAlert kind="error">{message}</FormAlert> : null}
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Email"
              required
              type="email"
              placeholder="assistant@example.com"
              style={{ flex: "1 1 220px" }}
              {...form.getInputProps("email")}
            />
            <Button type="submit" loading={busy} leftSection={<IconMailForward size={18} aria-hidden />}>
              Add or invite
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
