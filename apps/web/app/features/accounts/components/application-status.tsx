import { Badge } from "@mantine/core";
import type { TutorApplication } from "@tq/contract/accounts";

const LOOK: Record<TutorApplication["status"], { color: string; label: string }> = {
  pending: { color: "yellow", label: "Waiting for a decision" },
  approved: { color: "teal", label: "Approved" },
  declined: { color: "red", label: "Declined" },
};

/** A tutor application's state, for the applicant and the directors alike. */
export function ApplicationStatus({ status }: { status: TutorApplication["status"] }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light">
      {look.label}
    </Badge>
  );
}
