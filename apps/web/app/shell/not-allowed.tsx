import { Button } from "@mantine/core";
import { ROLE_LABELS, type Role } from "@tq/contract/roles";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { PageState } from "../lib/ui/page-state.tsx";

/** A signed-in user opened a screen their role may not use (403-style). */
export function NotAllowed({ role }: { role: Role | null }) {
  return (
    <PageState
      my="xl"
      icon={<IconLock aria-hidden />}
      heading="Not allowed"
      description={
        role
          ? `This screen is not available to your account (${ROLE_LABELS[role]}). If you think you should have access, contact the site's team.`
          : "This screen is not available to your account."
      }
      data-testid="not-allowed"
    >
      <Button component={Link} to="/home">
        Go to the home page
      </Button>
    </PageState>
  );
}
