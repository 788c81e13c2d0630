import { IconFileUnknown, IconLock } from "@tabler/icons-react";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";

/** Why an authoring screen could not load: not found, not allowed (with the server's reason), or an error to retry. */
export function LoadProblem({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404) {
    return <PageState icon={<IconFileUnknown size={32} />} heading={`That ${what} does not exist`} />;
  }
  if (status === 403) {
    return (
      <PageState
        icon={<IconLock size={32} />}
        heading={`You cannot change this ${what}`}
        description={errorMessage(error)}
      />
    );
  }
  return <LoadError message={errorMessage(error)} onRetry={onRetry} />;
}
