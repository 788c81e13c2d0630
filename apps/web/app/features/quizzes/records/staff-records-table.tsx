import { Anchor, Group, Text, VisuallyHidden } from "@mantine/core";
import { hrefTo } from "@tq/contract/paths";
import type { StaffRecord } from "@tq/contract/quiz-records";
import { Link } from "react-router";
import { formatWhen } from "../shared/result-format.ts";
import { RecordScore, RecordStateBadge, RecordWhen } from "./record-state.tsx";
import { MODE_LABELS, RecordsTable, TitleOver, type RecordColumn } from "./records-layout.tsx";

/** The staff attempt screen of a record: adminsavedquiz/{userId}/{quizId}/{studentName}?attempt=. */
export const staffAttemptHref = (r: { studentId: number; quizId: number; studentName: string; attemptId: number }) =>
  `${hrefTo("adminsavedquiz", {
    userId: r.studentId,
    quizId: r.quizId,
    studentName: r.studentName || "student",
  })}?attempt=${r.attemptId}`;

const placeText = (r: StaffRecord) =>
  [r.courseTitle, r.subjectTitle, r.chapterNumber === null ? "Subject quiz" : `Ch. ${r.chapterNumber}`].join(" · ");

function OpenLink({ record }: { record: StaffRecord }) {
  return (
    <Anchor component={Link} to={staffAttemptHref(record)} size="sm">
      Open<VisuallyHidden> {record.studentName}'s attempt</VisuallyHidden>
    </Anchor>
  );
}

const COLUMNS: readonly RecordColumn<StaffRecord>[] = [
  { header: "Student", cell: (r) => <TitleOver title={r.studentName} line={r.studentEmail} /> },
  { header: "Quiz", cell: (r) => <TitleOver title={r.quizTitle} line={placeText(r)} bold={false} /> },
  { header: "Mode", cell: (r) => MODE_LABELS[r.mode] },
  { header: "Submitted", cell: (r) => <RecordWhen {...r} /> },
  { header: "Status", cell: (r) => <RecordStateBadge state={r.state} /> },
  { header: "Score", cell: (r) => <RecordScore {...r} /> },
  { header: "Open", hideHeader: true, cell: (r) => <OpenLink record={r} /> },
];

function StaffRecordCard({ record: r }: { record: StaffRecord }) {
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div>
          <TitleOver title={r.studentName} line={r.studentEmail} />
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
    </>
  );
}

/**
 * subjectrecordviewmanagement's records: student, quiz and place, mode, dates, status and score
 * (staff see scores always). A table from `sm`; one card per record on a phone.
 */
export function StaffRecordsTable({ records }: { records: readonly StaffRecord[] }) {
  return (
    <RecordsTable
      records={records}
      columns={COLUMNS}
      card={(r) => <StaffRecordCard record={r} />}
      minWidth={820}
      testId="staff-records"
    />
  );
}
