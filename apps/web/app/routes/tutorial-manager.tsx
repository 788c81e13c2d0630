import { Anchor, Breadcrumbs, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { hrefTo } from "@tq/contract/paths";
import { IconFileUnknown } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import "@mantine/core/styles/Breadcrumbs.css";
import { readBackup } from "../features/authoring/draft-backup.ts";
import { startingText } from "../features/authoring/starting-text.ts";
import { authoringTutorialQuery, subjectTutorialsQuery, tutorialKeys } from "../features/authoring/tutorial-api.ts";
import { TutorialManager } from "../features/authoring/components/tutorial-manager.tsx";
import { TutorialWorkspace } from "../features/authoring/components/tutorial-workspace.tsx";
import { tikzExamplesQuery } from "../features/content/api.ts";
import { latexPaletteQuery } from "../lib/editor/editor-api.ts";
import { PreviewPanel } from "../features/content/components/preview-panel.tsx";
import { usePreview } from "../features/content/hooks/use-preview.ts";
import { ApiError, errorMessage } from "../lib/api-error.ts";
import { idParam, useSearchId } from "../lib/route-ids.ts";
import { documentTitle } from "../lib/meta.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { LoadError } from "../lib/ui/load-error.tsx";
import { PageState } from "../lib/ui/page-state.tsx";
import type { Route } from "./+types/tutorial-manager";

export function meta({ matches, params }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, `Tutorials of ${params.subjectname}`) }];
}

/** The live preview beside the editor: the server's rendering of the text as typed. */
function LivePreview({ html }: { html: string }) {
  const preview = usePreview(html, { delayMs: 600 });
  return <PreviewPanel preview={preview} empty="Write something to see it here as students will." />;
}

/**
 * tutorial/{subjectid}/{subjectname}/{courseid}/{coursename} [G]: the subject's tutorials by
 * chapter (the manager) and, with `?tutorial=<id>`, the editor of one of them.
 */
export default function TutorialManagerScreen({ params }: Route.ComponentProps) {
  const subjectId = idParam(params.subjectid);
  const courseId = idParam(params.courseid);
  const [editing, open] = useSearchId("tutorial");
  const list = useQuery({ ...subjectTutorialsQuery(subjectId ?? 0), enabled: subjectId !== null });

  if (subjectId === null || courseId === null) {
    return <PageState icon={<IconFileUnknown size={32} />} heading="That subject does not exist" />;
  }
  const place = {
    subjectid: subjectId,
    subjectname: params.subjectname,
    courseid: courseId,
    coursename: params.coursename,
  };
  const previewHref = (id: number) => `${hrefTo("readtutorial")}?tutorial=${id}`;

  const crumbs = (
    <Breadcrumbs separator="›">
      <Anchor component={Link} to={hrefTo("managetutorials")} size="sm">
        Manage tutorials
      </Anchor>
      <Anchor
        component={Link}
        to={hrefTo("subjecttutorial", { courseid: courseId, coursename: params.coursename })}
        size="sm"
      >
        {params.coursename}
      </Anchor>
      <Anchor component={Link} to={hrefTo("tutorial", place)} size="sm">
        {params.subjectname}
      </Anchor>
    </Breadcrumbs>
  );

  if (list.isPending) return <ContentSkeleton lines={8} label="Loading the tutorials…" />;
  if (list.isError) {
    const status = list.error instanceof ApiError ? list.error.status : 0;
    if (status === 403 || status === 404) {
      return (
        <PageState
          icon={<IconFileUnknown size={32} />}
          heading={status === 404 ? "That subject does not exist" : "You cannot edit these tutorials"}
          description={errorMessage(list.error)}
        />
      );
    }
    return <LoadError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  }

  if (editing !== null) {
    return (
      <Stack gap="sm">
        {crumbs}
        <EditorView
          tutorialId={editing}
          levels={list.data.levels}
          chapters={list.data.chapters}
          previewHref={previewHref(editing)}
          onBack={() => open(null)}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {crumbs}
      <div>
        <Title order={1}>Tutorials of {list.data.subject.title}</Title>
        <Text c="dimmed" size="sm">
          {list.data.course.title} · drag a tutorial (or use its arrows) to change its order in the chapter.
        </Text>
      </div>
      <TutorialManager
        data={list.data}
        onEdit={(id) => open(id)}
        previewHref={previewHref}
        chaptersHref={hrefTo("subjecttutorial", { courseid: courseId, coursename: params.coursename })}
      />
    </Stack>
  );
}

interface EditorViewProps {
  tutorialId: number;
  levels: readonly { id: number; name: string }[];
  chapters: readonly { id: number; number: number; title: string }[];
  previewHref: string;
  onBack: () => void;
}

/** Loads one tutorial, its device copy, the palette and the TikZ examples, then the workspace. */
function EditorView({ tutorialId, levels, chapters, previewHref, onBack }: EditorViewProps) {
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
      renderPreview={(html) => <LivePreview html={html} />}
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
