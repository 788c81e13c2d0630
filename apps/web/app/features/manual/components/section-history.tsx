import { formatDateTime } from "@tq/contract/dates";
import "@mantine/core/styles/Table.css";
import { Badge, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { ManualRevisionSummary } from "@tq/contract/manual";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { RenderedHtml } from "../../../lib/ui/rendered-html.tsx";
import { historyQuery, restoreRevision, revisionQuery } from "../api.ts";

const when = (iso: string) => formatDateTime(iso);

function RevisionView({ sectionId, revision }: { sectionId: number; revision: ManualRevisionSummary }) {
  const shown = useQuery(revisionQuery(sectionId, revision.id));
  if (shown.isPending) return <ContentSkeleton lines={5} label="Loading the revision…" />;
  if (shown.isError) return <LoadError message={errorMessage(shown.error)} onRetry={() => void shown.refetch()} />;
  return (
    <Paper withBorder p="md" radius="md" data-testid="revision-view">
      <Text fw={700} mb="xs">
        Revision {revision.number}: {shown.data.title}
      </Text>
      {shown.data.renderedHtml ? (
        <RenderedHtml html={shown.data.renderedHtml} />
      ) : (
        <Text c="dimmed">This revision has no text.</Text>
      )}
    </Paper>
  );
}

/** A section's history: who saved what when; view any revision; restore one as a new revision. */
export function SectionHistory({ sectionId }: { sectionId: number }) {
  const history = useQuery(historyQuery(sectionId));
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);

  function restore(revision: ManualRevisionSummary) {
    modals.openConfirmModal({
      title: `Restore revision ${revision.number}?`,
      children: (
        <Text size="sm">
          Its title and text become the section&apos;s current version, saved as a new revision. Nothing in the history
          is lost.
        </Text>
      ),
      labels: { confirm: "Restore", cancel: "Cancel" },
      onConfirm: () => {
        setNotice(null);
        restoreRevision(sectionId, revision.id).then(
          async (saved) => {
            setNotice({ kind: "success", text: `Restored revision ${revision.number} as revision ${saved.revision}.` });
            await queryClient.invalidateQueries({ queryKey: ["manual"] });
          },
          (error: unknown) => setNotice({ kind: "error", text: errorMessage(error) }),
        );
      },
    });
  }

  if (history.isPending) return <ContentSkeleton lines={6} label="Loading the history…" />;
  if (history.isError)
    return <LoadError message={errorMessage(history.error)} onRetry={() => void history.refetch()} />;
  const { section, revisions } = history.data;
  const open = revisions.find((r) => r.id === viewing) ?? null;

  return (
    <Stack gap="md">
      {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}
      <Table.ScrollContainer minWidth={340}>
        <Table verticalSpacing="xs" highlightOnHover aria-label={`History of ${section.title}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Revision</Table.Th>
              <Table.Th>Saved</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {revisions.map((r) => (
              <Table.Tr key={r.id} data-testid="revision-row">
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={600}>{r.number}</Text>
                    {r.number === section.revision ? (
                      <Badge size="sm" variant="light">
                        current
                      </Badge>
                    ) : null}
                    {r.restoredFrom !== null ? (
                      <Badge size="sm" variant="light" color="grape">
                        restored from {r.restoredFrom}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {r.title}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{when(r.createdAt)}</Text>
                  <Text size="xs" c="dimmed">
                    by {r.author ?? "a deleted account"}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end">
                    <Button
                      size="compact-sm"
                      variant={viewing === r.id ? "filled" : "subtle"}
                      onClick={() => setViewing(viewing === r.id ? null : r.id)}
                      aria-label={`View revision ${r.number}`}
                      aria-pressed={viewing === r.id}
                    >
                      View
                    </Button>
                    {r.number !== section.revision ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => restore(r)}
                        aria-label={`Restore revision ${r.number}`}
                      >
                        Restore
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {open ? <RevisionView sectionId={sectionId} revision={open} /> : null}
    </Stack>
  );
}
