import { Anchor, Code, Group, Text, VisuallyHidden } from "@mantine/core";
import type { MyRecord } from "@tq/contract/quiz-records";
import { Link } from "react-router";
import "@mantine/core/styles/Code.css";
import { formatWhen } from "../shared/result-format.ts";
import { recordHref } from "./records-view.ts";
import { RecordResult, RecordWhen } from "./record-state.tsx";
import { MODE_LABELS, RecordsTable, TitleOver, type RecordColumn } from "./records-layout.tsx";

/** Where the quiz sits: course · subject · chapter. */
function placeText(r: MyRecord): string {
  const chapter = r.chapterNumber === null ? null : `Ch. ${r.chapterNumber} ${r.chapterTitle ?? ""}`.trim();
  return [r.courseTitle, r.subjectTitle, chapter].filter(Boolean).join(" · ");
}

function OpenLink({ record }: { record: MyRecord }) {
  return (
    <Anchor component={Link} to={recordHref(record)} size="sm">
      {record.status === "in_progress" ? "Resume" : "Review"}
      <VisuallyHidden> {record.quizTitle}</VisuallyHidden>
    </Anchor>
  );
}

const COLUMNS: readonly RecordColumn<MyRecord>[] = [
  { header: "Quiz", cell: (r) => <TitleOver title={r.quizTitle} line={placeText(r)} /> },
  { header: "Mode", cell: (r) => MODE_LABELS[r.mode] },
  { header: "Submitted", cell: (r) => <RecordWhen {...r} /> },
  { header: "Result", cell: (r) => <RecordResult record={r} /> },
  { header: "Code", cell: (r) => (r.verificationCode ? <Code>{r.verificationCode}</Code> : "—") },
  { header: "Open", hideHeader: true, cell: (r) => <OpenLink record={r} /> },
];

function MyRecordCard({ record: r }: { record: MyRecord }) {
  return (
    <>
      <TitleOver title={r.quizTitle} line={placeText(r)} />
      <Text size="sm" mt={6}>
        {MODE_LABELS[r.mode]} · {formatWhen(r.submittedAt ?? r.startedAt)}
      </Text>
      <Group justify="space-between" align="flex-end" mt={6} gap="xs" wrap="nowrap">
        <RecordResult record={r} />
        <OpenLink record={r} />
      </Group>
      {r.verificationCode && (
        <Text size="xs" c="dimmed" mt={6}>
          Code <Code>{r.verificationCode}</Code>
        </Text>
      )}
    </>
  );
}

/**
 * The student's attempts: quiz and place, mode, dates, result, code, and the review (or resume)
 * link. A table from the `sm` breakpoint; on a phone one card per attempt (nothing to scroll sideways).
 */
export function MyRecordsTable({ records }: { records: readonly MyRecord[] }) {
  return (
    <RecordsTable
      records={records}
      columns={COLUMNS}
      card={(r) => <MyRecordCard record={r} />}
      minWidth={720}
      testId="my-records"
    />
  );
}
