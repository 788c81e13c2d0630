import { formatDay } from "@tq/contract/dates";
import { Anchor, Progress, Table, Text } from "@mantine/core";
import type { RosterStudent } from "@tq/contract/classrooms";
import { Link } from "react-router";
import { editStudentHref } from "../class-links.ts";

/** The tutor's roster: each student's tutorial progress and released results; names link to corrections. */
export function RosterTable({
  students,
  tutorialCount,
  courseTitle,
  canEdit,
}: {
  students: readonly RosterStudent[];
  tutorialCount: number;
  courseTitle: string;
  canEdit: boolean;
}) {
  if (students.length === 0) return <Text c="dimmed">No students in this class yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" data-testid="roster">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Student</Table.Th>
            <Table.Th>Tutorials</Table.Th>
            <Table.Th>Results</Table.Th>
            <Table.Th>Until</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((s) => {
            const pct = tutorialCount === 0 ? 0 : Math.round((100 * s.tutorialsCompleted) / tutorialCount);
            const name = `${s.firstname} ${s.lastname}`;
            return (
              <Table.Tr key={s.userId}>
                <Table.Td>
                  {canEdit ? (
                    <Anchor component={Link} to={editStudentHref(s.userId, courseTitle)} fw={500}>
                      {name}
                    </Anchor>
                  ) : (
                    <Text fw={500}>{name}</Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {s.email}
                  </Text>
                </Table.Td>
                <Table.Td miw={140}>
                  <Text size="sm">
                    {s.tutorialsCompleted} / {tutorialCount}
                  </Text>
                  <Progress value={pct} size="sm" aria-label={`${name}: ${pct}% of tutorials read`} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {s.averagePercent === null
                      ? "No results yet"
                      : `${s.averagePercent}% average over ${s.resultsCount} quiz${s.resultsCount === 1 ? "" : "zes"}`}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDay(s.expiresAt, { timeZone: "UTC" })}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
