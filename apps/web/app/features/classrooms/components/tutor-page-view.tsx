import { Anchor, Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { hrefTo } from "@tq/contract/paths";
import type { TutorPage } from "@tq/contract/classrooms";
import { Link } from "react-router";
import { useSession } from "../../../lib/use-session.ts";
import { BioEditor } from "./bio-editor.tsx";

/** userpage/{id}: a tutor's public profile (bio, courses, classes); its owner may edit the bio here. */
export function TutorPageView({ page, onBioSaved }: { page: TutorPage; onBioSaved: () => void }) {
  const session = useSession();
  const own = session.loggedIn && session.user?.id === page.id;
  return (
    <Stack gap="xl" maw={900} component="article" aria-labelledby="tutor-name">
      <Group gap="lg" wrap="nowrap" align="flex-start">
        <Avatar size={80} radius="xl" color="indigo" aria-hidden>
          {page.name.charAt(0)}
        </Avatar>
        <Stack gap={4} miw={0}>
          <Title order={1} id="tutor-name" fz={{ base: 26, sm: 32 }}>
            {page.name}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{page.roleLabel}</Badge>
            <Text size="sm" c="dimmed">
              {page.country}
            </Text>
          </Group>
        </Stack>
      </Group>
      <Stack gap="xs" align="flex-start">
        <Text style={{ whiteSpace: "pre-line" }} data-testid="tutor-bio">
          {page.bio ?? "This tutor has not written a biography yet."}
        </Text>
        {own ? <BioEditor key={page.bio ?? ""} bio={page.bio} onSaved={onBioSaved} /> : null}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="tutor-courses">
        <Title order={2} fz="lg" id="tutor-courses">
          Courses
        </Title>
        {page.courses.length === 0 ? <Text c="dimmed">No published courses yet.</Text> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {page.courses.map((c) => (
            <Card key={c.id} withBorder padding="md">
              <Anchor component={Link} to={hrefTo("coursedetail", { courseId: c.id })} fw={600}>
                {c.title}
              </Anchor>
              <Text size="sm" c="dimmed" lineClamp={3}>
                {c.summary}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="tutor-classes">
        <Title order={2} fz="lg" id="tutor-classes">
          Classes
        </Title>
        {page.classes.length === 0 ? <Text c="dimmed">No classes running now.</Text> : null}
        {page.classes.map((c) => (
          <Group key={c.courseId} justify="space-between" wrap="wrap">
            <Text>{c.title}</Text>
            <Text size="sm" c="dimmed">
              {c.studentCount} student{c.studentCount === 1 ? "" : "s"}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
