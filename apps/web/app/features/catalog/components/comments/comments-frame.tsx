import { Stack, Title } from "@mantine/core";
import type { ReactNode, Ref } from "react";

/** The questions-and-answers section's frame and heading: the same before and after its code loads. */
export function CommentsFrame({
  anchor,
  testId,
  children,
}: {
  anchor?: Ref<HTMLDivElement>;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Stack
      component="section"
      ref={anchor}
      aria-labelledby="comments-title"
      gap="md"
      pt="lg"
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
      data-testid={testId}
    >
      <Title order={2} id="comments-title" fz={{ base: 20, sm: 24 }}>
        Questions and answers
      </Title>
      {children}
    </Stack>
  );
}
