import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { hrefTo } from "@tq/contract/paths";
import { Link } from "react-router";
import { useSession } from "../../../lib/use-session.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { assistantsQuery } from "../api.ts";
import { AssistantsPanel } from "./assistants-panel.tsx";
import { ReadProblem } from "./class-gate.tsx";

/** coursetas/{courseId}: the course's owner adds and removes teaching assistants by email. */
export function CourseTasScreen({ courseId }: { courseId: number | null }) {
  const session = useSession();
  const query = useQuery({
    ...assistantsQuery(courseId ?? 0),
    enabled: courseId !== null && session.ready && session.loggedIn,
  });
  if (courseId === null) return <PageState heading="Not found" description="This is not a course's address." />;
  if (!session.ready || query.isPending) return <ContentSkeleton lines={5} label="Loading the assistants…" />;
  if (query.isError)
    return <ReadProblem error={query.error} onRetry={() => void query.refetch()} refusedHeading="Not your course" />;
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Teaching assistants
        </Title>
        <Text c="dimmed">
          {query.data.course.title} · assistants write tutorials and quizzes and mark answers.{" "}
          <Anchor component={Link} to={hrefTo("teachingassistant")}>
            All my courses
          </Anchor>
        </Text>
      </div>
      <Card withBorder padding="lg">
        <AssistantsPanel data={query.data} />
      </Card>
    </Stack>
  );
}
