import { Alert, Anchor, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconLock, IconSearchOff } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import { Link } from "react-router";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { useSearchId } from "../../../lib/route-ids.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { PageTitle } from "../../../lib/ui/page-title.tsx";
import { useSession } from "../../../lib/use-session.ts";
import { reportCourseQuery, reportQuery } from "../api.ts";
import { period } from "../format.ts";
import { PublishedReportView } from "./published-report-view.tsx";
import { ReportEditor } from "./report-editor.tsx";
import { ReportStatusBadge } from "./report-status.tsx";

function Problem({ error, onRetry }: { error: unknown; onRetry(): void }) {
  if (error instanceof ApiError && error.status === 403)
    return <PageState icon={<IconLock size={32} />} heading="Not your course" description={errorMessage(error)} />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return (
      <PageState
        icon={<IconSearchOff size={32} />}
        heading="Not found"
        description="There is no such course or report."
      />
    );
  return <LoadError message={errorMessage(error)} onRetry={onRetry} />;
}

/**
 * reportgenerator/{courseId}: a new report, or the one `?report=` names (a draft to edit, a
 * published one to read and export); the course's earlier reports below.
 */
export function ReportGeneratorScreen({ courseId }: { courseId: number | null }) {
  const session = useSession();
  const [reportId, setReportId] = useSearchId("report");
  const ready = session.ready && session.loggedIn && courseId !== null;
  const course = useQuery({ ...reportCourseQuery(courseId ?? 0), enabled: ready });
  const report = useQuery({ ...reportQuery(reportId ?? 0), enabled: ready && reportId !== null });

  if (courseId === null) return <PageState heading="Not found" description="This is not a course's address." />;
  if (!session.ready || course.isPending || (reportId !== null && report.isPending))
    return <ContentSkeleton lines={8} label="Loading the report generator…" />;
  if (course.isError) return <Problem error={course.error} onRetry={() => void course.refetch()} />;
  if (report.isError) return <Problem error={report.error} onRetry={() => void report.refetch()} />;
  const detail = reportId !== null ? (report.data ?? null) : null;
  if (detail && detail.course.id !== courseId)
    return <PageState heading="Not found" description="That report belongs to another course." />;
  const earlier = course.data.reports.filter((r) => r.id !== reportId);

  return (
    <Stack gap="lg">
      <PageTitle
        title={detail ? detail.title : "New report"}
        description={
          <>
            {course.data.course.title} ·{" "}
            <Anchor component={Link} to={hrefTo("assessment")}>
              All courses
            </Anchor>
          </>
        }
      />
      {detail?.status === "published" ? (
        <PublishedReportView report={detail} />
      ) : (
        <ReportEditor
          key={detail?.id ?? "new"}
          courseId={courseId}
          quizzes={course.data.quizzes}
          report={detail}
          onSaved={(id) => setReportId(id)}
          onDeleted={() => setReportId(null)}
        />
      )}
      <section aria-labelledby="earlier-reports">
        <Text id="earlier-reports" fw={700} mb="xs">
          {detail ? "Other reports of this course" : "Earlier reports of this course"}
        </Text>
        {earlier.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet.
          </Text>
        ) : (
          <Stack gap={6}>
            {earlier.map((r) => (
              <Group key={r.id} gap="sm" wrap="wrap">
                <Anchor component={Link} to={`?report=${r.id}`} size="sm">
                  {r.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {period(r.periodFrom, r.periodTo)}
                </Text>
                <ReportStatusBadge status={r.status} />
              </Group>
            ))}
          </Stack>
        )}
        {detail && (
          <Alert variant="light" mt="sm" p="xs">
            <Anchor component={Link} to={hrefTo("reportgenerator", { courseId })} size="sm">
              Start a new report
            </Anchor>
          </Alert>
        )}
      </section>
    </Stack>
  );
}
