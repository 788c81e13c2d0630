import { lazy, Suspense, useEffect, useRef, useState, type Ref } from "react";
import { ContentSkeleton } from "../../../../lib/ui/content-skeleton.tsx";
import { CommentsFrame } from "./comments-frame.tsx";

/*
 * The questions and answers sit below the tutorial, screens down on a phone: their code (threads,
 * actions, the optimistic updates) loads when the reader comes within a screen of them, not with
 * the page (issue #16). Their heading is there from the start, so a reader moving by headings finds
 * it, and reaching it brings the rest.
 */
const CommentSectionNow = lazy(() => import("./comment-section.tsx").then((m) => ({ default: m.CommentSection })));

/** How far below the screen the section starts loading. */
const LOAD_AHEAD = "800px 0px";

/** The section's frame: its heading, and skeleton lines once its code is on the way. */
function Placeholder({ anchor, loading }: { anchor?: Ref<HTMLDivElement>; loading: boolean }) {
  return (
    <CommentsFrame anchor={anchor} testId="comments-placeholder">
      {loading ? <ContentSkeleton lines={3} label="Loading the questions…" /> : null}
    </CommentsFrame>
  );
}

export function CommentSection({ tutorialId }: { tutorialId: number }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <Placeholder anchor={anchor} loading={false} />;
  return (
    <Suspense fallback={<Placeholder loading />}>
      <CommentSectionNow tutorialId={tutorialId} />
    </Suspense>
  );
}
