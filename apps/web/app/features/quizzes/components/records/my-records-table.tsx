import { Anchor, Card, Code, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import type { MyRecord } from "@tq/contract/quiz-records";
import { Link } from "react-router";
import "@mantine/core/styles/Code.css";
import "@mantine/core/styles/Table.css";
import { formatWhen } from "../../result-format.ts";
import { recordHref } from "../../records-view.ts";
import { RecordResult, RecordWhen } from "./record-state.tsx";

const MODE_LABELS = { exam: "Exam", practice: "Practice" } as const;

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

/**
 * The student's attempts: quiz and place, mode, dates, result, code, and the review (or resume)
 * link. A table from the `sm` breakpoint; on a phone one card per attempt (nothing to scroll sideways).
 */
export function MyRecordsTable({ records }: { records: readonly MyRecord[] }) {
  return (
    <>
      <Table.ScrollContainer minWidth={720} visibleFrom="sm">
        <Table striped verticalSpacing="xs" data-testid="my-records">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Quiz</Table.Th>
              <Table.Th>Mode</Table.Th>
              <Table.Th>Submitted</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>Code</Table.Th>
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
                    {r.quizTitle}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {placeText(r)}
                  </Text>
                </Table.Td>
                <Table.Td>{MODE_LABELS[r.mode]}</Table.Td>
                <Table.Td>
                  <RecordWhen {...r} />
                </Table.Td>
                <Table.Td>
                  <RecordResult record={r} />
                </Table.Td>
                <Table.Td>{r.verificationCode ? <Code>{r.verificationCode}</Code> : "—"}</Table.Td>
                <Table.Td>
                  <OpenLink record={r} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm" data-testid="my-records-cards">
        {records.map((r) => (
          <Card key={r.attemptId} withBorder padding="sm">
            <Text fw={600} size="sm">
              {r.quizTitle}
            </Text>
            <Text size="xs" c="dimmed">
              {placeText(r)}
            </Text>
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
          </Card>
        ))}
      </Stack>
    </>
  );
}
