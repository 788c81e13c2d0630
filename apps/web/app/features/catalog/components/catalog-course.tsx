import { Anchor, Avatar, Card, Group, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import type { CatalogCourse as CatalogCourseData } from "@tq/contract/catalog";
import { hrefTo } from "@tq/contract/paths";
import { IconChevronRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { logoImageProps } from "../../../lib/logo-image.ts";
import { withBase } from "../../../lib/public-env.ts";
import { subjectsHref, topicsHref } from "../catalog-links.ts";
import { plural } from "../outline-stats.ts";
import "./catalog.css";

/** One published course on coursetutorials: its subjects, each opening its topics. */
export function CatalogCourse({
  course,
  imageBase,
  firstScreen = false,
}: {
  course: CatalogCourseData;
  imageBase: string;
  /** The course is in the first screenful: its logo is not lazy. */
  firstScreen?: boolean;
}) {
  const titleId = `catalog-course-${course.id}`;
  const logo = course.logoUrl ? withBase(imageBase, course.logoUrl) : null;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={titleId}
      data-testid="catalog-course"
    >
      <Group wrap="nowrap" align="flex-start" gap="md" mb="sm">
        <Avatar
          src={logo}
          alt=""
          size={48}
          radius="md"
          color="indigo"
          imageProps={logoImageProps(logo, 48, firstScreen)}
        >
          {course.title.charAt(0).toUpperCase()}
        </Avatar>
        <Stack gap={2} miw={0}>
          <Title order={2} fz="xl" id={titleId} lh={1.3}>
            <Anchor component={Link} to={subjectsHref(course)} inherit>
              {course.title}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {course.summary}
          </Text>
        </Stack>
      </Group>
      {course.subjects.length === 0 ? (
        <Text size="sm" c="dimmed">
          No subjects in this course yet.
        </Text>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {course.subjects.map((s) => (
            <li key={s.id}>
              <UnstyledButton
                component={Link}
                to={topicsHref(course, s)}
                py="xs"
                px="sm"
                w="100%"
                style={{ borderRadius: "var(--mantine-radius-sm)", display: "block" }}
                className="catalog-row-link"
                data-testid="catalog-subject"
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600}>{s.title}</Text>
                    <Text size="sm" c="dimmed">
                      {plural(s.chapters, "chapter")} · {plural(s.tutorials, "tutorial")}
                      {s.freePreviews > 0 ? ` · ${s.freePreviews} free` : ""}
                    </Text>
                  </div>
                  <IconChevronRight size={18} aria-hidden />
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      <Group mt="sm" gap="md">
        <Anchor component={Link} to={hrefTo("coursedetail", { courseId: course.id })} size="sm">
          About this course
        </Anchor>
      </Group>
    </Card>
  );
}
