import { formatDateTime } from "@tq/contract/dates";
import { Anchor, Badge, Code, Stack, Table, Text, Tooltip } from "@mantine/core";
import type { LogEntry, LogPerson } from "@tq/contract/activity-log";
import { useState } from "react";
import "@mantine/core/styles/Code.css";
import "@mantine/core/styles/Table.css";

function Person({ p, nobody = "Visitor" }: { p: LogPerson | null; nobody?: string }) {
  if (!p)
    return (
      <Text size="sm" c="dimmed">
        {nobody}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {p.name || `#${p.id ?? "?"}`}
      </Text>
      <Text size="xs" c="dimmed">
        {p.email}
      </Text>
    </Stack>
  );
}

/** Details as one short line; the whole JSON on demand. */
function Details({ details }: { details: Record<string, unknown> }) {
  const [open, setOpen] = useState(false);
  const keys = Object.keys(details);
  if (keys.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const line = keys.map((k) => `${k}: ${typeof details[k] === "object" ? "…" : String(details[k])}`).join(", ");
  return open ? (
    <Stack gap={4} align="flex-start">
      <Code block maw={360} style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
        {JSON.stringify(details, null, 2)}
      </Code>
      <Anchor component="button" size="xs" onClick={() => setOpen(false)}>
        Less
      </Anchor>
    </Stack>
  ) : (
    <Stack gap={2} align="flex-start">
      <Text size="sm" lineClamp={1} maw={260}>
        {line}
      </Text>
      <Anchor component="button" size="xs" onClick={() => setOpen(true)}>
        Show details
      </Anchor>
    </Stack>
  );
}

/** The log's rows: when, who, as whom, what, on what, from where, details. */
export function LogTable({ entries }: { entries: readonly LogEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" aria-label="Activity log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When (UTC)</Table.Th>
            <Table.Th>Actor</Table.Th>
            <Table.Th>Really done by</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Target</Table.Th>
            <Table.Th>IP</Table.Th>
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {formatDateTime(e.at, { timeZone: "UTC", seconds: true })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Person p={e.actor} nobody={e.action.startsWith("system.") ? "System" : "Visitor"} />
              </Table.Td>
              <Table.Td>
                {e.realActor ? (
                  <Tooltip label={`${e.realActor.name} acted as ${e.actor?.name ?? "this account"}`}>
                    <Stack gap={2}>
                      <Badge size="xs" color="orange" variant="light">
                        acting as the actor
                      </Badge>
                      <Person p={e.realActor} />
                    </Stack>
                  </Tooltip>
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Code>{e.action}</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{e.targetType ? `${e.targetType}${e.targetId ? ` #${e.targetId}` : ""}` : "—"}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {e.ip ?? "—"}
                </Text>
              </Table.Td>
              <Table.Td>
                <Details details={e.details} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
