import { Anchor, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { DashboardItem, DashboardSection } from "@tq/contract/users";
import { Link } from "react-router";

function ItemRow({ item }: { item: DashboardItem }) {
  const pct =
    item.progress && item.progress.total > 0 ? Math.round((item.progress.completed / item.progress.total) * 100) : 0;
  return (
    <li data-testid="dashboard-item">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          {item.href ? (
            <Anchor component={Link} to={item.href} fw={600} size="sm">
              {item.label}
            </Anchor>
          ) : (
            <Text fw={600} size="sm">
              {item.label}
            </Text>
          )}
          {item.detail ? (
            <Text size="xs" c="dimmed">
              {item.detail}
            </Text>
          ) : null}
        </div>
        {item.badge ? (
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {item.badge}
          </Badge>
        ) : null}
      </Group>
      {item.progress ? (
        <Progress value={pct} mt={6} size="sm" aria-label={`${item.label}: ${pct}% of tutorials read`} />
      ) : null}
    </li>
  );
}

function SectionCard({ section }: { section: DashboardSection }) {
  const id = `dashboard-section-${section.key}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} data-testid={id}>
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={2} fz="lg" id={id}>
          {section.title}
        </Title>
        {section.link ? (
          <Anchor component={Link} to={section.link.href} size="sm">
            {section.link.label}
          </Anchor>
        ) : null}
      </Group>
      {section.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {section.empty}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {section.items.map((item) => (
            <ItemRow key={item.key} item={item} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The dashboard's lists (progress, next quiz, wards, classes, revenue…), two columns from md up. */
export function DashboardSections({ sections }: { sections: DashboardSection[] }) {
  if (sections.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {sections.map((s) => (
        <SectionCard key={s.key} section={s} />
      ))}
    </SimpleGrid>
  );
}
