import { Anchor, Badge, Button, Card, Group, Stack, Switch, Text } from "@mantine/core";
import { IconEye, IconListNumbers, IconPencil, IconSitemap, IconTrash } from "@tabler/icons-react";
import type { AuthoringCourseSummary } from "@tq/contract/authoring";
import { formatMoney } from "@tq/contract/money";
import { hrefTo } from "@tq/contract/paths";
import { Link } from "react-router";
import "@mantine/core/styles/Switch.css";
import { CourseLogo } from "./course-logo.tsx";

export interface CourseCardProps {
  course: AuthoringCourseSummary;
  currency: string;
  /** Shown when the list mixes owners (the world director's). */
  showOwner: boolean;
  busy: boolean;
  /** Why the server refused the last publish or unpublish (shown under the switch). */
  publishError?: string | null;
  onEdit: () => void;
  onPublish: (published: boolean) => void;
  onDelete: () => void;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** One course of Manage Courses: what it is, how far it is written, and what can be done with it. */
export function CourseCard({
  course,
  currency,
  showOwner,
  busy,
  publishError,
  onEdit,
  onPublish,
  onDelete,
}: CourseCardProps) {
  const { counts } = course;
  const place = { courseid: course.id, coursename: course.title };
  const published = course.status === "published";
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`course-${course.id}`}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <CourseLogo url={course.logoUrl} title={course.title} size={72} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} fz="lg" id={`course-${course.id}`} style={{ overflowWrap: "anywhere" }}>
              {course.title}
            </Text>
            <Badge color={published ? "teal" : "gray"} variant="light">
              {published ? "Published" : "Draft"}
            </Badge>
          </Group>
          {course.summary ? (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {course.summary}
            </Text>
          ) : null}
          <Text size="sm">
            {formatMoney(course.basePriceMinor, currency)} for {plural(course.months, "month")}
            {showOwner ? ` · by ${course.ownerName}` : ""}
          </Text>
          <Text size="xs" c="dimmed">
            {plural(counts.subjects, "subject")} · {plural(counts.chapters, "chapter")} ·{" "}
            {plural(counts.tutorials, "tutorial")} ({counts.publishedTutorials} published)
          </Text>
        </Stack>
      </Group>

      <Group gap="sm" mt="md" wrap="wrap">
        {course.canManage ? (
          <Anchor component={Link} to={hrefTo("subjects", place)} size="sm">
            <Group gap={4} wrap="nowrap">
              <IconSitemap size={16} aria-hidden /> Subjects
            </Group>
          </Anchor>
        ) : null}
        <Anchor component={Link} to={hrefTo("subjecttutorial", place)} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconListNumbers size={16} aria-hidden /> Chapters &amp; tutorials
          </Group>
        </Anchor>
        <Anchor component={Link} to={hrefTo("coursedetail", { courseId: course.id })} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconEye size={16} aria-hidden /> View
          </Group>
        </Anchor>
      </Group>

      {course.canManage ? (
        <Group justify="space-between" gap="sm" mt="md" wrap="wrap">
          <Switch
            label="Published"
            checked={published}
            disabled={busy}
            error={publishError ? <span role="alert">{publishError}</span> : undefined}
            onChange={(e) => onPublish(e.currentTarget.checked)}
            aria-describedby={`course-${course.id}`}
          />
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={onEdit}
              aria-label={`Edit ${course.title}`}
            >
              Edit
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onDelete}
              aria-label={`Delete ${course.title}`}
            >
              Delete
            </Button>
          </Group>
        </Group>
      ) : null}
    </Card>
  );
}
