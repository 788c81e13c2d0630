import { formatDay } from "@tq/contract/dates";
import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { modals } from "@mantine/modals";
import { IconInfoCircle } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { InviteGuardianBody } from "@tq/contract/guardians";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { cancelInvitation, endGuardianship, inviteGuardian, myGuardiansQuery, resendInvitation } from "../api.ts";

const date = (iso: string) => formatDay(iso);

/**
 * userprofile/three: a student's guardians and open invitations. While a guardian acts as the
 * student the list is shown read-only (the server refuses changes too).
 */
export function GuardiansTab({ isStudent, acting }: { isStudent: boolean; acting: boolean }) {
  if (!isStudent) {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="guardians-students-only">
        Guardians follow students. Your account is not a student account, so there is nothing to manage here.
      </Alert>
    );
  }
  return <StudentGuardians acting={acting} />;
}

function StudentGuardians({ acting }: { acting: boolean }) {
  const query = useQuery(myGuardiansQuery());
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: myGuardiansQuery().queryKey });

  const attempt = (work: () => Promise<unknown>, success: string) => {
    setNotice(null);
    work().then(
      () => {
        setNotice({ kind: "success", text: success });
        void refresh();
      },
      (error: unknown) => setNotice({ kind: "error", text: errorMessage(error) }),
    );
  };

  if (query.isPending) return <ContentSkeleton lines={4} label="Loading your guardians…" />;
  if (query.isError) return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const { guardians, invitations } = query.data;

  return (
    <Stack gap="lg" maw={640} data-testid="guardians-tab">
      {acting ? (
        <Alert color="gray" icon={<IconInfoCircle aria-hidden />}>
          Guardians can be invited or removed only by the student, not while acting for them.
        </Alert>
      ) : (
        <InviteForm onSent={(text) => (setNotice({ kind: "success", text }), void refresh())} />
      )}
      {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}

      <section aria-labelledby="my-guardians">
        <Title order={2} fz="lg" mb="xs" id="my-guardians">
          My guardians
        </Title>
        {guardians.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nobody follows your progress yet.
          </Text>
        ) : (
          <Stack gap="xs">
            {guardians.map((g) => (
              <Card key={g.linkId} withBorder padding="sm" radius="md">
                <Group justify="space-between" gap="xs">
                  <div>
                    <Text fw={500}>
                      {g.person.firstname} {g.person.lastname}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {g.person.email} · since {date(g.since)}
                    </Text>
                  </div>
                  {acting ? null : (
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      onClick={() =>
                        modals.openConfirmModal({
                          title: `Remove ${g.person.firstname} ${g.person.lastname} as your guardian?`,
                          children: <Text size="sm">They will no longer see your progress or act for you.</Text>,
                          labels: { confirm: "Remove", cancel: "Keep" },
                          confirmProps: { color: "red" },
                          onConfirm: () =>
                            attempt(
                              () => endGuardianship(g.linkId),
                              `${g.person.firstname} is no longer your guardian.`,
                            ),
                        })
                      }
                    >
                      Remove
                    </Button>
                  )}
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </section>

      <section aria-labelledby="my-invitations">
        <Title order={2} fz="lg" mb="xs" id="my-invitations">
          Invitations waiting
        </Title>
        {invitations.length === 0 ? (
          <Text size="sm" c="dimmed">
            No invitations waiting.
          </Text>
        ) : (
          <Stack gap="xs">
            {invitations.map((i) => (
              <Card key={i.id} withBorder padding="sm" radius="md" data-testid="pending-invitation">
                <Group justify="space-between" gap="xs">
                  <div>
                    <Text fw={500} style={{ overflowWrap: "anywhere" }}>
                      {i.email}
                    </Text>
                    <Group gap={6}>
                      <Text size="sm" c="dimmed">
                        sent {date(i.sentAt)}
                      </Text>
                      {i.expired ? (
                        <Badge color="orange" variant="light" size="sm">
                          expired
                        </Badge>
                      ) : (
                        <Text size="sm" c="dimmed">
                          · valid until {date(i.expiresAt)}
                        </Text>
                      )}
                    </Group>
                  </div>
                  {acting ? null : (
                    <Group gap="xs">
                      <Button
                        variant="light"
                        size="xs"
                        onClick={() => attempt(() => resendInvitation(i.id), `A new link was sent to ${i.email}.`)}
                      >
                        Resend
                      </Button>
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        onClick={() =>
                          attempt(() => cancelInvitation(i.id), `The invitation to ${i.email} is cancelled.`)
                        }
                      >
                        Cancel
                      </Button>
                    </Group>
                  )}
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}

function InviteForm({ onSent }: { onSent(message: string): void }) {
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "" },
    validate: schemaResolver(InviteGuardianBody, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const submit = form.onSubmit((values) =>
    run(async () => {
      const answer = await inviteGuardian(values);
      form.reset();
      onSent(answer.message);
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Invite a guardian">
      <Stack gap="sm">
        <Text size="sm">
          Invite a parent or guardian to follow your progress, results and subscriptions. They get an email with a link
          that works for 7 days.
        </Text>
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Guardian's email"
            type="email"
            autoComplete="email"
            required
            style={{ flex: "1 1 240px" }}
            {...form.getInputProps("email")}
          />
          <Button type="submit" loading={busy}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
