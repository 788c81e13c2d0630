import { Box, Group, Text } from "@mantine/core";

/** Difficulty 1–5 as dots, read out as "Difficulty 3 of 5". */
export function Difficulty({
  value,
  withLabel = true,
  testId = "tutorial-difficulty",
}: {
  value: number;
  /** Show the word "Difficulty" before the dots. */
  withLabel?: boolean;
  testId?: string;
}) {
  return (
    <Group gap={4} wrap="nowrap" role="img" aria-label={`Difficulty ${value} of 5`} data-testid={testId}>
      {withLabel ? (
        <Text size="sm" c="dimmed" mr={2} aria-hidden>
          Difficulty
        </Text>
      ) : null}
      {[1, 2, 3, 4, 5].map((n) => (
        <Box
          key={n}
          aria-hidden
          w={9}
          h={9}
          style={{
            borderRadius: "50%",
            background: n <= value ? "var(--mantine-primary-color-filled)" : "var(--mantine-color-gray-3)",
          }}
        />
      ))}
    </Group>
  );
}
