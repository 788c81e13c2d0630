import { Badge } from "@mantine/core";
import type { ReportStatus } from "@tq/contract/reports";

/** Draft or published, the same colours everywhere. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return (
    <Badge variant="light" color={status === "published" ? "teal" : "gray"} style={{ flexShrink: 0 }}>
      {status === "published" ? "Published" : "Draft"}
    </Badge>
  );
}
