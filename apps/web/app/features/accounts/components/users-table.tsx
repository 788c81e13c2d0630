import { Badge, Button, Group, Menu, Table, Text } from "@mantine/core";
import "@mantine/core/styles/Table.css";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { IconChevronDown, IconUserShare } from "@tabler/icons-react";
import type { AdminUser } from "@tq/contract/accounts";
import { ROLE_LABELS, type Role } from "@tq/contract/roles";
import { errorMessage } from "../../../lib/api-error.ts";
import { accountsKeys, changeRole, changeStatus } from "../api.ts";

export interface Notice {
  kind: "error" | "success";
  text: string;
}

/** One page of users with what the director may do to each (the server checks again). */
export function UsersTable({
  users,
  onActAs,
  onNotice,
}: {
  users: AdminUser[];
  onActAs: (u: AdminUser) => void;
  onNotice: (notice: Notice) => void;
}) {
  const queryClient = useQueryClient();
  const done = (text: string) => {
    onNotice({ kind: "success", text });
    void queryClient.invalidateQueries({ queryKey: accountsKeys.all });
  };
  const fail = (error: unknown) => onNotice({ kind: "error", text: errorMessage(error) });
  const role = useMutation({
    mutationFn: (v: { user: AdminUser; role: Role }) => changeRole(v.user.id, v.role),
    onSuccess: (u) => done(`${u.firstname} ${u.lastname} is now ${ROLE_LABELS[u.role].toLowerCase()}.`),
    onError: fail,
  });
  const status = useMutation({
    mutationFn: (u: AdminUser) => changeStatus(u.id, u.status === "active" ? "disabled" : "active"),
    onSuccess: (u) =>
      done(`${u.firstname} ${u.lastname}'s account is ${u.status === "active" ? "enabled" : "disabled"}.`),
    onError: fail,
  });

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Country</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => {
            const name = `${u.firstname} ${u.lastname}`;
            return (
              <Table.Tr key={u.id} data-testid={`user-row-${u.id}`}>
                <Table.Td>
                  <Text fw={500} size="sm">
                    {name}
                  </Text>
                  <Text c="dimmed" size="xs">
                    {u.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {u.grantableRoles.length > 0 ? (
                    <Menu position="bottom-start">
                      <Menu.Target>
                        <Button
                          size="compact-sm"
                          variant="light"
                          rightSection={<IconChevronDown size={14} aria-hidden />}
                          aria-label={`${ROLE_LABELS[u.role]}: change the role of ${name}`}
                        >
                          {ROLE_LABELS[u.role]}
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Label>Make {u.firstname}…</Menu.Label>
                        {u.grantableRoles.map((r) => (
                          <Menu.Item key={r} onClick={() => role.mutate({ user: u, role: r })}>
                            {ROLE_LABELS[r]}
                          </Menu.Item>
                        ))}
                      </Menu.Dropdown>
                    </Menu>
                  ) : (
                    <Text size="sm">{ROLE_LABELS[u.role]}</Text>
                  )}
                </Table.Td>
                <Table.Td>{u.country}</Table.Td>
                <Table.Td>
                  <Badge color={u.status === "active" ? "teal" : "gray"} variant="light">
                    {u.status === "active" ? "Active" : "Disabled"}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {u.can.changeStatus ? (
                      <Button
                        size="compact-sm"
                        variant="default"
                        color={u.status === "active" ? "red" : undefined}
                        loading={status.isPending && status.variables.id === u.id}
                        onClick={() => status.mutate(u)}
                        aria-label={`${u.status === "active" ? "Disable" : "Enable"} ${name}`}
                      >
                        {u.status === "active" ? "Disable" : "Enable"}
                      </Button>
                    ) : null}
                    {u.can.actAs && u.status === "active" ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="grape"
                        leftSection={<IconUserShare size={14} aria-hidden />}
                        onClick={() => onActAs(u)}
                        aria-label={`Act as ${name}`}
                      >
                        Act as
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
