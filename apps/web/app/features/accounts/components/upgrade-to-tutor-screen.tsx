import { formatDay } from "@tq/contract/dates";
import { Button, Card, Group, Stack, TagsInput, Text, Textarea, Title } from "@mantine/core";
import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/PillsInput.css";
import { schemaResolver, useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { TutorApplicationBody, type TutorApplication } from "@tq/contract/accounts";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { applyToTutor, myApplicationsQuery } from "../api.ts";
import { ApplicationStatus } from "./application-status.tsx";

/** upgradetotutor: the pre-teacher's application form, or the state of the one waiting. */
export function UpgradeToTutorScreen() {
  const mine = useQuery(myApplicationsQuery());
  if (mine.isPending) return <ContentSkeleton lines={6} label="Loading your applications…" />;
  if (mine.isError) return <LoadError message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />;
  const waiting = mine.data.find((a) => a.status === "pending");
  return (
    <Stack gap="xl">
      {waiting ? (
        <FormAlert kind="success">
          Your application is waiting for a director’s decision. You will get an email when it is decided.
        </FormAlert>
      ) : (
        <ApplicationForm />
      )}
      {mine.data.length > 0 ? (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Your applications
          </Title>
          {mine.data.map((a) => (
            <SentApplication key={a.id} application={a} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function SentApplication({ application: a }: { application: TutorApplication }) {
  return (
    <Card withBorder padding="md" data-testid="my-application">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">
          Sent {formatDay(a.createdAt)} · {a.subjects.join(", ")}
        </Text>
        <ApplicationStatus status={a.status} />
      </Group>
      {a.decisionNote ? (
        <Text size="sm" mt="xs">
          The director’s note: {a.decisionNote}
        </Text>
      ) : null}
    </Card>
  );
}

function ApplicationForm() {
  const queryClient = useQueryClient();
  const form = useForm({
    mode: "controlled",
    initialValues: { bio: "", qualifications: "", subjects: [] as string[] },
    validate: schemaResolver(TutorApplicationBody, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const submit = form.onSubmit(async (values) => {
    await run(async () => {
      await applyToTutor(values);
      await queryClient.invalidateQueries({ queryKey: myApplicationsQuery().queryKey });
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Apply to become a tutor">
      <Stack gap="md" maw={640}>
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <Textarea
          label="About you"
          description="Your teaching experience: where, what, for how long."
          required
          autosize
          minRows={4}
          {...form.getInputProps("bio")}
        />
        <Textarea
          label="Qualifications"
          description="Degrees, teaching certificates, examiner roles…"
          required
          autosize
          minRows={2}
          {...form.getInputProps("qualifications")}
        />
        <TagsInput
          label="Subjects you would teach"
          description="Press Enter after each subject."
          required
          maxTags={20}
          {...form.getInputProps("subjects")}
        />
        <Button type="submit" loading={busy} w={{ base: "100%", xs: "auto" }}>
          Send my application
        </Button>
      </Stack>
    </form>
  );
}
