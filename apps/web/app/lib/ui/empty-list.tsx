import { Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** An empty list's line, in the list's place. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" style={{ borderStyle: "dashed" }}>
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Paper>
  );
}
