import { Button } from "@mantine/core";
import { hrefTo } from "@tq/contract/paths";
import { IconFileUnknown } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { useSearchId } from "../../../lib/route-ids.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { staffPreviewQuery } from "../api.ts";
import { TutorialPreview } from "./tutorial-preview.tsx";

/** readtutorial: the tutorial of `?tutorial=<id>` as students will see it, or why not. */
export function TutorialPreviewScreen() {
  const [tutorialId] = useSearchId("tutorial");
  const query = useQuery(staffPreviewQuery(tutorialId));

  if (tutorialId === null) {
    return (
      <PageState
        icon={<IconFileUnknown size={32} />}
        heading="Choose a tutorial to preview"
        description="Open a tutorial's preview from the tutorial manager of its subject."
      >
        <Button component={Link} to={hrefTo("managetutorials")}>
          Manage tutorials
        </Button>
      </PageState>
    );
  }
  if (query.isPending) return <ContentSkeleton lines={10} label="Loading the preview…" />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 403) {
      return (
        <PageState
          icon={<IconFileUnknown size={32} />}
          heading={status === 404 ? "That tutorial does not exist" : "You cannot preview this tutorial"}
          description={errorMessage(query.error)}
        />
      );
    }
    return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <TutorialPreview view={query.data} />;
}
