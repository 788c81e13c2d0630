import { Badge } from "@mantine/core";

/**
 * "Provisional": a released score that a marker may still change (some answer waits for
 * marking). One badge wherever such a score is shown, so the student's records and their
 * guardian's page flag the same result the same way (issue #12).
 */
export function ProvisionalBadge() {
  return (
    <Badge size="sm" variant="outline" color="orange" miw="max-content">
      Provisional
    </Badge>
  );
}
