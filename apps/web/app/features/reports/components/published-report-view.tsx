import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { IconDownload } from "@tabler/icons-react";
import type { ReportDetail } from "@tq/contract/reports";
import { errorMessage } from "../../../lib/api-error.ts";
import { downloadReportCsv } from "../api.ts";
import { day, period } from "../format.ts";
import { ClassStats } from "./class-stats.tsx";
import { ReportTable } from "./report-table.tsx";
import { ReportStatusBadge } from "./report-status.tsx";

/** A published report, as frozen: read only, with its codes and the class CSV. */
export function PublishedReportView({ report }: { report: ReportDetail }) {
  const csv = useMutation({ mutationFn: () => downloadReportCsv(report.id) });
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <ReportStatusBadge status={report.status} />
          <Text size="sm" c="dimmed">
            {period(report.periodFrom, report.periodTo)} · published {report.publishedAt ? day(report.publishedAt) : ""}
            {report.publishedBy ? ` by ${report.publishedBy}` : ""}
          </Text>
        </Group>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={csv.isPending}
          onClick={() => csv.mutate()}
        >
          Download CSV
        </Button>
      </Group>
      {csv.isError && (
        <Alert color="red" role="alert">
          {errorMessage(csv.error)}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {report.computed.students.length} students and their guardians were emailed when it was published. Published
        reports do not change: later attempts are not counted. Students and their guardians read theirs on their report
        page and can print it.
      </Text>
      <Title order={2} fz="lg">
        Class
      </Title>
      <ClassStats computed={report.computed} />
      <Title order={2} fz="lg">
        Students
      </Title>
      <ReportTable computed={report.computed} remarks={null} />
    </Stack>
  );
}
