import { Badge } from "@mantine/core";
import type { ContactStatus } from "@tq/contract/contact-inbox";

const LOOK: Record<ContactStatus, { color: string; label: string }> = {
  new: { color: "blue", label: "New" },
  read: { color: "gray", label: "Read" },
  answered: { color: "teal", label: "Answered" },
  archived: { color: "dark", label: "Archived" },
};

export const STATUS_LABELS = Object.fromEntries(Object.entries(LOOK).map(([k, v]) => [k, v.label])) as Record<
  ContactStatus,
  string
>;

export function StatusBadge({ status }: { status: ContactStatus }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant={status === "new" ? "filled" : "light"}>
      {look.label}
    </Badge>
  );
}
