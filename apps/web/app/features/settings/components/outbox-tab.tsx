import { Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconMail } from "@tabler/icons-react";
import { formatDateTime } from "@tq/contract/dates";
import { Email } from "@tq/contract/fields";
import type { OutboxEntry } from "@tq/contract/site";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { outboxQuery } from "../api.ts";
import { OutboxStateBadge } from "./outbox-state-badge.tsx";

/**
 * generalsettings → Emails (world director): what the platform mailed and whether it went
 * (ADR 0083: sent, retrying with the next try's time and the last error, failed, or kept only
 * where no SMTP server is set). Link tokens arrive masked. The address filter lives in the URL
 * (`?tab=emails&to=…`), so a reload or Back keeps it.
 */
export function OutboxTab() {
  const [search, setSearch] = useSearchParams();
  const to = search.get("to") ?? "";
  const list = useQuery(outboxQuery(to));
  const setTo = (value: string) =>
    setSearch((s) => {
      const next = new URLSearchParams(s);
      if (value) next.set("to", value);
      else next.delete("to");
      return next;
    });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        The 50 newest emails{to ? ` to ${to}` : ""}, newest first. Links in them show as [hidden].
      </Text>
      {/* Keyed by the filter: Back or a reload shows the address the list is filtered by. */}
      <RecipientFilter key={to} to={to} onFilter={setTo} />
      {list.isPending ? (
        <ContentSkeleton lines={6} label="Loading the emails…" />
      ) : list.isError ? (
        <LoadError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.emails.length === 0 ? (
        <PageState
          icon={<IconMail size={32} />}
          heading={to ? `No emails to ${to}` : "No emails yet"}
          description="Emails appear here when the platform sends them: password links, invitations, reports."
        />
      ) : (
        <Stack gap="xs" data-testid="outbox-list">
          {list.data.emails.map((m) => (
            <OutboxRow key={m.id} email={m} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function RecipientFilter({ to, onFilter }: { to: string; onFilter: (to: string) => void }) {
  const [draft, setDraft] = useState(to);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.trim() === "") return onFilter("");
    const parsed = Email.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Enter a valid email address.");
    onFilter(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Filter the emails">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Recipient"
          description="An email address; empty shows every recipient."
          type="email"
          w={{ base: "100%", xs: 320 }}
          value={draft}
          error={error}
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group gap="xs" mt={{ base: 0, xs: 46 }}>
          <Button type="submit" variant="light">
            Show
          </Button>
          {to && (
            <Button variant="subtle" onClick={() => onFilter("")}>
              Every recipient
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}

function OutboxRow({ email: m }: { email: OutboxEntry }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="outbox-email">
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {m.subject}
          </Text>
          <OutboxStateBadge state={m.state} />
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          To {m.to} · {m.kind} · made {formatDateTime(m.createdAt)}
        </Text>
        <Text size="sm">{deliveryLine(m)}</Text>
        {m.error && m.state !== "sent" && (
          <Text size="sm" c="red" style={{ overflowWrap: "anywhere" }}>
            Last error: {m.error}
          </Text>
        )}
        <details>
          <summary>
            <Text span size="sm">
              The email&apos;s text
            </Text>
          </summary>
          <Text component="pre" size="sm" mt="xs" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {m.text}
          </Text>
        </details>
      </Stack>
    </Paper>
  );
}

/** One sentence on where the email is, in the director's words. */
function deliveryLine(m: OutboxEntry): string {
  const tries = `${m.attempts} ${m.attempts === 1 ? "try" : "tries"}`;
  switch (m.state) {
    case "sent":
      return `Sent ${m.sentAt ? formatDateTime(m.sentAt) : ""}${m.attempts > 1 ? ` after ${tries}` : ""}.`;
    case "queued":
      return "Being sent now.";
    case "retrying":
      return `Not sent yet after ${tries}; next try ${m.nextAttemptAt ? formatDateTime(m.nextAttemptAt) : "soon"}.`;
    case "failed":
      return `Given up after ${tries}.`;
    case "unsent":
      return "Kept here only: no SMTP server is set (SMTP_URL).";
  }
}
