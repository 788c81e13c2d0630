import { Card, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import "@mantine/core/styles/Table.css";

export const MODE_LABELS = { exam: "Exam", practice: "Practice" } as const;

/** A column of a records table: its header (visually hidden for the link column) and its cell. */
export interface RecordColumn<R> {
  header: string;
  hideHeader?: boolean;
  cell: (record: R) => ReactNode;
}

/** A name over a dimmed line (a student over their email, a quiz over its place). */
export function TitleOver({ title, line, bold = true }: { title: ReactNode; line: ReactNode; bold?: boolean }) {
  return (
    <>
      <Text fw={bold ? 600 : undefined} size="sm">
        {title}
      </Text>
      <Text size="xs" c="dimmed">
        {line}
      </Text>
    </>
  );
}

/**
 * The frame both record lists share: a striped table from the `sm` breakpoint and, on a phone,
 * one card per attempt (nothing to scroll sideways). The caller gives the columns and the card.
 */
export function RecordsTable<R extends { attemptId: number }>(props: {
  records: readonly R[];
  columns: readonly RecordColumn<R>[];
  card: (record: R) => ReactNode;
  minWidth: number;
  testId: string;
}) {
  const { records, columns } = props;
  return (
    <>
      <Table.ScrollContainer minWidth={props.minWidth} visibleFrom="sm">
        <Table striped verticalSpacing="xs" data-testid={props.testId}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.header}>
                  {c.hideHeader ? <VisuallyHidden>{c.header}</VisuallyHidden> : c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.map((r) => (
              <Table.Tr key={r.attemptId}>
                {columns.map((c) => (
                  <Table.Td key={c.header}>{c.cell(r)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm" data-testid={`${props.testId}-cards`}>
        {records.map((r) => (
          <Card key={r.attemptId} withBorder padding="sm">
            {props.card(r)}
          </Card>
        ))}
      </Stack>
    </>
  );
}
