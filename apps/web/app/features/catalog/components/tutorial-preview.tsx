import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import type { TutorialView } from "@tq/contract/catalog";
import { hrefTo } from "@tq/contract/paths";
import { IconEye, IconPencil } from "@tabler/icons-react";
import { Link } from "react-router";
import "katex/dist/katex.min.css";
import "../../../lib/ui/tutorial-body.css";
import { tutorialHref, tutorialPlace } from "@tq/contract/tutorial-href";

/** A tutorial exactly as students will see it, with its status, a way to edit it and to its reader's page. */
export function TutorialPreview({ view }: { view: TutorialView }) {
  const { tutorial, chapter, subject, course } = view;
  const place = tutorialPlace(course, subject);
  const editHref = `${hrefTo("tutorial", {
    subjectid: subject.id,
    subjectname: subject.title,
    courseid: course.id,
    coursename: course.title,
  })}?tutorial=${tutorial.id}`;
  return (
    <Stack gap="md" maw={900}>
      <Alert color="grape" variant="light" icon={<IconEye size={18} />} title="Staff preview">
        This is the tutorial as students will see it{tutorial.status === "draft" ? " once it is published" : ""}.
        Changes you have not saved in the editor are not shown here.
      </Alert>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {course.title} · {subject.title} · Chapter {chapter.number}: {chapter.title}
          </Text>
          <Title order={1}>{tutorial.topic}</Title>
          <Group gap="xs">
            <Badge color={tutorial.status === "published" ? "teal" : "gray"} variant="light">
              {tutorial.status === "published" ? "Published" : "Draft"}
            </Badge>
            {tutorial.freePreview && (
              <Badge color="blue" variant="light">
                Free preview
              </Badge>
            )}
            <Badge variant="outline">Difficulty {tutorial.difficulty}</Badge>
          </Group>
        </Stack>
        <Group gap="xs">
          <Button component={Link} to={editHref} leftSection={<IconPencil size={16} />}>
            Edit
          </Button>
          {tutorial.status === "published" && (
            <Anchor component={Link} to={tutorialHref(tutorial, place)} size="sm">
              Open the reader's page
            </Anchor>
          )}
        </Group>
      </Group>
      <div
        className="tutorial-body"
        data-testid="tutorial-body"
        // Sanitized and rendered by the server (ADR 0010): the same HTML readers get.
        dangerouslySetInnerHTML={{ __html: tutorial.html }}
      />
    </Stack>
  );
}
