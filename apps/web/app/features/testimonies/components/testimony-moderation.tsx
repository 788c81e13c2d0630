import { formatDay } from "@tq/contract/dates";
import "@mantine/core/styles/SegmentedControl.css";
import { Button, Card, Group, SegmentedControl, Stack, Text, EmptyState } from "@mantine/core";
import { TestimonyStars } from "./testimony-stars.tsx";
import { type ModeratedTestimony, type TestimonyDecision, type TestimonyStatus } from "@tq/contract/testimonies";
import { IconMessageHeart } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { decideTestimony, moderationQuery } from "../api.ts";
import { TestimonyStatusBadge } from "./testimony-status.tsx";

type Filter = TestimonyStatus | "all";

const FILTER_LABELS: Record<Filter, string> = {
  all: "All",
  pending: "Pending",
  approved: "Published",
  rejected: "Rejected",
  unpublished: "Taken down",
};

/** The decisions offered for each status (the server enforces the same moves). */
const ACTIONS: Record<TestimonyStatus, { decision: TestimonyDecision["decision"]; label: string; color?: string }[]> = {
  pending: [
    { decision: "approve", label: "Approve" },
    { decision: "reject", label: "Reject", color: "red" },
  ],
  approved: [{ decision: "unpublish", label: "Unpublish", color: "red" }],
  rejected: [{ decision: "approve", label: "Approve" }],
  unpublished: [{ decision: "approve", label: "Publish again" }],
};

const DONE: Record<TestimonyDecision["decision"], string> = {
  approve: "is now on the home page",
  reject: "was rejected",
  unpublish: "was taken off the home page",
};

const dateOf = (iso: string) => formatDay(iso);

function TestimonyRow({
  item,
  busy,
  onDecide,
}: {
  item: ModeratedTestimony;
  busy: boolean;
  onDecide: (decision: TestimonyDecision["decision"]) => void;
}) {
  return (
    <Card withBorder padding="md" radius="md" component="li" data-testid="moderated-testimony">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Text fw={600}>{item.author.name}</Text>
            <Text size="sm" c="dimmed">
              {item.author.email} · {item.author.country} · written {dateOf(item.createdAt)}
            </Text>
          </div>
          <Group gap="xs">
            {item.rating ? <TestimonyStars rating={item.rating} /> : null}
            <TestimonyStatusBadge status={item.status} />
          </Group>
        </Group>
        {/* Plain text as the author typed it: React escapes it, so markup shows as characters. */}
        <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{item.text}</Text>
        {item.decidedAt ? (
          <Text size="xs" c="dimmed">
            Last decision {dateOf(item.decidedAt)}
            {item.decidedBy ? ` by ${item.decidedBy}` : ""}
          </Text>
        ) : null}
        <Group gap="xs">
          {ACTIONS[item.status].map((a) => (
            <Button
              key={a.decision}
              size="xs"
              variant={a.color ? "light" : "filled"}
              color={a.color}
              disabled={busy}
              onClick={() => onDecide(a.decision)}
              aria-label={`${a.label}: testimony by ${item.author.name}`}
            >
              {a.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The world director's testimony moderation (General Settings → Testimonies): pending first;
 * approve, reject, unpublish. Approving puts a testimony on home at once.
 */
export function TestimonyModeration() {
  const [filter, setFilter] = useState<Filter>("pending");
  const query = useQuery(moderationQuery(filter === "all" ? null : filter));
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ kind: "error" | "success"; text: string } | null>(null);

  async function decide(item: ModeratedTestimony, decision: TestimonyDecision["decision"]) {
    setBusyId(item.id);
    setNotice(null);
    try {
      await decideTestimony(item.id, decision);
      setNotice({ kind: "success", text: `The testimony by ${item.author.name} ${DONE[decision]}.` });
      await queryClient.invalidateQueries({ queryKey: ["testimonies", "moderation"] });
    } catch (error) {
      setNotice({ kind: "error", text: errorMessage(error) });
    } finally {
      setBusyId(null);
    }
  }

  const filters: Filter[] = ["pending", "approved", "rejected", "unpublished", "all"];
  let list;
  if (query.isPending) list = <ContentSkeleton lines={6} label="Loading the testimonies…" />;
  else if (query.isError) list = <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else if (query.data.testimonies.length === 0)
    list = (
      <EmptyState
        icon={<IconMessageHeart aria-hidden />}
        title={filter === "pending" ? "Nothing waits for review" : "No testimonies here"}
        description="Users write testimonies from their profile; they wait here until you decide."
      />
    );
  else
    list = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label="Testimonies">
        {query.data.testimonies.map((item) => (
          <TestimonyRow key={item.id} item={item} busy={busyId !== null} onDecide={(d) => void decide(item, d)} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="md" data-testid="testimony-moderation">
      <SegmentedControl
        aria-label="Show testimonies"
        value={filter}
        onChange={(v) => setFilter(v as Filter)}
        data={filters.map((f) => ({ value: f, label: FILTER_LABELS[f] }))}
        style={{ alignSelf: "flex-start", maxWidth: "100%", overflowX: "auto" }}
      />
      {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}
      {list}
    </Stack>
  );
}
