import { Anchor, Badge, Button, Card, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { IconUsers } from "@tabler/icons-react";
import type { NewClassSession } from "@tq/contract/classrooms";
import { hrefTo } from "@tq/contract/paths";
import { Link } from "react-router";
import { useSession } from "../../../lib/use-session.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import {
  classroomKey,
  classroomQuery,
  deleteAnnouncement,
  deleteSession,
  postAnnouncement,
  scheduleSession,
} from "../api.ts";
import { coursematesHref } from "../class-links.ts";
import { AnnouncementForm } from "./announcement-form.tsx";
import { AnnouncementList, SessionList, UpcomingQuizList } from "./class-feed.tsx";
import { ReadProblem, SignInFirst } from "./class-gate.tsx";
import { RosterTable } from "./roster-table.tsx";
import { SessionForm } from "./session-form.tsx";

function Section({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * classroom/{courseId}/{tutorId}: the tutor's class. Everyone in it sees announcements,
 * sessions and upcoming quizzes; the tutor (and the course's owner) also writes and sees the
 * roster with progress and results. The server decides who is who (ADR 0027).
 */
export function ClassroomScreen({ courseId, tutorId }: { courseId: number | null; tutorId: number | null }) {
  const session = useSession();
  const ids = courseId !== null && tutorId !== null;
  const query = useQuery({
    ...classroomQuery(courseId ?? 0, tutorId ?? 0),
    enabled: ids && session.ready && session.loggedIn,
  });
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: classroomKey(courseId ?? 0, tutorId ?? 0) });
  const removeAnnouncement = useMutation({ mutationFn: deleteAnnouncement, onSuccess: refresh });
  const removeSession = useMutation({ mutationFn: deleteSession, onSuccess: refresh });

  if (!ids)
    return (
      <PageState icon={<IconUsers size={32} />} heading="Not found" description="This is not a classroom's address." />
    );
  if (!session.ready) return <ContentSkeleton lines={8} label="Loading the classroom…" />;
  if (!session.loggedIn)
    return (
      <SignInFirst
        heading="Log in to open your classroom"
        description="A classroom is open to its students and tutor."
      />
    );
  if (query.isPending) return <ContentSkeleton lines={8} label="Loading the classroom…" />;
  if (query.isError)
    return (
      <ReadProblem
        error={query.error}
        onRetry={() => void query.refetch()}
        refusedHeading="This classroom is not yours"
      />
    );

  const view = query.data;
  const writer = view.canWrite;
  return (
    <Stack gap="xl" maw={1100}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {view.course.title}
          </Title>
          <Text c="dimmed">
            Class of {view.tutor.name} · {view.studentCount} student{view.studentCount === 1 ? "" : "s"}
          </Text>
        </div>
        <Group gap="xs">
          {writer ? <Badge variant="light">Tutor view</Badge> : null}
          <Button
            component={Link}
            to={coursematesHref(view.course.id, view.tutor.id)}
            variant="light"
            leftSection={<IconUsers size={18} aria-hidden />}
          >
            Coursemates
          </Button>
        </Group>
      </Group>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Section title="Announcements" id="announcements-title">
            {writer ? (
              <Card withBorder padding="md">
                <AnnouncementForm
                  onPost={async (html) => {
                    await postAnnouncement(view.course.id, view.tutor.id, { bodyHtml: html });
                    await refresh();
                  }}
                />
              </Card>
            ) : null}
            <AnnouncementList
              items={view.announcements}
              onDelete={writer ? (id) => removeAnnouncement.mutate(id) : undefined}
            />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xl">
            <Section title="Sessions" id="sessions-title">
              <SessionList items={view.sessions} onDelete={writer ? (id) => removeSession.mutate(id) : undefined} />
              {writer ? (
                <Card withBorder padding="md">
                  <SessionForm
                    onSchedule={async (body: NewClassSession) => {
                      await scheduleSession(view.course.id, view.tutor.id, body);
                      await refresh();
                    }}
                  />
                </Card>
              ) : null}
            </Section>
            <Section title="Upcoming quizzes" id="quizzes-title">
              <UpcomingQuizList items={view.upcomingQuizzes} />
              <Anchor component={Link} to={hrefTo("quizzes")} size="sm">
                All quizzes
              </Anchor>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>

      {view.roster ? (
        <Section title="Roster and results" id="roster-title">
          <RosterTable
            students={view.roster}
            tutorialCount={view.tutorialCount}
            courseTitle={view.course.title}
            canEdit={session.user?.role === "teacher" || session.user?.role === "worlddirector"}
          />
        </Section>
      ) : null}
    </Stack>
  );
}
