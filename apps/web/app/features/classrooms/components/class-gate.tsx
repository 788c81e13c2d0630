import { Button } from "@mantine/core";
import { IconLock, IconLogin, IconSearchOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { loginHref } from "../../../lib/guard.ts";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";

/** A visitor on a signed-in page: the way to log in (and back here afterwards). */
export function SignInFirst({ heading, description }: { heading: string; description: string }) {
  const here = typeof window === "undefined" ? null : window.location.pathname;
  return (
    <PageState icon={<IconLogin size={32} />} heading={heading} description={description}>
      <Button component={Link} to={loginHref(here)}>
        Log in
      </Button>
    </PageState>
  );
}

/**
 * A failed read as a whole page: 403 says whose page it is, 404 that it does not exist, anything
 * else offers a retry.
 */
export function ReadProblem({
  error,
  onRetry,
  refusedHeading,
}: {
  error: unknown;
  onRetry: () => void;
  refusedHeading: string;
}): ReactNode {
  if (error instanceof ApiError && error.status === 403)
    return <PageState icon={<IconLock size={32} />} heading={refusedHeading} description={errorMessage(error)} />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return (
      <PageState
        icon={<IconSearchOff size={32} />}
        heading="Not found"
        description="There is nothing at this address. Check the link you followed."
      />
    );
  return <LoadError message={errorMessage(error)} onRetry={onRetry} />;
}
