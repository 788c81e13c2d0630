import { useQuery } from "@tanstack/react-query";
import { latexPaletteQuery } from "../lib/editor/editor-api.ts";
import { PaletteManager } from "../features/content/components/palette-manager.tsx";
import { errorMessage } from "../lib/api-error.ts";
import { documentTitle } from "../lib/meta.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { LoadError } from "../lib/ui/load-error.tsx";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/add-latex-symbol";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Manage Latex") }];
}

/** addlatexsymbol (world director; the route guard checks the role): the LaTeX palette. */
export default function AddLatexSymbol() {
  const palette = useQuery(latexPaletteQuery());
  return (
    <>
      <PageTitle
        title="Manage Latex"
        description="The symbols every author's equation editor offers, also shown on Writing Equations."
      />
      {palette.isPending ? (
        <ContentSkeleton lines={8} label="Loading the palette…" />
      ) : palette.isError ? (
        <LoadError message={errorMessage(palette.error)} onRetry={() => void palette.refetch()} />
      ) : (
        <PaletteManager palette={palette.data} />
      )}
    </>
  );
}
