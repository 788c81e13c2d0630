import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { VerifiedReport } from "@tq/contract/reports";
import { day, period, totalOf } from "../format.ts";

/** What a report's code certifies on checkresult: nothing beyond the printed summary. */
export function VerifiedReportCard({ report }: { report: VerifiedReport }) {
  return (
    <Card withBorder aria-live="polite" data-testid="verified-report">
      <Stack gap={6}>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Code {report.code}
          </Text>
          <Badge color="teal" variant="light">
            Assessment report verified
          </Badge>
        </Group>
        <Title order={2} size="h3">
          {report.studentName}
        </Title>
        <Text>
          {report.reportTitle} · {report.courseTitle}
        </Text>
        <Text size="sm" c="dimmed">
          {period(report.periodFrom, report.periodTo)} · published {day(report.publishedAt)}
        </Text>
        <Group gap="sm">
          <Text fw={700} fz="xl">
            {totalOf(report.weightedTotal)}
          </Text>
          <Text>weighted total</Text>
        </Group>
      </Stack>
    </Card>
  );
}
