import { Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { NOT_SAT, type StudentReport } from "@tq/contract/reports";
import { hrefTo } from "@tq/contract/paths";
import { useEffect, useState } from "react";
import "@mantine/core/styles/Table.css";
import { day, pct, period, share, totalOf } from "../format.ts";

/** One published report as the student and their guardians read and print it (one A4 page). */
export function StudentReportSheet({
  report,
  studentName,
  courseTitle,
}: {
  report: StudentReport;
  studentName: string;
  courseTitle: string;
}) {
  // A printed report must say where to check it: the full address, known only in the browser.
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  const checkAddress = `${origin}${hrefTo("checkresult")}`;
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      className="tq-report-sheet"
      data-testid="student-report"
      component="article"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={2} fz="xl">
              {report.title}
            </Title>
            <Text size="sm">
              {studentName} · {courseTitle}
            </Text>
            <Text size="sm" c="dimmed">
              {period(report.periodFrom, report.periodTo)} · published {day(report.publishedAt)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Verification code
            </Text>
            <Text ff="monospace" fw={700} fz="lg" data-testid="report-code">
              {report.verificationCode}
            </Text>
          </div>
        </Group>

        {/* Tight columns: the four fit a 375 px phone without scrolling ("not sat" stays on one line). */}
        <Table withTableBorder fz="sm" horizontalSpacing={6} aria-label={`${report.title}: results per quiz`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Quiz</Table.Th>
              <Table.Th ta="right">Counts</Table.Th>
              <Table.Th ta="right">Score</Table.Th>
              <Table.Th ta="right">Class mean*</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.quizzes.map((q, i) => (
              <Table.Tr key={`${q.title}-${i}`}>
                <Table.Td>{q.title}</Table.Td>
                <Table.Td ta="right">{share(q.share)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                  {q.score === null ? NOT_SAT : pct(q.score)}
                </Table.Td>
                <Table.Td ta="right">{pct(q.classMean)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Td>Weighted total</Table.Td>
              <Table.Td ta="right">100%</Table.Td>
              <Table.Td ta="right" data-testid="report-total" style={{ whiteSpace: "nowrap" }}>
                {totalOf(report.weightedTotal)}
              </Table.Td>
              <Table.Td ta="right">{pct(report.classMean)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>

        <Text size="sm">
          Tutorials completed: {report.tutorialsCompleted} of {report.tutorialsTotal}
        </Text>
        <div>
          <Text size="sm" fw={700}>
            Remark
          </Text>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {report.remark || "—"}
          </Text>
        </div>
        <Text size="xs" c="dimmed">
          A quiz not sat counts 0 in the weighted total; with no counted quiz sat, the report says “not sat”. *A
          quiz&apos;s class mean counts the students who sat it; the total&apos;s, the students who sat at least one
          counted quiz. Anyone can check this report with its code at {checkAddress}.
        </Text>
      </Stack>
    </Card>
  );
}
