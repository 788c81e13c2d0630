import { Button, Group, SimpleGrid, Stack, Table, Text, TextInput } from "@mantine/core";
import "@mantine/core/styles/Table.css";
import { schemaResolver, useForm } from "@mantine/form";
import { modals } from "@mantine/modals";
import { useQueryClient } from "@tanstack/react-query";
import { IconTrash } from "@tabler/icons-react";
import { CompanyMemberBody, type CompanyDetail } from "@tq/contract/accounts";
import { ROLE_LABELS } from "@tq/contract/roles";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { RowAction } from "../../../lib/ui/row-actions.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { accountsKeys, addMember, removeMember } from "../api.ts";

/** An organisation's members: add by email (the account must exist), remove after asking. */
export function CompanyMembers({ company }: { company: CompanyDetail }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", position: "" },
    validate: schemaResolver(CompanyMemberBody, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountsKeys.companies });
  const submit = form.onSubmit(async (values) => {
    await run(async () => {
      queryClient.setQueryData(accountsKeys.company(company.id), await addMember(company.id, values));
      form.reset();
      await refresh();
    });
  });
  const confirmRemove = (userId: number, name: string) =>
    modals.openConfirmModal({
      title: `Remove ${name}?`,
      children: (
        <Text size="sm">They keep their account; they are no longer listed as a member of {company.name}.</Text>
      ),
      labels: { confirm: "Remove", cancel: "Keep" },
      confirmProps: { color: "red" },
      onConfirm: () => {
        removeMember(company.id, userId).then(
          () => void refresh(),
          (error: unknown) => setNotice(errorMessage(error)),
        );
      },
    });

  return (
    <Stack gap="md">
      {notice ? <FormAlert kind="error">{notice}</FormAlert> : null}
      {company.members.length === 0 ? (
        <Text c="dimmed">No member yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" data-testid="company-members">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Position</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {company.members.map((m) => {
                const name = `${m.firstname} ${m.lastname}`;
                return (
                  <Table.Tr key={m.userId}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {m.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{m.position || "—"}</Table.Td>
                    <Table.Td>{ROLE_LABELS[m.role]}</Table.Td>
                    <Table.Td>
                      <RowAction
                        tooltip="Remove"
                        label={`Remove ${name}`}
                        icon={IconTrash}
                        color="red"
                        onClick={() => confirmRemove(m.userId, name)}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form onSubmit={submit} noValidate aria-label="Add a member">
        <Stack gap="xs">
          {message ? <FormAlert kind="error">{message}</FormAlert> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Member's email" type="email" required {...form.getInputProps("email")} />
            <TextInput label="Position" placeholder="Head teacher, HR…" {...form.getInputProps("position")} />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={busy} variant="light">
              Add member
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
