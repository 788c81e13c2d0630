import { Code, Group, Stack, Table, Text, Title } from "@mantine/core";
import { ALLOWED_ATTRIBUTES, ALLOWED_CLASS_PATTERNS, ALLOWED_CLASSES } from "@tq/contract/html-allowlist";
import "@mantine/core/styles/Code.css";
import "@mantine/core/styles/Table.css";
import { TAG_GROUPS } from "../html-guide.ts";

/** The allowed tags (grouped by purpose) with their attributes, and the classes kept, from the contract. */
export function AllowlistTable() {
  return (
    <Stack gap="lg" data-testid="allowlist">
      {TAG_GROUPS.map((group) => (
        <Stack key={group.purpose} gap="xs">
          <Title order={3} fz="md">
            {group.purpose}
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table striped withTableBorder verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={120}>Tag</Table.Th>
                  <Table.Th>Use</Table.Th>
                  <Table.Th w="35%">Attributes kept</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.tags.map(({ tag, use }) => {
                  const attributes = ALLOWED_ATTRIBUTES[tag] ?? [];
                  return (
                    <Table.Tr key={tag} data-testid="allowed-tag">
                      <Table.Td>
                        <Code>{`<${tag}>`}</Code>
                      </Table.Td>
                      <Table.Td>{use}</Table.Td>
                      <Table.Td>
                        {attributes.length === 0 ? (
                          <Text size="sm" c="dimmed">
                            none
                          </Text>
                        ) : (
                          <Group gap={4}>
                            {attributes.map((a) => (
                              <Code key={a}>{a}</Code>
                            ))}
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
      <Stack gap="xs">
        <Title order={3} fz="md">
          Classes kept
        </Title>
        <Text size="sm">Any other class is removed.</Text>
        <Group gap={6}>
          {ALLOWED_CLASSES.map((c) => (
            <Code key={c}>{c}</Code>
          ))}
          {ALLOWED_CLASS_PATTERNS.map((p) => (
            <Text key={p.description} size="sm" span>
              <Code>{p.description}</Code> on {p.tags.map((t) => `<${t}>`).join(" and ")}
            </Text>
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}
