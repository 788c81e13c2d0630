import { Anchor, Card, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { hrefTo } from "@tq/contract/paths";
import type { StaffRecord } from "@tq/contract/quiz-records";
import { Link } from "react-router";
import "@mantine/core/styles/Table.css";
import { formatWhen } from "../../result-format.ts";
import { RecordScore, RecordStateBadge, RecordWhen } from "./record-state.tsx";

/** The staff attempt screen of a record: adminsavedquiz/{userId}/{quizId}/{studentName}?attempt=. */
export const staffAttemptHref = (r: { studentId: number; quizId: number; studentName: string; attemptId: number }) =>
  `${hrefTo("adminsavedquiz", {
    userId: r.studentId,
    quizId: r.quizId,
    studentName: r.studentName || "student",
  })}?attempt=${r.attemptId}`;

const MODE_LABELS = { exam: "Exam", practice: "Practice" } as const;

const placeText = (r: StaffRecord) =>
  [r.courseTitle, r.subjectTitle, r.chapterNumber === null ? "Subject quiz" : `Ch. ${r.chapterNumber}`].join(" · ");

function OpenLink({ record }: { record: StaffRecord }) {
  return (
    <Anchor component={Link} to={staffAttemptHref(record)} size="sm">
      Open<VisuallyHidden> {record.studentName}'s attempt</VisuallyHidden>
    </Anchor>
  );
}

/**
 * subjectrecordviewmanagement's records: student, quiz and place, mode, dates, status and score
 * (staff see scores always). A table from `sm`; one card per record on a phone.
 */
export function StaffRecordsTable({ records }: { records: readonly StaffRecord[] }) {
  return (
    <>
      <Table.ScrollContainer minWidth={820} visibleFrom="sm">
        <Table striped verticalSpacing="xs" data-testid="staff-records">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Student</Table.Th>
              <Table.Th>Quiz</Table.Th>
              <Table.Th>Mode</Table.Th>
              <Table.Th>Submitted</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Score</Table.Th>
              <Table.Th>
                <VisuallyHidden>Open</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.map((r) => (
              <Table.Tr key={r.attemptId}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {r.studentName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.studentEmail}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{r.quizTitle}</Text>
                  <Text size="xs" c="dimmed">
                    {placeText(r)}
                  </Text>
                </Table.Td>
                <Table.Td>{MODE_LABELS[r.mode]}</Table.Td>
                <Table.Td>
                  <RecordWhen {...r} />
                </Table.Td>
                <Table.Td>
                  <RecordStateBadge state={r.state} />
                </Table.Td>
                <Table.Td>
                  <RecordScore {...r} />
                </Table.Td>
                <Table.Td>
                  <OpenLink record={r} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm" data-testid="staff-records-cards">
        {records.map((r) => (
          <Card key={r.attemptId} withBorder padding="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600} size="sm">
                  {r.studentName}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.studentEmail}
                </Text>
              </div>
              <OpenLink record={r} />
            </Group>
            <Text size="sm" mt={6}>
              {r.quizTitle} · {MODE_LABELS[r.mode]}
            </Text>
            <Text size="xs" c="dimmed">
              {placeText(r)}
            </Text>
            <Text size="xs" c="dimmed">
              {r.submittedAt ? `Submitted ${formatWhen(r.submittedAt)}` : `Started ${formatWhen(r.startedAt)}`}
            </Text>
            <Group gap="xs" mt={6} wrap="wrap">
              <RecordStateBadge state={r.state} />
              <RecordScore {...r} />
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
