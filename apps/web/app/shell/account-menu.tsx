import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { AuthAnswer } from "@tq/contract/auth";
import { ROLE_LABELS } from "@tq/contract/roles";
import { IconChevronDown, IconDashboard, IconLogout, IconUserCircle } from "@tabler/icons-react";
import { Link } from "react-router";

function initials(user: AuthAnswer): string {
  return `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase();
}

/** The signed-in user's menu: the spec's User menu has no Logout entry, so sign-out lives here. */
export function AccountMenu({ user }: { user: AuthAnswer }) {
  const name = `${user.firstname} ${user.lastname}`;
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* Named by what it shows (WCAG 2.5.3): the person's name, then what the button opens.
            The initials are decoration; on a phone the name is kept for screen readers only. */}
        <UnstyledButton data-testid="account-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar color="indigo" radius="xl" size={32} aria-hidden>
              {initials(user)}
            </Avatar>
            <Text size="sm" fw={600} maw={160} truncate="end" className="account-name">
              {name}
            </Text>
            <VisuallyHidden>: account menu</VisuallyHidden>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {name} · {ROLE_LABELS[user.role]}
        </Menu.Label>
        <Menu.Item component={Link} to="/dashboard" leftSection={<IconDashboard size={16} aria-hidden />}>
          Dashboard
        </Menu.Item>
        <Menu.Item component={Link} to="/userprofile/one" leftSection={<IconUserCircle size={16} aria-hidden />}>
          My profile
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={16} aria-hidden />}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
