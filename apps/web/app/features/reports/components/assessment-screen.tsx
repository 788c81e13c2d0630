import { Anchor, Avatar, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconPlus, IconReportAnalytics } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { PageTitle } from "../../../lib/ui/page-title.tsx";
import { useSession } from "../../../lib/use-session.ts";
import { reportCoursesQuery } from "../api.ts";
import { period } from "../format.ts";
import { ReportStatusBadge } from "./report-status.tsx";

const STANDING = { owner: "Your course", assistant: "You assist", director: "World director" } as const;

/** The generator of a course, opened on one of its reports or on a new one. */
const generatorHref = (courseId: number, reportId?: number) =>
  `${hrefTo("reportgenerator", { courseId })}${reportId ? `?report=${reportId}` : ""}`;

/** assessment (Report Generator): the courses the caller reports on, each with its reports. */
export function AssessmentScreen() {
  const session = useSession();
  const query = useQuery({ ...reportCoursesQuery(), enabled: session.ready && session.loggedIn });
  if (!session.ready || query.isPending) return <ContentSkeleton lines={6} label="Loading your courses…" />;
  if (query.isError) return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const { courses } = query.data;
  return (
    <Stack gap="lg" maw={900}>
      <PageTitle
        title="Report Generator"
        description="Pick a course: choose the period and the quizzes that count, add a remark per student, publish."
      />
      {courses.length === 0 ? (
        <PageState
          icon={<IconReportAnalytics size={32} />}
          heading="No course to report on"
          description="You write reports for the courses you own or assist. Ask a course's teacher to add you as an assistant."
        />
      ) : (
        courses.map((c) => (
          <Card key={c.id} withBorder padding="lg" radius="md" data-testid="report-course">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Avatar src={c.logoUrl} alt="" radius="sm" size="md">
                    {c.title.slice(0, 1)}
                  </Avatar>
                  <div style={{ minWidth: 0 }}>
                    <Title order={2} fz="lg">
                      {c.title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {STANDING[c.standing]} ·{" "}
                      {c.reports.length === 0
                        ? "no reports yet"
                        : c.reports.length === 1
                          ? "1 report"
                          : `${c.reports.length} reports`}
                    </Text>
                  </div>
                </Group>
                <Button
                  component={Link}
                  to={generatorHref(c.id)}
                  leftSection={<IconPlus size={16} aria-hidden />}
                  aria-label={`New report for ${c.title}`}
                >
                  New report
                </Button>
              </Group>
              {c.reports.length > 0 && (
                <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
                  {c.reports.map((r) => (
                    <Group
                      key={r.id}
                      component="li"
                      justify="space-between"
                      wrap="wrap"
                      gap="xs"
                      py={8}
                      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
                    >
                      <div style={{ minWidth: 0 }}>
                        <Anchor component={Link} to={generatorHref(c.id, r.id)} fw={600}>
                          {r.title}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {period(r.periodFrom, r.periodTo)} · {r.quizCount} quizzes
                        </Text>
                      </div>
                      <ReportStatusBadge status={r.status} />
                    </Group>
                  ))}
                </Stack>
              )}
            </Stack>
          </Card>
        ))
      )}
    </Stack>
  );
}
