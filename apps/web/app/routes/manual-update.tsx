import { useQuery } from "@tanstack/react-query";
import { manualQuery } from "../features/manual/api.ts";
import { ManualManager } from "../features/manual/components/manual-manager.tsx";
import { errorMessage } from "../lib/api-error.ts";
import { documentTitle } from "../lib/meta.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { LoadError } from "../lib/ui/load-error.tsx";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/manual-update";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Manage Manual") }];
}

/** manualupdate (world director; the route's roles check who): the manual's sections and their history. */
export default function ManualUpdate() {
  const manual = useQuery(manualQuery());
  return (
    <>
      <PageTitle
        title="Manage Manual"
        description="The Site Manual staff read. Every save is kept as a revision you can view and restore."
      />
      {manual.isPending ? (
        <ContentSkeleton lines={8} label="Loading the manual…" />
      ) : manual.isError ? (
        <LoadError message={errorMessage(manual.error)} onRetry={() => void manual.refetch()} />
      ) : (
        <ManualManager manual={manual.data} />
      )}
    </>
  );
}
