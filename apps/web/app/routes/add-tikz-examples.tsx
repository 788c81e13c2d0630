import { useQuery } from "@tanstack/react-query";
import { TikzManager } from "../features/content/components/tikz-manager.tsx";
import { tikzExamplesQuery } from "../lib/editor/editor-api.ts";
import { errorMessage } from "../lib/api-error.ts";
import { documentTitle } from "../lib/meta.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { LoadError } from "../lib/ui/load-error.tsx";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/add-tikz-examples";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Manage Tikz") }];
}

/** addtikzexamples (world director; the route guard checks the role): the TikZ gallery. */
export default function AddTikzExamples() {
  const examples = useQuery(tikzExamplesQuery());
  return (
    <>
      <PageTitle
        title="Manage Tikz"
        description="The diagram examples of the Drawing Diagrams page. Every source is drawn before it is saved."
      />
      {examples.isPending ? (
        <ContentSkeleton lines={8} label="Loading the examples…" />
      ) : examples.isError ? (
        <LoadError message={errorMessage(examples.error)} onRetry={() => void examples.refetch()} />
      ) : (
        <TikzManager examples={examples.data} />
      )}
    </>
  );
}
