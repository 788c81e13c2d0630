import { Badge, Group, Text } from "@mantine/core";
import type { TutorialEntry } from "@tq/contract/catalog";
import { IconCircleCheckFilled, IconLock } from "@tabler/icons-react";

/** What a reader should know of a tutorial before opening it: free, done, draft, or locked. */
export function TutorialFlags({ tutorial }: { tutorial: TutorialEntry }) {
  return (
    <Group gap={6} wrap="wrap">
      {tutorial.freePreview ? (
        <Badge variant="outline" color="teal" size="sm" data-testid="free-preview-badge">
          Free preview
        </Badge>
      ) : null}
      {tutorial.status === "draft" ? (
        <Badge variant="filled" color="orange" size="sm">
          Draft
        </Badge>
      ) : null}
      {tutorial.completed ? (
        <Group gap={4} wrap="nowrap" data-testid="tutorial-completed">
          <IconCircleCheckFilled size={18} color="var(--mantine-color-teal-6)" aria-hidden />
          <Text size="sm" c="teal">
            Completed
          </Text>
        </Group>
      ) : null}
      {tutorial.open ? null : (
        <Group gap={4} wrap="nowrap" data-testid="tutorial-locked">
          <IconLock size={16} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed">
            Subscribers only
          </Text>
        </Group>
      )}
    </Group>
  );
}
