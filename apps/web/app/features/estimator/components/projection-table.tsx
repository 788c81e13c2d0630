import { Table, Text } from "@mantine/core";
import type { Projection } from "@tq/contract/estimator-model";
import { formatMoney } from "@tq/contract/money";
import "@mantine/core/styles/Table.css";

/** Month × country gross revenue, with each month's net and the period's totals. */
export function ProjectionTable(props: { projection: Projection; countries: readonly string[]; currency: string }) {
  const { projection: p, countries, currency } = props;
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <Table.ScrollContainer minWidth={Math.max(560, 240 + countries.length * 120)}>
      <Table striped verticalSpacing={6} aria-label="Projected revenue per month and country">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Month</Table.Th>
            {countries.map((c) => (
              <Table.Th key={c} ta="right">
                {c}
              </Table.Th>
            ))}
            <Table.Th ta="right">Gross</Table.Th>
            <Table.Th ta="right">Fees</Table.Th>
            <Table.Th ta="right">Tutors</Table.Th>
            <Table.Th ta="right">Net</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {p.months.map((m) => (
            <Table.Tr key={m.month}>
              <Table.Td>{m.month}</Table.Td>
              {m.cells.map((c) => (
                <Table.Td key={c.country} ta="right">
                  {money(c.grossMinor)}
                </Table.Td>
              ))}
              <Table.Td ta="right">{money(m.total.grossMinor)}</Table.Td>
              <Table.Td ta="right">{money(m.total.feesMinor)}</Table.Td>
              <Table.Td ta="right">{money(m.total.tutorsMinor)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {money(m.total.netMinor)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>
              <Text fw={700} size="sm">
                12 months
              </Text>
            </Table.Th>
            {p.countryTotals.map((c) => (
              <Table.Th key={c.country} ta="right">
                {money(c.grossMinor)}
              </Table.Th>
            ))}
            <Table.Th ta="right" data-testid="total-gross">
              {money(p.total.grossMinor)}
            </Table.Th>
            <Table.Th ta="right">{money(p.total.feesMinor)}</Table.Th>
            <Table.Th ta="right">{money(p.total.tutorsMinor)}</Table.Th>
            <Table.Th ta="right" data-testid="total-net">
              {money(p.total.netMinor)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
