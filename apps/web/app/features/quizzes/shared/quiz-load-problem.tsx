import { IconFileUnknown } from "@tabler/icons-react";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";

/** A quiz screen that could not load: not found, not allowed and not applicable are pages; the rest can be retried. */
export function QuizLoadProblem({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  // 409: the thing exists but this screen does not apply to it (e.g. reasons of a single-choice option).
  if (status === 403 || status === 404 || status === 409) {
    const headings: Record<number, string> = {
      403: `You cannot edit this ${what}'s quizzes`,
      404: `That ${what} does not exist`,
      409: "This cannot be edited here",
    };
    return (
      <PageState icon={<IconFileUnknown size={32} />} heading={headings[status]} description={errorMessage(error)} />
    );
  }
  return <LoadError message={errorMessage(error)} onRetry={onRetry} />;
}
