import { lazy, Suspense, type ComponentProps } from "react";
import { ContentSkeleton } from "../../../../lib/ui/content-skeleton.tsx";

/*
 * The comment form (its validation, the form library, the textarea) loads when a signed-in
 * reader is shown it: a visitor's tutorial page does not carry it (issue #16, ADR 0099).
 */
const CommentFormNow = lazy(() => import("./comment-form.tsx").then((m) => ({ default: m.CommentForm })));

export function CommentForm(props: ComponentProps<typeof CommentFormNow>) {
  return (
    <Suspense fallback={<ContentSkeleton lines={2} label="Loading the form…" />}>
      <CommentFormNow {...props} />
    </Suspense>
  );
}
