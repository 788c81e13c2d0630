import { Badge } from "@mantine/core";
import type { TestimonyStatus } from "@tq/contract/testimonies";

const LOOK: Record<TestimonyStatus, { label: string; color: string }> = {
  pending: { label: "Waiting for review", color: "yellow" },
  approved: { label: "Published", color: "teal" },
  rejected: { label: "Not published", color: "gray" },
  unpublished: { label: "Taken down", color: "gray" },
};

/** A testimony's status in words (the same words for the author and the moderator). */
export function TestimonyStatusBadge({ status }: { status: TestimonyStatus }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light">
      {look.label}
    </Badge>
  );
}
