import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { latexPaletteQuery, tikzExamplesQuery } from "../../../lib/editor/editor-api.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { readBackup } from "../draft-backup.ts";
import { startingText } from "../starting-text.ts";
import { authoringTutorialQuery, tutorialKeys } from "../tutorial-api.ts";
import { TutorialWorkspace } from "./tutorial-workspace.tsx";

interface TutorialEditorViewProps {
  tutorialId: number;
  levels: readonly { id: number; name: string }[];
  chapters: readonly { id: number; number: number; title: string }[];
  previewHref: string;
  /** The live preview beside the editor (the content feature's, handed in by the route). */
  renderPreview: (html: string) => ReactNode;
  onBack: () => void;
}

/** Loads one tutorial, its device copy, the palette and the TikZ examples, then the workspace. */
export function TutorialEditorView({
  tutorialId,
  levels,
  chapters,
  previewHref,
  renderPreview,
  onBack,
}: TutorialEditorViewProps) {
  const queryClient = useQueryClient();
  // Bumped to reopen from the server (after Discard, or to load someone else's version).
  const [generation, setGeneration] = useState(0);
  const tutorial = useQuery(authoringTutorialQuery(tutorialId));
  const backup = useQuery({
    queryKey: ["authoring", "device-copy", tutorialId, generation],
    queryFn: () => readBackup(tutorialId),
    staleTime: Infinity,
    gcTime: 0,
  });
  const palette = useQuery(latexPaletteQuery());
  const examples = useQuery(tikzExamplesQuery());

  if (tutorial.isPending || backup.isPending) return <ContentSkeleton lines={12} label="Opening the editor…" />;
  if (tutorial.isError) {
    return <LoadError message={errorMessage(tutorial.error)} onRetry={() => void tutorial.refetch()} />;
  }
  const start = startingText(tutorial.data, backup.data ?? null);
  return (
    <TutorialWorkspace
      key={`${tutorialId}:${generation}`}
      tutorial={tutorial.data}
      start={start}
      levels={levels}
      chapters={chapters}
      palette={palette.data?.categories ?? []}
      tikzExamples={examples.data ?? []}
      renderPreview={renderPreview}
      previewHref={previewHref}
      onBack={onBack}
      onReload={() => {
        void queryClient
          .fetchQuery({ ...authoringTutorialQuery(tutorialId), staleTime: 0 })
          .then(() => queryClient.invalidateQueries({ queryKey: tutorialKeys.all }))
          .finally(() => setGeneration((g) => g + 1));
      }}
    />
  );
}
