import { Anchor, Avatar, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconUsers } from "@tabler/icons-react";
import { Link } from "react-router";
import { useSession } from "../../../lib/use-session.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { coursematesQuery } from "../api.ts";
import { classroomHref } from "../class-links.ts";
import { ReadProblem, SignInFirst } from "./class-gate.tsx";

/** coursemates/{courseId}/{tutorId}: the class as first names and last initials (no emails, no results). */
export function CoursematesScreen({ courseId, tutorId }: { courseId: number | null; tutorId: number | null }) {
  const session = useSession();
  const ids = courseId !== null && tutorId !== null;
  const query = useQuery({
    ...coursematesQuery(courseId ?? 0, tutorId ?? 0),
    enabled: ids && session.ready && session.loggedIn,
  });
  if (!ids)
    return (
      <PageState icon={<IconUsers size={32} />} heading="Not found" description="This is not a class's address." />
    );
  if (!session.ready) return <ContentSkeleton lines={5} label="Loading your coursemates…" />;
  if (!session.loggedIn)
    return (
      <SignInFirst heading="Log in to see your coursemates" description="Only the class itself sees who is in it." />
    );
  if (query.isPending) return <ContentSkeleton lines={5} label="Loading your coursemates…" />;
  if (query.isError)
    return (
      <ReadProblem error={query.error} onRetry={() => void query.refetch()} refusedHeading="This class is not yours" />
    );

  const { course, tutor, mates } = query.data;
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Coursemates
        </Title>
        <Text c="dimmed">
          {course.title} · class of {tutor.name} ·{" "}
          <Anchor component={Link} to={classroomHref(course.id, tutor.id)}>
            Back to the classroom
          </Anchor>
        </Text>
      </div>
      {mates.length === 0 ? (
        <Text c="dimmed">No students in this class yet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="coursemates">
          {mates.map((m, i) => (
            <Group key={`${m.name}-${i}`} gap="sm" wrap="nowrap">
              <Avatar color="indigo" radius="xl" aria-hidden>
                {m.name.charAt(0)}
              </Avatar>
              <Text fw={m.you ? 700 : 400}>
                {m.name}
                {m.you ? " (you)" : ""}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
