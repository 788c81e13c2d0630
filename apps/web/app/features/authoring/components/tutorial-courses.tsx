import { Anchor, Badge, Card, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconBooks, IconChevronRight } from "@tabler/icons-react";
import type { AuthoringCourseSummary } from "@tq/contract/authoring";
import { hrefTo } from "@tq/contract/paths";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { authoringCourseQuery } from "../api.ts";
import { CourseLogo } from "./course-logo.tsx";

/** Manage Tutorials: the courses whose tutorials the caller writes, each with its subjects. */
export function TutorialCourses({ courses }: { courses: readonly AuthoringCourseSummary[] }) {
  const mine = courses.filter((c) => c.canEditTutorials);
  if (mine.length === 0) {
    return (
      <EmptyState
        icon={<IconBooks aria-hidden />}
        title="No courses to write for yet"
        description="When a course's owner adds you as a teaching assistant, its subjects appear here."
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {mine.map((course) => (
        <CourseSubjects key={course.id} course={course} />
      ))}
    </SimpleGrid>
  );
}

function CourseSubjects({ course }: { course: AuthoringCourseSummary }) {
  const detail = useQuery(authoringCourseQuery(course.id));
  const place = { courseid: course.id, coursename: course.title };
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`tc-${course.id}`}>
      <Group gap="sm" wrap="nowrap" mb="sm">
        <CourseLogo url={course.logoUrl} title={course.title} size={48} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700} id={`tc-${course.id}`} style={{ overflowWrap: "anywhere" }}>
              {course.title}
            </Text>
            {course.status === "draft" ? (
              <Badge color="gray" variant="light">
                Draft
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {course.counts.tutorials} tutorials ({course.counts.publishedTutorials} published) ·{" "}
            <Anchor component={Link} to={hrefTo("subjecttutorial", place)} size="xs">
              Chapters
            </Anchor>
          </Text>
        </Stack>
      </Group>
      {detail.isPending ? (
        <Stack gap={6} aria-busy="true">
          <Skeleton height={18} />
          <Skeleton height={18} width="70%" />
        </Stack>
      ) : detail.isError ? (
        <Text size="sm" c="red" role="alert">
          The subjects could not be loaded: {errorMessage(detail.error)}
        </Text>
      ) : detail.data.subjects.length === 0 ? (
        <Text size="sm" c="dimmed">
          No subjects yet.
        </Text>
      ) : (
        <Stack
          gap={4}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label={`Subjects of ${course.title}`}
        >
          {detail.data.subjects.map((s) => (
            <li key={s.id}>
              <Anchor
                component={Link}
                to={hrefTo("tutorial", { subjectid: s.id, subjectname: s.title, ...place })}
                size="sm"
              >
                <Group gap={4} wrap="nowrap">
                  <IconChevronRight size={14} aria-hidden />
                  {s.title}
                  <Text span size="xs" c="dimmed">
                    ({s.chapters.reduce((n, c) => n + c.tutorialCount, 0)} tutorials)
                  </Text>
                </Group>
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
