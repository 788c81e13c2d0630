import { formatDateTime } from "@tq/contract/dates";
import { Group, Pagination, Paper, SegmentedControl, Select, Stack, Text, UnstyledButton } from "@mantine/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { IconInbox } from "@tabler/icons-react";
import { CONTACT_STATUSES, type ContactStatus, type InboxMessage } from "@tq/contract/contact-inbox";
import type { Country } from "@tq/contract/site";
import { useState } from "react";
import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/SegmentedControl.css";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { inboxKeys, inboxQuery, openMessage } from "../api.ts";
import { MessageDialog } from "./message-dialog.tsx";
import { STATUS_LABELS, StatusBadge } from "./status-badge.tsx";

/**
 * contactus for directors: the inbox of the caller's country (every country, with a filter,
 * for the world director). Opening a message marks it read.
 */
export function InboxScreen({ worldDirector, countries }: { worldDirector: boolean; countries: readonly Country[] }) {
  const [status, setStatus] = useState<ContactStatus | "all">("all");
  const [country, setCountry] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<InboxMessage | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const list = useQuery({
    ...inboxQuery({
      page,
      ...(status === "all" ? {} : { status }),
      ...(country ? { country } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const opening = useMutation({
    mutationFn: (m: InboxMessage) => openMessage(m.id),
    onSuccess: (m) => {
      setOpen(m);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
    onError: (e) => setOpenError(errorMessage(e)),
  });
  const counts = list.data?.counts;
  const statusChoices = [
    { value: "all", label: "All" },
    ...CONTACT_STATUSES.map((st) => ({
      value: st,
      label: counts && counts[st] > 0 ? `${STATUS_LABELS[st]} (${counts[st]})` : STATUS_LABELS[st],
    })),
  ];
  const chooseStatus = (v: string) => {
    setStatus(v as ContactStatus | "all");
    setPage(1);
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const nameOf = (code: string) => countries.find((c) => c.code === code)?.name ?? code;

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" align="flex-end">
        {/* A phone has no room for five segments: the same choice as a select there. */}
        <SegmentedControl
          visibleFrom="sm"
          aria-label="Status"
          value={status}
          onChange={chooseStatus}
          data={statusChoices}
        />
        <Select
          hiddenFrom="sm"
          label="Status"
          w="100%"
          allowDeselect={false}
          data={statusChoices}
          value={status}
          onChange={(v) => chooseStatus(v ?? "all")}
        />
        {worldDirector && (
          <Select
            label="Country"
            placeholder="Every country"
            clearable
            searchable
            w={{ base: "100%", xs: 220 }}
            data={countries.map((c) => ({ value: c.code, label: c.name }))}
            value={country}
            onChange={(v) => {
              setCountry(v);
              setPage(1);
            }}
          />
        )}
      </Group>
      {openError && <FormAlert kind="error">{openError}</FormAlert>}
      {list.isPending ? (
        <ContentSkeleton lines={6} label="Loading the messages…" />
      ) : list.isError ? (
        <LoadError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.messages.length === 0 ? (
        <PageState
          icon={<IconInbox size={32} />}
          heading={status === "all" ? "No messages yet" : `No ${STATUS_LABELS[status].toLowerCase()} messages`}
          description="Messages sent through the contact form appear here."
        />
      ) : (
        <Stack gap="xs" data-testid="inbox-list">
          {list.data.messages.map((m) => (
            <Paper key={m.id} withBorder radius="md" p="sm">
              <UnstyledButton
                w="100%"
                onClick={() => {
                  setOpenError(null);
                  opening.mutate(m);
                }}
                // Named by what it shows, subject first (WCAG 2.5.3), not by a label of other words.
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={m.status === "new" ? 700 : 500} truncate>
                      {m.subject}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {m.name} · {m.email}
                      {worldDirector ? ` · ${nameOf(m.country)}` : ""}
                    </Text>
                    <Text size="sm" lineClamp={1}>
                      {m.message}
                    </Text>
                  </Stack>
                  <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                    <StatusBadge status={m.status} />
                    <Text size="xs" c="dimmed">
                      {formatDateTime(m.createdAt)}
                    </Text>
                  </Stack>
                </Group>
              </UnstyledButton>
            </Paper>
          ))}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ "aria-label": `${control} page` })}
            />
          )}
        </Stack>
      )}
      <MessageDialog message={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
