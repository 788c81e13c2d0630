import { Button, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconLock, IconPrinter, IconReportAnalytics, IconSearchOff } from "@tabler/icons-react";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { PageTitle } from "../../../lib/ui/page-title.tsx";
import { useSession } from "../../../lib/use-session.ts";
import { studentReportsQuery } from "../api.ts";
import { StudentReportSheet } from "./student-report-sheet.tsx";
import "./print.css";

/**
 * myassessmentreport/{userId}/{courseId}: the student's published reports of the course, for the
 * student, their guardians and the course's staff; printable (A4) through the browser.
 */
export function MyReportScreen({ userId, courseId }: { userId: number | null; courseId: number | null }) {
  const session = useSession();
  const query = useQuery({
    ...studentReportsQuery(userId ?? 0, courseId ?? 0),
    enabled: session.ready && session.loggedIn && userId !== null && courseId !== null,
  });
  if (userId === null || courseId === null)
    return <PageState heading="Not found" description="This is not a report's address." />;
  if (!session.ready || query.isPending) return <ContentSkeleton lines={8} label="Loading the reports…" />;
  if (query.isError) {
    const e = query.error;
    if (e instanceof ApiError && e.status === 403)
      return <PageState icon={<IconLock size={32} />} heading="Not your reports" description={errorMessage(e)} />;
    if (e instanceof ApiError && (e.status === 404 || e.status === 400))
      return (
        <PageState icon={<IconSearchOff size={32} />} heading="Not found" description="There is no such course." />
      );
    return <LoadError message={errorMessage(e)} onRetry={() => void query.refetch()} />;
  }
  const { student, course, reports } = query.data;
  return (
    <Stack gap="lg" maw={820}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageTitle
          title="Assessment reports"
          description={`${student.name ? `${student.name} · ` : ""}${course.title}`}
        />
        {reports.length > 0 && (
          <Button
            className="tq-no-print"
            leftSection={<IconPrinter size={16} aria-hidden />}
            variant="light"
            onClick={() => window.print()}
          >
            Print / Save as PDF
          </Button>
        )}
      </Group>
      {reports.length === 0 ? (
        <PageState
          icon={<IconReportAnalytics size={32} />}
          heading="No report yet"
          description="Reports appear here once the course's teacher or assistant publishes one."
        />
      ) : (
        reports.map((r) => (
          <StudentReportSheet key={r.id} report={r} studentName={student.name} courseTitle={course.title} />
        ))
      )}
      <Text size="xs" c="dimmed" className="tq-no-print">
        Tip: in the print dialog choose “Save as PDF” for a file; each report starts on its own A4 page.
      </Text>
    </Stack>
  );
}
