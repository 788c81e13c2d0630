import "@mantine/core/styles/Rating.css";
import { Button, Card, Group, Input, Rating, Stack, Text, Textarea, Title } from "@mantine/core";
import { TestimonyStars } from "./testimony-stars.tsx";
import { schemaResolver, useForm } from "@mantine/form";
import { modals } from "@mantine/modals";
import { TESTIMONY_MAX, TestimonyBody, type MyTestimony } from "@tq/contract/testimonies";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "zod";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { editTestimony, myTestimonyQuery, submitTestimony, withdrawTestimony } from "../api.ts";
import { TestimonyStatusBadge } from "./testimony-status.tsx";

const STATUS_HELP: Record<MyTestimony["status"], string> = {
  pending:
    "The site's team reads every testimony before it appears on the home page. You can change or withdraw it until then.",
  approved: "Your testimony is on the home page, with your first name, the initial of your last name and your country.",
  rejected: "The team decided not to publish your testimony.",
  unpublished: "Your testimony was taken off the home page.",
};

/** The form: new testimony, or changes to a pending one. */
function TestimonyForm({ current, onDone }: { current: MyTestimony | null; onDone: (text: string) => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    mode: "controlled",
    initialValues: { text: current?.text ?? "", rating: current?.rating ?? 0 },
    // The stars' 0 means "no rating": only the text is checked here, the server checks both.
    validate: schemaResolver(z.object({ text: TestimonyBody.shape.text, rating: z.number() }), { sync: true }),
    transformValues: (v) => ({ text: v.text, rating: v.rating === 0 ? null : v.rating }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const submit = form.onSubmit(async (values) => {
    await run(async () => {
      const body = TestimonyBody.parse(values);
      const saved = current ? await editTestimony(body) : await submitTestimony(body);
      queryClient.setQueryData(myTestimonyQuery().queryKey, { testimony: saved });
      onDone(current ? "Your changes are saved." : "Thank you! Your testimony will appear once the team has read it.");
    });
  });
  const left = TESTIMONY_MAX - form.values.text.length;

  return (
    <form onSubmit={submit} noValidate aria-label="My testimony">
      <Stack gap="sm">
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <Textarea
          label="Your testimony"
          description={`Plain text; up to ${TESTIMONY_MAX} characters (${left} left).`}
          placeholder="What did the courses, tutorials or teachers do for you?"
          autosize
          minRows={3}
          maxRows={10}
          required
          {...form.getInputProps("text")}
        />
        <Input.Wrapper label="Rating (optional)" error={form.errors.rating}>
          <Group gap="xs" mt={4}>
            <Rating
              value={form.values.rating}
              onChange={(v) => form.setFieldValue("rating", v)}
              aria-label="Rating out of 5"
            />
            {form.values.rating > 0 ? (
              <Button variant="subtle" size="compact-xs" onClick={() => form.setFieldValue("rating", 0)}>
                No rating
              </Button>
            ) : null}
          </Group>
        </Input.Wrapper>
        <Group>
          <Button type="submit" loading={busy} w={{ base: "100%", xs: "auto" }}>
            {current ? "Save changes" : "Send my testimony"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * My profile's testimony card: write one testimony, change or withdraw it while it waits for
 * the world director, then see whether it is published.
 */
export function TestimonyCard({ acting }: { acting: boolean }) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...myTestimonyQuery(), enabled: !acting });
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);

  function withdraw() {
    modals.openConfirmModal({
      title: "Withdraw your testimony?",
      children: <Text size="sm">The team will not see it. You can write a new one afterwards.</Text>,
      labels: { confirm: "Withdraw", cancel: "Keep it" },
      confirmProps: { color: "red" },
      onConfirm: () => {
        setNotice(null);
        withdrawTestimony().then(
          () => {
            queryClient.setQueryData(myTestimonyQuery().queryKey, { testimony: null });
            setNotice({ kind: "success", text: "Your testimony was withdrawn." });
          },
          (error: unknown) => setNotice({ kind: "error", text: errorMessage(error) }),
        );
      },
    });
  }

  let body;
  if (acting) {
    body = <Text c="dimmed">A testimony is written by the account holder themselves, not while acting for them.</Text>;
  } else if (query.isPending) {
    body = <ContentSkeleton lines={3} label="Loading your testimony…" />;
  } else if (query.isError) {
    body = <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  } else {
    const current = query.data.testimony;
    const done = (text: string) => {
      setEditing(false);
      setNotice({ kind: "success", text });
    };
    if (!current || editing) {
      body = (
        <Stack gap="sm">
          {!current ? (
            <Text size="sm" c="dimmed">
              Tell future students and parents what learning here is like. One testimony per person; the team reads it
              before it appears on the home page.
            </Text>
          ) : null}
          <TestimonyForm current={current} onDone={done} />
          {editing ? (
            <Group>
              <Button variant="default" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Group>
          ) : null}
        </Stack>
      );
    } else {
      body = (
        <Stack gap="sm">
          <Group gap="sm">
            <TestimonyStatusBadge status={current.status} />
            {current.rating ? <TestimonyStars rating={current.rating} /> : null}
          </Group>
          <Text style={{ whiteSpace: "pre-wrap" }} data-testid="my-testimony-text">
            {current.text}
          </Text>
          <Text size="sm" c="dimmed">
            {STATUS_HELP[current.status]}
          </Text>
          {current.status === "pending" ? (
            <Group gap="sm">
              <Button variant="light" onClick={() => (setNotice(null), setEditing(true))}>
                Change
              </Button>
              <Button variant="subtle" color="red" onClick={withdraw}>
                Withdraw
              </Button>
            </Group>
          ) : null}
        </Stack>
      );
    }
  }

  return (
    <Card withBorder padding="lg" radius="md" maw={640} component="section" aria-labelledby="testimony-title">
      <Stack gap="sm">
        <Title id="testimony-title" order={2} fz="lg">
          My testimony
        </Title>
        {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}
        {body}
      </Stack>
    </Card>
  );
}
