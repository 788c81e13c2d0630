import "@mantine/core/styles/Table.css";
import { Badge, Button, Group, Modal, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { IconHistory, IconPencil, IconPlus } from "@tabler/icons-react";
import type { AdminCountry, AdminCountryList } from "@tq/contract/site-admin";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { RowAction } from "../../../lib/ui/row-actions.tsx";
import { adminCountriesQuery, settingsKeys } from "../api.ts";
import { CountryEditForm } from "./country-edit-form.tsx";
import { NewCountryForm } from "./new-country-form.tsx";
import { RateHistoryTable } from "./rate-history.tsx";

type Open = { kind: "edit" | "history"; country: AdminCountry } | { kind: "new" } | null;

/** setcountry: every country with its currency, exchange rate (and history), state and director. */
export function CountriesScreen({ onChanged }: { onChanged: () => void }) {
  const queryClient = useQueryClient();
  const query = useQuery(adminCountriesQuery());
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const saved = (list: AdminCountryList, text: string) => {
    queryClient.setQueryData(settingsKeys.countries, list);
    // The country's rate history gained a row; the public countries list (prices, selects) changed.
    void queryClient.invalidateQueries({ queryKey: ["settings", "rate-history"] });
    onChanged();
    setNotice(text);
    setOpen(null);
  };

  if (query.isPending) return <ContentSkeleton lines={8} label="Loading the countries…" />;
  if (query.isError) return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const { countries, candidates, baseCurrency } = query.data;
  return (
    <Stack gap="md">
      {notice ? <FormAlert kind="success">{notice}</FormAlert> : null}
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          Rates are units of the country&apos;s currency per 1 {baseCurrency}. A new rate prices new checkouts and
          renewals; payments already made keep their amount.
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen({ kind: "new" })}>
          Add country
        </Button>
      </Group>
      {/* Phones keep what a rate change needs (country, rate, actions); the rest shows from "sm". */}
      <Table.ScrollContainer minWidth={340}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label="Countries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th>Country</Table.Th>
              <Table.Th visibleFrom="sm">Currency</Table.Th>
              <Table.Th ta="right">Rate per 1 {baseCurrency}</Table.Th>
              <Table.Th visibleFrom="sm">State</Table.Th>
              <Table.Th visibleFrom="sm">Director</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {countries.map((c) => (
              <Table.Tr key={c.code} data-testid={`country-${c.code}`}>
                <Table.Td ff="monospace">{c.code}</Table.Td>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td visibleFrom="sm">{c.currency}</Table.Td>
                <Table.Td ta="right" ff="monospace" data-testid="rate">
                  {c.exchangeRate}
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Badge color={c.active ? "teal" : "gray"} variant="light">
                    {c.active ? "Active" : "Inactive"}
                  </Badge>
                </Table.Td>
                <Table.Td visibleFrom="sm">{c.directorName ?? <Text c="dimmed">None</Text>}</Table.Td>
                <Table.Td>
                  <Group gap={2} wrap="nowrap" justify="flex-end">
                    <RowAction
                      tooltip="Edit"
                      label={`Edit ${c.name}`}
                      icon={IconPencil}
                      onClick={() => setOpen({ kind: "edit", country: c })}
                    />
                    <RowAction
                      tooltip="Rate history"
                      label={`Rate history of ${c.name}`}
                      icon={IconHistory}
                      color="gray"
                      onClick={() => setOpen({ kind: "history", country: c })}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        size={open?.kind === "history" ? "lg" : "md"}
        title={
          open?.kind === "new"
            ? "Add a country"
            : open?.kind === "edit"
              ? `Edit ${open.country.name}`
              : open
                ? `Rate history — ${open.country.name}`
                : ""
        }
      >
        {open?.kind === "new" ? (
          <NewCountryForm onSaved={(list, code) => saved(list, `Added ${code}.`)} onCancel={() => setOpen(null)} />
        ) : open?.kind === "edit" ? (
          <CountryEditForm
            country={open.country}
            baseCurrency={baseCurrency}
            candidates={candidates.filter((d) => d.country === open.country.code)}
            onSaved={(list) => saved(list, `Saved ${open.country.name}.`)}
            onCancel={() => setOpen(null)}
          />
        ) : open?.kind === "history" ? (
          <RateHistoryTable code={open.country.code} currency={open.country.currency} baseCurrency={baseCurrency} />
        ) : null}
      </Modal>
    </Stack>
  );
}
