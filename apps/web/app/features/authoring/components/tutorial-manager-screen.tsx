import { Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { hrefTo } from "@tq/contract/paths";
import { IconFileUnknown } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { idParam, useSearchId } from "../../../lib/route-ids.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { subjectTutorialsQuery } from "../tutorial-api.ts";
import { TutorialEditorView } from "./tutorial-editor-view.tsx";
import { TutorialManager } from "./tutorial-manager.tsx";
import { TutorialManagerCrumbs } from "./tutorial-manager-crumbs.tsx";

interface TutorialManagerScreenProps {
  /** The route's parameters, as they came. */
  params: { subjectid: string; subjectname: string; courseid: string; coursename: string };
  /** The live preview beside the editor (the content feature's, handed in by the route). */
  renderPreview: (html: string) => ReactNode;
}

/**
 * The subject's tutorials by chapter (the manager) and, with `?tutorial=<id>`, the editor of one
 * of them.
 */
export function TutorialManagerScreen({ params, renderPreview }: TutorialManagerScreenProps) {
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
  const crumbs = <TutorialManagerCrumbs place={place} />;

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
        <TutorialEditorView
          tutorialId={editing}
          levels={list.data.levels}
          chapters={list.data.chapters}
          previewHref={previewHref(editing)}
          renderPreview={renderPreview}
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
