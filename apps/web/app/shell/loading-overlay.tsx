import { Loader, Overlay, Stack, Text } from "@mantine/core";

/** Full-page wait with a message (the spec's 'Please wait...' during logout). */
export function PleaseWait({ message = "Please wait..." }: { message?: string }) {
  return (
    <Overlay fixed center zIndex={400} backgroundOpacity={0.55} color="#fff" blur={1}>
      <Stack align="center" gap="sm" role="status" aria-live="assertive" data-testid="please-wait">
        <Loader size="lg" />
        <Text fw={600} c="dark.8">
          {message}
        </Text>
      </Stack>
    </Overlay>
  );
}
