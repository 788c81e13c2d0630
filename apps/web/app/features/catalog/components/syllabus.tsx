import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import type { CourseOutline, TutorialEntry } from "@tq/contract/catalog";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { orderedChapters, plural } from "../outline-stats.ts";
import { tutorialHref, tutorialPlace, type TutorialPlace } from "@tq/contract/tutorial-href";

function SyllabusEntry({ tutorial, place }: { tutorial: TutorialEntry; place: TutorialPlace }) {
  return (
    <li data-testid="syllabus-tutorial" data-open={tutorial.open ? "true" : "false"}>
      <Group gap="xs" wrap="wrap">
        {tutorial.open ? (
          <Anchor component={Link} to={tutorialHref(tutorial, place)} size="sm">
            {tutorial.topic}
          </Anchor>
        ) : (
          <Text size="sm">{tutorial.topic}</Text>
        )}
        {tutorial.freePreview ? (
          <Text size="xs" c="teal" fw={600}>
            Free preview
          </Text>
        ) : null}
        {tutorial.open ? null : (
          <Group gap={4} wrap="nowrap">
            <IconLock size={14} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="xs" c="dimmed">
              Subscribers only
            </Text>
          </Group>
        )}
      </Group>
    </li>
  );
}

/** The course's syllabus on coursedetail: subjects → chapters → tutorials; what the reader may open is linked. */
export function Syllabus({ outline }: { outline: CourseOutline }) {
  const { course } = outline;
  if (outline.subjects.length === 0) {
    return (
      <Text c="dimmed" data-testid="syllabus-empty">
        The syllabus is being written: no subjects yet.
      </Text>
    );
  }
  return (
    <Stack gap="xl" data-testid="syllabus">
      {outline.subjects.map((subject) => {
        const place = tutorialPlace(course, subject);
        const chapters = orderedChapters(subject);
        return (
          <Stack key={subject.id} gap="sm" component="section" aria-labelledby={`syllabus-subject-${subject.id}`}>
            <Title order={3} fz="lg" id={`syllabus-subject-${subject.id}`}>
              {subject.title}{" "}
              <Text span c="dimmed" size="sm" fw={400}>
                ({plural(chapters.length, "chapter")})
              </Text>
            </Title>
            {chapters.length === 0 ? (
              <Text size="sm" c="dimmed">
                No chapters yet.
              </Text>
            ) : null}
            {chapters.map((chapter) => (
              <Stack
                key={chapter.id}
                gap={4}
                pl="sm"
                style={{ borderLeft: "2px solid var(--mantine-color-default-border)" }}
              >
                <Title order={4} fz="md">
                  Chapter {chapter.number} · {chapter.title}
                </Title>
                {chapter.tutorials.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No tutorials in this chapter yet.
                  </Text>
                ) : (
                  <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                    {chapter.tutorials.map((t) => (
                      <SyllabusEntry key={t.id} tutorial={t} place={place} />
                    ))}
                  </Stack>
                )}
              </Stack>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
