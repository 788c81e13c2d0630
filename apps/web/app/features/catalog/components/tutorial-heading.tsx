import { Anchor, Badge, Breadcrumbs, Group, Stack, Text, Title } from "@mantine/core";
import type { TutorialView } from "@tq/contract/catalog";
import { hrefTo } from "@tq/contract/paths";
import { Link } from "react-router";
import "@mantine/core/styles/Breadcrumbs.css";
import { Difficulty } from "./difficulty.tsx";

/** Where the tutorial sits (course › subject › chapter), its topic as the page's h1, and its flags. */
export function TutorialHeading({ view, level }: { view: TutorialView; level: string | undefined }) {
  const { tutorial, chapter, subject, course } = view;
  return (
    <>
      <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: "wrap", rowGap: 4 }}>
        <Anchor component={Link} to={hrefTo("coursedetail", { courseId: course.id })} size="sm">
          {course.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {subject.title}
        </Text>
        <Text size="sm" c="dimmed">
          Chapter {chapter.number}: {chapter.title}
        </Text>
      </Breadcrumbs>

      <Stack gap="xs">
        <Title id="tutorial-title" order={1} fz={{ base: 26, sm: 34 }} lh={1.2} data-testid="tutorial-title">
          {tutorial.topic}
        </Title>
        <Group gap="md" wrap="wrap">
          {level ? (
            <Badge variant="light" size="md" data-testid="tutorial-level">
              {level}
            </Badge>
          ) : null}
          <Difficulty value={tutorial.difficulty} />
          {tutorial.freePreview ? (
            <Badge variant="outline" color="teal" size="md">
              Free preview
            </Badge>
          ) : null}
          {tutorial.status === "draft" ? (
            <Badge variant="filled" color="orange" size="md">
              Draft
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </>
  );
}
