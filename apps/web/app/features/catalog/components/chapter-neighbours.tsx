import { Button, Group, Text } from "@mantine/core";
import type { TutorialView } from "@tq/contract/catalog";
import { IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { tutorialHref, type TutorialPlace } from "@tq/contract/tutorial-href";

/** The previous and next tutorials of the chapter, below the one being read. */
export function ChapterNeighbours({ view, place }: { view: TutorialView; place: TutorialPlace }) {
  return (
    <Group
      component="nav"
      aria-label="Tutorials of this chapter"
      justify="space-between"
      gap="sm"
      wrap="wrap"
      pt="md"
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
    >
      {view.previous ? (
        <Button
          component={Link}
          to={tutorialHref(view.previous, place)}
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          data-testid="tutorial-previous"
          maw="100%"
        >
          <Text span inherit truncate="end">
            Previous: {view.previous.topic}
          </Text>
        </Button>
      ) : (
        <span />
      )}
      {view.next ? (
        <Button
          component={Link}
          to={tutorialHref(view.next, place)}
          rightSection={<IconArrowRight size={18} aria-hidden />}
          data-testid="tutorial-next"
          maw="100%"
        >
          <Text span inherit truncate="end">
            Next: {view.next.topic}
          </Text>
        </Button>
      ) : null}
    </Group>
  );
}
