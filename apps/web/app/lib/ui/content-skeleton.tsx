import { Skeleton, Stack, VisuallyHidden } from "@mantine/core";

/** Placeholder lines while a screen's data loads; announced once to screen readers. */
export function ContentSkeleton({ lines = 4, label = "Loading…" }: { lines?: number; label?: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height={28} width="45%" radius="sm" />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={14} width={i === lines - 1 ? "70%" : "100%"} radius="sm" />
      ))}
    </Stack>
  );
}
