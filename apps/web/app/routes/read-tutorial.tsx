import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconEye, IconFileUnknown, IconPencil } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import "katex/dist/katex.min.css";
import "../lib/ui/tutorial-body.css";
import { fetchTutorial } from "../features/catalog/api.ts";
import { tutorialHref } from "../features/catalog/tutorial-links.ts";
import { ApiError, errorMessage } from "../lib/api-error.ts";
import { useSearchId } from "../lib/route-ids.ts";
import { documentTitle } from "../lib/meta.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { LoadError } from "../lib/ui/load-error.tsx";
import { PageState } from "../lib/ui/page-state.tsx";
import type { Route } from "./+types/read-tutorial";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Tutorial preview") }];
}

/**
 * readtutorial [G] (staff): a tutorial exactly as students will see it, drafts included, with
 * its status. The spec gives this route no parameters; the tutorial comes as `?tutorial=<id>`.
 */
export default function ReadTutorial() {
  const [tutorialId] = useSearchId("tutorial");
  const query = useQuery({
    queryKey: ["catalog", "staff-preview", tutorialId],
    queryFn: ({ signal }) => fetchTutorial(tutorialId ?? 0, signal),
    enabled: tutorialId !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

  if (tutorialId === null) {
    return (
      <PageState
        icon={<IconFileUnknown size={32} />}
        heading="Choose a tutorial to preview"
        description="Open a tutorial's preview from the tutorial manager of its subject."
      >
        <Button component={Link} to={hrefTo("managetutorials")}>
          Manage tutorials
        </Button>
      </PageState>
    );
  }
  if (query.isPending) return <ContentSkeleton lines={10} label="Loading the preview…" />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 403) {
      return (
        <PageState
          icon={<IconFileUnknown size={32} />}
          heading={status === 404 ? "That tutorial does not exist" : "You cannot preview this tutorial"}
          description={errorMessage(query.error)}
        />
      );
    }
    return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }

  const { tutorial, chapter, subject, course } = query.data;
  const place = { courseId: course.id, courseName: course.title, subjectId: subject.id, subjectName: subject.title };
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
