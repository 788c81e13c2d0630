import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { IconBuilding, IconPencil, IconPlus } from "@tabler/icons-react";
import type { CompanyDetail } from "@tq/contract/accounts";
import type { Country } from "@tq/contract/site";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { accountsKeys, companiesQuery, companyQuery } from "../api.ts";
import { CompanyForm, KIND_LABELS } from "./company-form.tsx";
import { CompanyMembers } from "./company-members.tsx";

/** mycompanies: the organisations a director manages; pick one to see and change its members. */
export function CompaniesScreen({ countries, homeCountry }: { countries: readonly Country[]; homeCountry: string }) {
  const queryClient = useQueryClient();
  const list = useQuery(companiesQuery());
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<"new" | CompanyDetail | null>(null);
  const current = list.data?.find((c) => c.id === selected) ?? list.data?.[0];
  const saved = (c: CompanyDetail) => {
    queryClient.setQueryData(accountsKeys.company(c.id), c);
    void queryClient.invalidateQueries({ queryKey: accountsKeys.companies });
    setSelected(c.id);
    setEditing(null);
  };

  if (list.isPending) return <ContentSkeleton lines={6} label="Loading organisations…" />;
  if (list.isError) return <LoadError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  return (
    <Stack gap="lg">
      <Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
          New organisation
        </Button>
      </Group>
      {list.data.length === 0 ? (
        <Text c="dimmed">No organisation yet. Add the schools and employers you work with.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {list.data.map((c) => (
            <UnstyledButton key={c.id} onClick={() => setSelected(c.id)} aria-pressed={current?.id === c.id}>
              <Card
                withBorder
                padding="md"
                style={current?.id === c.id ? { borderColor: "var(--mantine-primary-color-filled)" } : undefined}
              >
                <Group gap="sm" wrap="nowrap">
                  <IconBuilding aria-hidden />
                  <div>
                    <Text fw={600}>{c.name}</Text>
                    <Text size="sm" c="dimmed">
                      {KIND_LABELS[c.kind]} · {c.country} · {c.memberCount} member{c.memberCount === 1 ? "" : "s"}
                    </Text>
                  </div>
                </Group>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      {current ? <CompanyPanel id={current.id} onEdit={setEditing} /> : null}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? "New organisation" : "Edit the organisation"}
      >
        {editing ? (
          <CompanyForm
            company={editing === "new" ? undefined : editing}
            countries={countries}
            defaultCountry={homeCountry}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}

function CompanyPanel({ id, onEdit }: { id: number; onEdit: (c: CompanyDetail) => void }) {
  const company = useQuery(companyQuery(id));
  if (company.isPending) return <ContentSkeleton lines={4} label="Loading members…" />;
  if (company.isError)
    return <LoadError message={errorMessage(company.error)} onRetry={() => void company.refetch()} />;
  const c = company.data;
  return (
    <Stack gap="md" data-testid="company-panel">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Title order={2} fz="xl">
            {c.name}
          </Title>
          <Badge variant="light">{KIND_LABELS[c.kind]}</Badge>
        </Group>
        <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(c)}>
          Edit
        </Button>
      </Group>
      <CompanyMembers company={c} />
    </Stack>
  );
}
