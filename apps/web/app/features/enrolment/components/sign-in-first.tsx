import { Button } from "@mantine/core";
import { IconLogin } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { loginHref } from "../../../lib/guard.ts";
import { PageState } from "../../../lib/ui/page-state.tsx";

/** Subscribing needs an account: the way to sign in (or register) and come back here. */
export function SignInFirst({ heading }: { heading: string }) {
  const location = useLocation();
  const next = location.pathname + location.search;
  return (
    <PageState
      icon={<IconLogin size={32} />}
      heading={heading}
      description="Log in, or create a free student account, to subscribe."
    >
      <Button component={Link} to={loginHref(next)}>
        Log in
      </Button>
      <Button component={Link} to={`/login/two?next=${encodeURIComponent(next)}`} variant="default" ml="sm">
        Create an account
      </Button>
    </PageState>
  );
}
