import { Button, Group } from "@mantine/core";
import { IconLogin2 } from "@tabler/icons-react";
import { Link } from "react-router";
import { loginHref } from "../lib/guard.ts";
import { PageState } from "../lib/ui/page-state.tsx";

/** A screen that needs an account but that the spec does not guard: ask, do not redirect. */
export function SignInPrompt({ next }: { next: string }) {
  return (
    <PageState
      my="xl"
      icon={<IconLogin2 aria-hidden />}
      heading="Sign in to continue"
      description="This screen needs an account. Log in, or create a free account, and you will come back here."
      data-testid="signin-prompt"
    >
      <Group justify="center">
        <Button component={Link} to={loginHref(next)}>
          Log in
        </Button>
        <Button component={Link} to="/login/two" variant="default">
          Sign up
        </Button>
      </Group>
    </PageState>
  );
}
