import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useSession } from "../../../lib/use-session.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { myAssistantsQuery } from "../api.ts";
import { courseTasHref } from "../class-links.ts";
import { AssistantsPanel } from "./assistants-panel.tsx";
import { ReadProblem } from "./class-gate.tsx";

/** teachingassistant: the teacher's courses (the world director's: all) with their assistants. */
export function TeachingAssistantsScreen() {
  const session = useSession();
  const query = useQuery({ ...myAssistantsQuery(), enabled: session.ready && session.loggedIn });
  if (!session.ready || query.isPending) return <ContentSkeleton lines={6} label="Loading your courses…" />;
  if (query.isError)
    return <ReadProblem error={query.error} onRetry={() => void query.refetch()} refusedHeading="For teachers" />;
  const courses = query.data.courses;
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Teaching assistants
        </Title>
        <Text c="dimmed">
          Add assistants to your courses by email; they help write tutorials and quizzes and mark answers.
        </Text>
      </div>
      {courses.length === 0 ? <Text c="dimmed">You have no courses yet.</Text> : null}
      {courses.map((c) => (
        <Card key={c.course.id} withBorder padding="lg" component="section" aria-label={c.course.title}>
          <Stack gap="sm">
            <div>
              <Anchor component={Link} to={courseTasHref(c.course.id)} fw={700} fz="lg">
                {c.course.title}
              </Anchor>
              {session.user?.role === "worlddirector" ? (
                <Text size="sm" c="dimmed">
                  by {c.ownerName}
                </Text>
              ) : null}
            </div>
            <AssistantsPanel data={c} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
