import { ActionIcon, Group, Table, Text, Textarea, Tooltip } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { REPORT_REMARK_MAX, type ReportComputed } from "@tq/contract/reports";
import "@mantine/core/styles/Table.css";
import { pct, share, totalOf, WHO_COUNTS } from "../format.ts";

/**
 * One row per student: the weighted total, tutorial completion and the remark first (what the
 * TA works on, on screen without scrolling), then the best released score per counted quiz
 * (— when none in the period: it counts 0 in the total; "not sat" when the student sat none).
 */
export function ReportTable({
  computed,
  remarks,
  onRemark,
  errors,
}: {
  computed: ReportComputed;
  /** Null: read only (a published report shows its remarks as text). */
  remarks: Readonly<Record<string, string>> | null;
  onRemark?: (userId: number, remark: string) => void;
  errors?: Readonly<Record<string, string>>;
}) {
  if (computed.students.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No student of this course had a subscription in this period.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560 + computed.quizzes.length * 90}>
      <Table striped highlightOnHover withTableBorder fz="sm" aria-label="Students' results" data-testid="report-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Student</Table.Th>
            <Table.Th ta="right">
              <Group gap={2} justify="flex-end" wrap="nowrap">
                Weighted total
                <Tooltip label={WHO_COUNTS} multiline w={300} events={{ hover: true, focus: true, touch: true }}>
                  <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Weighted total: ${WHO_COUNTS}`}>
                    <IconInfoCircle size={14} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Table.Th>
            <Table.Th ta="right">Tutorials</Table.Th>
            <Table.Th miw={240}>Remark</Table.Th>
            {computed.quizzes.map((q) => (
              <Table.Th key={q.quizId} ta="right" maw={120}>
                <Tooltip label={`${q.title}: counts ${share(q.share)}`}>
                  <Text size="xs" fw={600} lineClamp={2}>
                    {q.title}{" "}
                    <Text span size="xs" c="dimmed">
                      ({share(q.share)})
                    </Text>
                  </Text>
                </Tooltip>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {computed.students.map((s) => (
            <Table.Tr key={s.userId}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {s.name}
                </Text>
                {s.verificationCode && (
                  <Text size="xs" c="dimmed" ff="monospace">
                    {s.verificationCode}
                  </Text>
                )}
              </Table.Td>
              <Table.Td
                ta="right"
                fw={s.weightedTotal === null ? 400 : 700}
                c={s.weightedTotal === null ? "dimmed" : undefined}
                fs={s.weightedTotal === null ? "italic" : undefined}
                style={{ whiteSpace: "nowrap" }}
              >
                {totalOf(s.weightedTotal)}
              </Table.Td>
              <Table.Td ta="right">
                {s.tutorialsCompleted}/{s.tutorialsTotal}
              </Table.Td>
              <Table.Td>
                {remarks === null ? (
                  <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                    {s.remark || "—"}
                  </Text>
                ) : (
                  <Textarea
                    aria-label={`Remark for ${s.name}`}
                    autosize
                    minRows={1}
                    maxRows={5}
                    maxLength={REPORT_REMARK_MAX}
                    value={remarks[String(s.userId)] ?? ""}
                    onChange={(e) => onRemark?.(s.userId, e.currentTarget.value)}
                    error={errors?.[`remarks.${s.userId}`]}
                  />
                )}
              </Table.Td>
              {s.scores.map((score, i) => (
                <Table.Td key={computed.quizzes[i]?.quizId ?? i} ta="right" c={score === null ? "dimmed" : undefined}>
                  {pct(score)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
