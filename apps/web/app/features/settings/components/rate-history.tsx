import "@mantine/core/styles/Table.css";
import { Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { rateHistoryQuery } from "../api.ts";

/** Every change of one country's exchange rate, newest first. */
export function RateHistoryTable({
  code,
  currency,
  baseCurrency,
}: {
  code: string;
  currency: string;
  baseCurrency: string;
}) {
  const query = useQuery(rateHistoryQuery(code));
  if (query.isPending) return <ContentSkeleton lines={4} label="Loading the history…" />;
  if (query.isError) return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data.changes.length === 0)
    return <Text c="dimmed">The rate has not changed since the country was added.</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" aria-label={`Rate history of ${code}`}>
        <Table.Caption>
          {currency} per 1 {baseCurrency}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When (UTC)</Table.Th>
            <Table.Th ta="right">Old rate</Table.Th>
            <Table.Th ta="right">New rate</Table.Th>
            <Table.Th>Changed by</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.changes.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{c.changedAt.slice(0, 16).replace("T", " ")}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {c.oldRate}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {c.newRate}
              </Table.Td>
              <Table.Td>{c.changedBy ?? "—"}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
