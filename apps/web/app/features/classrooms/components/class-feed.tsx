import { ActionIcon, Anchor, Card, Group, Stack, Text, Tooltip } from "@mantine/core";
import type { Announcement, ClassSession, UpcomingQuiz } from "@tq/contract/classrooms";
import { IconTrash } from "@tabler/icons-react";
import { RenderedHtml } from "../../../lib/ui/rendered-html.tsx";
import { whenText } from "../class-links.ts";

/** The class's announcements, newest first; the tutor may delete one. */
export function AnnouncementList({
  items,
  onDelete,
}: {
  items: readonly Announcement[];
  onDelete?: (id: number) => void;
}) {
  if (items.length === 0) return <Text c="dimmed">No announcements yet.</Text>;
  return (
    <Stack gap="sm" data-testid="announcements">
      {items.map((a) => (
        <Card key={a.id} withBorder padding="md" component="article">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed">
              {a.authorName} · {whenText(a.createdAt)}
            </Text>
            {onDelete ? (
              <Tooltip label="Delete announcement">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Delete announcement"
                  onClick={() => onDelete(a.id)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
          <RenderedHtml html={a.bodyHtml} />
        </Card>
      ))}
    </Stack>
  );
}

/** Sessions not over yet, soonest first. */
export function SessionList({ items, onDelete }: { items: readonly ClassSession[]; onDelete?: (id: number) => void }) {
  if (items.length === 0) return <Text c="dimmed">No sessions scheduled.</Text>;
  return (
    <Stack gap="xs" data-testid="sessions">
      {items.map((s) => (
        <Card key={s.id} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              <Text fw={600}>{s.title}</Text>
              <Text size="sm">
                {whenText(s.startsAt)} · {s.durationMinutes} min
              </Text>
              {s.location ? <Text size="sm">Where: {s.location}</Text> : null}
              {s.link ? (
                <Anchor
                  href={s.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  style={{ wordBreak: "break-all" }}
                >
                  Join online
                </Anchor>
              ) : null}
            </Stack>
            {onDelete ? (
              <Tooltip label="Cancel session">
                <ActionIcon variant="subtle" color="red" aria-label="Cancel session" onClick={() => onDelete(s.id)}>
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

const UPCOMING_SHOWN = 5;

function windowText(q: UpcomingQuiz): string {
  if (q.availableFrom && q.availableUntil) return `${whenText(q.availableFrom)} – ${whenText(q.availableUntil)}`;
  if (q.availableFrom) return `Opens ${whenText(q.availableFrom)}`;
  if (q.availableUntil) return `Closes ${whenText(q.availableUntil)}`;
  return "Open now";
}

/** The course's published quizzes whose window has not closed. */
export function UpcomingQuizList({ items }: { items: readonly UpcomingQuiz[] }) {
  if (items.length === 0) return <Text c="dimmed">No quizzes are open or coming up.</Text>;
  // The soonest few: the whole list is one link away (quizzes).
  const shown = items.slice(0, UPCOMING_SHOWN);
  return (
    <Stack gap={6} data-testid="upcoming-quizzes">
      {items.length > shown.length ? (
        <Text size="sm" c="dimmed">
          The next {shown.length} of {items.length}:
        </Text>
      ) : null}
      {shown.map((q) => (
        <Group key={q.id} justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" fw={500}>
            {q.title}{" "}
            <Text span c="dimmed" size="sm">
              ({q.subjectTitle})
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            {windowText(q)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
