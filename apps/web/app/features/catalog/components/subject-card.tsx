import { Badge, Card, Group, Progress, Stack, Text, Title } from "@mantine/core";
import type { SubjectOutline } from "@tq/contract/catalog";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { plural, subjectStats } from "../outline-stats.ts";
import "./catalog.css";

/** A subject of subjectsview: what it holds and, for a signed-in reader, how far they are. */
export function SubjectCard({
  subject,
  href,
  showProgress,
}: {
  subject: SubjectOutline;
  href: string;
  showProgress: boolean;
}) {
  const stats = subjectStats(subject);
  const titleId = `subject-${subject.id}-title`;
  return (
    <Card
      component={Link}
      to={href}
      withBorder
      radius="md"
      padding="lg"
      className="catalog-row-link"
      // The link's name is all it shows, title first (WCAG 2.5.3); the title alone hid the rest.
      data-testid="subject-card"
    >
      <Stack gap="sm" h="100%">
        <Title order={2} fz="lg" id={titleId}>
          {subject.title}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="gray">
            {plural(stats.chapters, "chapter")}
          </Badge>
          <Badge variant="light" color="gray">
            {plural(stats.tutorials, "tutorial")}
          </Badge>
          <Badge variant="light" color="teal">
            {plural(stats.freePreviews, "free preview")}
          </Badge>
        </Group>
        {showProgress ? (
          <Stack gap={4} data-testid="subject-progress">
            <Text size="sm">
              {stats.percent}% complete ({stats.completed} of {stats.tutorials})
            </Text>
            <Progress value={stats.percent} size="sm" aria-label={`${subject.title}: ${stats.percent}% complete`} />
          </Stack>
        ) : null}
        <Group gap={4} mt="auto" c="var(--mantine-color-anchor)">
          <Text size="sm" fw={600} inherit>
            See the topics
          </Text>
          <IconArrowRight size={16} aria-hidden />
        </Group>
      </Stack>
    </Card>
  );
}
