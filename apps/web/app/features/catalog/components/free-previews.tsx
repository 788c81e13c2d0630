import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import type { CourseOutline } from "@tq/contract/catalog";
import { IconEye } from "@tabler/icons-react";
import { Link } from "react-router";
import { subjectsHref } from "../catalog-links.ts";
import { freePreviews } from "../outline-stats.ts";
import { tutorialHref } from "@tq/contract/tutorial-href";

/** "Preview free tutorials": a button per free preview, and the way to the course's subjects. */
export function FreePreviews({ outline }: { outline: CourseOutline }) {
  const previews = freePreviews(outline);
  return (
    <Stack gap="sm" component="section" aria-labelledby="previews-title" data-testid="free-previews">
      <Title order={2} fz="xl" id="previews-title">
        Preview free tutorials
      </Title>
      {previews.length === 0 ? (
        <Text c="dimmed">This course has no free previews yet.</Text>
      ) : (
        <Group gap="sm" wrap="wrap">
          {previews.map(({ tutorial, place }) => (
            <Button
              key={tutorial.id}
              component={Link}
              to={tutorialHref(tutorial, place)}
              variant="light"
              leftSection={<IconEye size={18} aria-hidden />}
              maw="100%"
            >
              <Text span inherit truncate="end">
                {tutorial.topic}
              </Text>
            </Button>
          ))}
        </Group>
      )}
      <Anchor component={Link} to={subjectsHref(outline.course)} size="sm">
        Browse the course by subject
      </Anchor>
    </Stack>
  );
}
