import { Box, Button, Group, Stack, Text } from "@mantine/core";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { IconDownload, IconFilter, IconHistory } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { saveBlob } from "../../../lib/download.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { fetchLogCsv, filtersFrom, logChoicesQuery, logEntriesQuery, type LogFilterKey } from "../api.ts";
import { LogFilters } from "./log-filters.tsx";
import { LogTable } from "./log-table.tsx";

/**
 * viewlog [G] (world director): the activity log newest first, filters kept in the URL, older
 * entries on demand (keyset pages), and the filtered log as a CSV file.
 */
export function LogScreen() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const list = useInfiniteQuery(logEntriesQuery(filters));
  const choices = useQuery(logChoicesQuery());
  const [csvBusy, setCsvBusy] = useState(false);
  const [csvError, setCsvError] = useState<string | null>(null);
  // Phones: the seven filters would push the log below the fold; they open on demand.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const set = (key: LogFilterKey, value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const download = () => {
    setCsvBusy(true);
    setCsvError(null);
    fetchLogCsv(filters)
      .then(({ blob, fileName }) => saveBlob(blob, fileName))
      .catch((e: unknown) => setCsvError(errorMessage(e)))
      .finally(() => setCsvBusy(false));
  };
  const entries = list.data?.pages.flatMap((p) => p.entries) ?? [];
  const filtered = Object.keys(filters).length > 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Text c="dimmed" size="sm" maw={640}>
          Who did what, when and from where. When an administrator or a guardian acted as someone, the actor is the
          account they acted as and “Really done by” names them.
        </Text>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={csvBusy}
          disabled={entries.length === 0}
          onClick={download}
        >
          Download CSV
        </Button>
      </Group>
      <Button
        hiddenFrom="xs"
        variant="light"
        leftSection={<IconFilter size={16} aria-hidden />}
        aria-expanded={filtersOpen}
        aria-controls="log-filters"
        onClick={() => setFiltersOpen((o) => !o)}
      >
        {filtersOpen ? "Hide filters" : `Filters${filtered ? ` (${Object.keys(filters).length})` : ""}`}
      </Button>
      <Box id="log-filters" visibleFrom={filtersOpen ? undefined : "xs"}>
        <LogFilters
          filters={filters}
          choices={choices.data ?? null}
          onChange={set}
          onClear={() => setSearch(new URLSearchParams(), { replace: true })}
        />
      </Box>
      {csvError && <FormAlert kind="error">{csvError}</FormAlert>}
      {list.isPending ? (
        <ContentSkeleton lines={10} label="Loading the log…" />
      ) : list.isError ? (
        <LoadError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : entries.length === 0 ? (
        <PageState
          icon={<IconHistory size={32} />}
          heading={filtered ? "No entries match" : "The log is empty"}
          description={filtered ? "Clear a filter to see more." : "Actions on the site appear here as they happen."}
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {entries.length === 1 ? "1 entry" : `${entries.length} entries`}
            {list.hasNextPage ? " shown · older entries follow" : ""}
          </Text>
          <LogTable entries={entries} />
          {list.hasNextPage && (
            <Group justify="center">
              <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                Show older entries
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
