import { Button } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconPencil } from "@tabler/icons-react";
import { Link } from "react-router";
import { manualQuery } from "../features/manual/api.ts";
import { ManualReader } from "../features/manual/components/manual-reader.tsx";
import { errorMessage } from "../lib/api-error.ts";
import { documentTitle } from "../lib/meta.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { LoadError } from "../lib/ui/load-error.tsx";
import { PageTitle } from "../lib/ui/page-title.tsx";
import { useSession } from "../lib/use-session.ts";
import type { Route } from "./+types/manual";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Site Manual") }];
}

/** manual (staff; the route's roles check who): how the platform works, for the people who run it. */
export default function ManualScreen() {
  const manual = useQuery(manualQuery());
  const { user } = useSession();
  return (
    <>
      <PageTitle
        title="Site Manual"
        description="How to author, mark, teach and administer on the platform. Search it, or link a colleague to a section."
      />
      {user?.role === "worlddirector" ? (
        <Button
          component={Link}
          to="/manualupdate"
          variant="light"
          leftSection={<IconPencil size={16} aria-hidden />}
          mb="lg"
        >
          Manage Manual
        </Button>
      ) : null}
      {manual.isPending ? (
        <ContentSkeleton lines={10} label="Loading the manual…" />
      ) : manual.isError ? (
        <LoadError message={errorMessage(manual.error)} onRetry={() => void manual.refetch()} />
      ) : (
        <ManualReader sections={manual.data.sections} />
      )}
    </>
  );
}
