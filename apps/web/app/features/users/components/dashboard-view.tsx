import { formatDateTime } from "@tq/contract/dates";
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { ROLE_LABELS } from "@tq/contract/roles";
import type { UserInfo } from "@tq/contract/users";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { DashboardSections } from "./dashboard-sections.tsx";

/** What a role needs first (PRODUCT.md §6), as the server lists it: cards, lists, then actions. */
export function DashboardView({ info }: { info: UserInfo }) {
  const { user, dashboard } = info;
  return (
    <Stack gap="lg" data-testid="dashboard">
      <div>
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Welcome, {user.firstname}
          </Title>
          <Badge variant="light" size="lg">
            {ROLE_LABELS[user.role]}
          </Badge>
        </Group>
        {user.lastLoginAt ? (
          <Text c="dimmed" size="sm" mt={4}>
            Last sign-in: {formatDateTime(user.lastLoginAt)}
          </Text>
        ) : null}
      </div>

      {dashboard.cards.length > 0 ? (
        <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} spacing="md" component="section" aria-label="Summary">
          {dashboard.cards.map((card) => (
            <Paper key={card.key} withBorder radius="md" p="md" data-testid="dashboard-card">
              <Text size="sm" c="dimmed" fw={600}>
                {card.label}
              </Text>
              {/* Money ("NGN 60,000.00") is long: smaller, and free to wrap at the currency's space. */}
              <Text fz={card.value.length > 9 ? { base: 18, sm: 22 } : { base: 20, sm: 28 }} fw={800} lh={1.2} mt={4}>
                {card.value.replace(/\u00a0/g, " ")}
              </Text>
              {card.href ? (
                <Anchor
                  component={Link}
                  to={card.href}
                  size="sm"
                  mt="xs"
                  display="inline-flex"
                  style={{ alignItems: "center", gap: 4 }}
                >
                  View<VisuallyHidden> {card.label}</VisuallyHidden>
                  <IconArrowRight size={14} aria-hidden />
                </Anchor>
              ) : null}
            </Paper>
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed">Nothing to show here yet.</Text>
      )}

      <DashboardSections sections={dashboard.sections} />

      {dashboard.actions.length > 0 ? (
        <section aria-labelledby="dashboard-actions">
          <Title order={2} fz="lg" mb="sm" id="dashboard-actions">
            What you can do next
          </Title>
          <Group gap="sm">
            {dashboard.actions.map((action) => (
              <Button key={action.href} component={Link} to={action.href} variant="light">
                {action.label}
              </Button>
            ))}
          </Group>
        </section>
      ) : null}
    </Stack>
  );
}
