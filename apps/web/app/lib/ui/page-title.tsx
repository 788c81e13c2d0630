import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The one h1 of a screen, with an optional line under it. */
export function PageTitle({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" size="md">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
