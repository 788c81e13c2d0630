import { Button } from "@mantine/core";
import { IconFileUnknown } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import type { TutorialData } from "../tutorial-reading.ts";
import { useReaderRevalidation } from "../use-reader-revalidation.ts";
import { SubscribersPanel } from "./subscribers-panel.tsx";
import { TutorialReader } from "./tutorial-reader.tsx";

interface TutorialScreenProps {
  data: TutorialData;
  /** The route's course id, for "See the course" when the tutorial is for subscribers. */
  courseId: number;
  chapterEnd: (chapterId: number) => ReactNode;
}

/** tutorialview: the tutorial, or why it cannot be read (subscribers only, not found, failed). */
export function TutorialScreen({ data, courseId, chapterEnd }: TutorialScreenProps) {
  const { reading, outline, signedIn } = data;
  const revalidator = useRevalidator();
  // The server's visitor view, while the signed-in reader's own is on its way (hydration).
  if (useReaderRevalidation(signedIn) && reading.state !== "ok") {
    return <ContentSkeleton lines={8} label="Loading the tutorial…" />;
  }

  switch (reading.state) {
    case "ok":
      return (
        <TutorialReader
          view={reading.view}
          outline={outline}
          signedIn={signedIn}
          htmlInPage={data.htmlInPage ?? false}
          chapterEnd={chapterEnd}
        />
      );
    case "forbidden":
      return <SubscribersPanel message={reading.message} courseId={courseId} signedIn={signedIn} />;
    case "notfound":
      return (
        <PageState
          my="xl"
          icon={<IconFileUnknown aria-hidden />}
          heading="Tutorial not found"
          description={reading.message}
          data-testid="tutorial-not-found"
        >
          <Button component={Link} to="/home">
            Go to the home page
          </Button>
        </PageState>
      );
    case "error":
      return <LoadError message={reading.message} onRetry={() => void revalidator.revalidate()} />;
  }
}
