import { Button, Group } from "@mantine/core";
import { hrefTo } from "@tq/contract/paths";
import { IconFileUnknown } from "@tabler/icons-react";
import { Link, useRevalidator } from "react-router";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import type { OutlineReading } from "../outline-reading.ts";

/** Why a reading screen has no course to show: not found (or not published), or a failure to retry. */
export function OutlineProblem({
  reading,
  heading = "Course not found",
}: {
  reading: Exclude<OutlineReading, { state: "ok" }>;
  heading?: string;
}) {
  const revalidator = useRevalidator();
  if (reading.state === "error") {
    return <LoadError message={reading.message} onRetry={() => void revalidator.revalidate()} />;
  }
  return (
    <PageState
      my="xl"
      icon={<IconFileUnknown aria-hidden />}
      heading={heading}
      description={reading.message}
      data-testid="course-not-found"
    >
      <Group justify="center">
        <Button component={Link} to={hrefTo("coursetutorials")}>
          Browse tutorials
        </Button>
      </Group>
    </PageState>
  );
}
