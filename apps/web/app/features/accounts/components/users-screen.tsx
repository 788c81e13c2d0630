import { Badge, Pagination, Select, SimpleGrid, Stack, Tabs, Text, TextInput } from "@mantine/core";
import "@mantine/core/styles/Pagination.css";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { IconSearch } from "@tabler/icons-react";
import { USER_STATUSES, type AdminUser, type AdminUsersQuery } from "@tq/contract/accounts";
import { ROLE_LABELS, ROLES, type Role } from "@tq/contract/roles";
import type { Country } from "@tq/contract/site";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { countryOptions } from "../../../lib/countries.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { applicationsQuery, usersQuery } from "../api.ts";
import { ActAsModal } from "./act-as-modal.tsx";
import { ApplicationsPanel } from "./applications-panel.tsx";
import { UsersTable, type Notice } from "./users-table.tsx";

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const STATUS_OPTIONS = USER_STATUSES.map((s) => ({ value: s, label: s === "active" ? "Active" : "Disabled" }));

/** users (directors): search, filters and pages; role, status, act as; the Applications tab. */
export function UsersScreen({ countries, worldDirector }: { countries: readonly Country[]; worldDirector: boolean }) {
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const [filters, setFilters] = useState<{ role?: Role; country?: string; status?: AdminUsersQuery["status"] }>({});
  const [page, setPage] = useState(1);
  const [actAs, setActAs] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const users = useQuery(usersQuery({ q: q || undefined, ...filters, page }));
  const pending = useQuery(applicationsQuery("pending"));
  const filter = (patch: typeof filters) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  return (
    <Tabs defaultValue="users" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="users">Users</Tabs.Tab>
        <Tabs.Tab
          value="applications"
          rightSection={
            pending.data?.length ? (
              <Badge size="sm" circle aria-label={`${pending.data.length} waiting`}>
                {pending.data.length}
              </Badge>
            ) : null
          }
        >
          Tutor applications
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="users">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: worldDirector ? 4 : 3 }}>
            <TextInput
              label="Search"
              placeholder="Name or email"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                setPage(1);
              }}
            />
            <Select
              label="Role"
              placeholder="Any role"
              clearable
              data={ROLE_OPTIONS}
              value={filters.role ?? null}
              onChange={(v) => filter({ role: (v as Role | null) ?? undefined })}
            />
            {worldDirector ? (
              <Select
                label="Country"
                placeholder="Any country"
                clearable
                searchable
                data={countryOptions(countries)}
                value={filters.country ?? null}
                onChange={(v) => filter({ country: v ?? undefined })}
              />
            ) : null}
            <Select
              label="Status"
              placeholder="Any status"
              clearable
              data={STATUS_OPTIONS}
              value={filters.status ?? null}
              onChange={(v) => filter({ status: (v as AdminUsersQuery["status"] | null) ?? undefined })}
            />
          </SimpleGrid>
          {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}
          {users.isPending ? (
            <ContentSkeleton lines={6} label="Loading users…" />
          ) : users.isError ? (
            <LoadError message={errorMessage(users.error)} onRetry={() => void users.refetch()} />
          ) : users.data.users.length === 0 ? (
            <Text c="dimmed">No user matches these filters.</Text>
          ) : (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {users.data.total} user{users.data.total === 1 ? "" : "s"}
              </Text>
              <UsersTable users={users.data.users} onActAs={setActAs} onNotice={setNotice} />
              {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages" /> : null}
            </>
          )}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="applications">
        <ApplicationsPanel />
      </Tabs.Panel>
      <ActAsModal key={actAs?.id ?? 0} user={actAs} onClose={() => setActAs(null)} />
    </Tabs>
  );
}
