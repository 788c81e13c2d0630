import { Button, EmptyState } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

/** A data screen's error state: what went wrong and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <EmptyState
      role="alert"
      color="red"
      icon={<IconAlertTriangle aria-hidden />}
      title="This could not be loaded"
      description={message}
      my="xl"
    >
      {onRetry ? (
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </EmptyState>
  );
}
