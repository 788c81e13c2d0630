import { Badge } from "@mantine/core";
import type { OutboxEntry } from "@tq/contract/site";

const LOOK: Record<OutboxEntry["state"], { color: string; label: string }> = {
  queued: { color: "blue", label: "Sending" },
  sent: { color: "teal", label: "Sent" },
  retrying: { color: "yellow", label: "Will retry" },
  failed: { color: "red", label: "Failed" },
  unsent: { color: "gray", label: "Not sent" },
};

/** An email's delivery state in words (the colour only repeats them). */
export function OutboxStateBadge({ state }: { state: OutboxEntry["state"] }) {
  const look = LOOK[state];
  return (
    <Badge color={look.color} variant={state === "failed" ? "filled" : "light"} style={{ flexShrink: 0 }}>
      {look.label}
    </Badge>
  );
}
