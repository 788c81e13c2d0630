import { Button, Group, Pagination, Stack, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { IconDownload, IconTable } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import "@mantine/core/styles/Pagination.css";
import { errorMessage } from "../../../lib/api-error.ts";
import { saveBlob } from "../../../lib/download.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { filtersFrom, queryOf, withFilter, type FilterKey } from "./records-filters.ts";
import { fetchRecordsCsv, staffRecordsQuery } from "./records-api.ts";
import { StaffRecordsFilters } from "./staff-records-filters.tsx";
import { StaffRecordsTable } from "./staff-records-table.tsx";

/**
 * subjectrecordviewmanagement [G] (staff): every attempt in the courses the caller marks, with
 * filters kept in the URL, pages, and the filtered records as a CSV file.
 */
export function StaffRecordsScreen() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const query = queryOf(filters);
  const list = useQuery({ ...staffRecordsQuery(query), placeholderData: keepPreviousData });
  const [csvBusy, setCsvBusy] = useState(false);
  const [csvError, setCsvError] = useState<string | null>(null);
  const set = (key: FilterKey, value: string | null) => setSearch((current) => withFilter(current, key, value));
  const download = () => {
    setCsvBusy(true);
    setCsvError(null);
    fetchRecordsCsv(query)
      .then(({ blob, fileName }) => saveBlob(blob, fileName))
      .catch((e: unknown) => setCsvError(errorMessage(e)))
      .finally(() => setCsvBusy(false));
  };
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Object.keys(filters).some((k) => k !== "order" && k !== "page");

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>Quiz records</Title>
          <Text c="dimmed" size="sm">
            Every attempt at the quizzes of the courses you mark. Open one to see the answers and mark them.
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={csvBusy}
          disabled={!data || data.total === 0}
          onClick={download}
        >
          Download CSV
        </Button>
      </Group>
      <StaffRecordsFilters filters={filters} choices={data?.choices ?? null} onChange={set} />
      {csvError && <FormAlert kind="error">{csvError}</FormAlert>}
      {list.isPending ? (
        <ContentSkeleton lines={8} label="Loading the records…" />
      ) : list.isError ? (
        <LoadError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.records.length === 0 ? (
        <PageState
          icon={<IconTable size={32} />}
          heading={filtered ? "No records match" : "No attempts yet"}
          description={
            filtered
              ? "Clear a filter to see more."
              : "Attempts appear here when students take the quizzes of your courses."
          }
        >
          {filtered && (
            <Button variant="default" onClick={() => setSearch(new URLSearchParams())}>
              Clear the filters
            </Button>
          )}
        </PageState>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.data.total === 1 ? "1 record" : `${list.data.total} records`}
            {pages > 1 ? ` · page ${list.data.page} of ${pages}` : ""}
          </Text>
          <StaffRecordsTable records={list.data.records} />
          {pages > 1 && (
            <Pagination
              total={pages}
              value={list.data.page}
              onChange={(p) => set("page", String(p))}
              getControlProps={(control) => ({ "aria-label": `${control} page` })}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
