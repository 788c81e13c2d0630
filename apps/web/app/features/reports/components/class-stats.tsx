import { BarChart } from "@mantine/charts";
import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { ReportComputed, ScoreStats } from "@tq/contract/reports";
import "@mantine/charts/styles.css";
import "@mantine/core/styles/Table.css";
import { pct, WHO_COUNTS } from "../format.ts";

function StatCells({ s }: { s: ScoreStats }) {
  return (
    <>
      <Table.Td ta="right">{s.counted}</Table.Td>
      <Table.Td ta="right">{pct(s.mean)}</Table.Td>
      <Table.Td ta="right">{pct(s.median)}</Table.Td>
      <Table.Td ta="right">{pct(s.min)}</Table.Td>
      <Table.Td ta="right">{pct(s.max)}</Table.Td>
      <Table.Td ta="right">{pct(s.passRate)}</Table.Td>
    </>
  );
}

/**
 * The class at a glance: the weighted totals' figures, their distribution, and each quiz's
 * statistics, all over the students who sat (ADR 0043).
 */
export function ClassStats({ computed }: { computed: ReportComputed }) {
  const t = computed.total;
  const figures = [
    ["Students who sat", `${t.counted} of ${computed.students.length}`],
    ["Mean", pct(t.mean)],
    ["Median", pct(t.median)],
    ["Lowest – highest", t.min === null ? "—" : `${pct(t.min)} – ${pct(t.max)}`],
    [`Pass rate (pass mark ${pct(t.passMark)})`, pct(t.passRate)],
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-testid="class-figures">
        {figures.map(([label, value]) => (
          <Card key={label} withBorder padding="sm">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} fz="lg">
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" data-testid="who-counts">
        {WHO_COUNTS}
      </Text>
      <Card withBorder padding="md">
        <Title order={3} fz="md" mb="sm">
          Weighted totals of the students who sat: students per band
        </Title>
        <BarChart
          h={220}
          data={computed.distribution}
          dataKey="band"
          series={[{ name: "students", label: "Students", color: "teal.6" }]}
          yAxisProps={{ allowDecimals: false }}
          aria-label="Bar chart: how many students have a weighted total in each band of 10 points"
        />
      </Card>
      {computed.quizzes.length > 0 && (
        <Table.ScrollContainer minWidth={620}>
          <Table striped withTableBorder fz="sm" aria-label="Statistics per quiz">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Quiz</Table.Th>
                <Table.Th ta="right">Students with a score</Table.Th>
                <Table.Th ta="right">Mean</Table.Th>
                <Table.Th ta="right">Median</Table.Th>
                <Table.Th ta="right">Min</Table.Th>
                <Table.Th ta="right">Max</Table.Th>
                <Table.Th ta="right">Pass rate</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {computed.quizzes.map((q) => (
                <Table.Tr key={q.quizId}>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Text size="sm">{q.title}</Text>
                      <Text size="xs" c="dimmed">
                        (pass {q.passPercent}%)
                      </Text>
                    </Group>
                  </Table.Td>
                  <StatCells s={q.stats} />
                </Table.Tr>
              ))}
              <Table.Tr fw={700}>
                <Table.Td>Weighted total</Table.Td>
                <StatCells s={t} />
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
