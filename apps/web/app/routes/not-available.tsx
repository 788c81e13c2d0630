import { Button, Group } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/not-available";
import { PageState } from "../lib/ui/page-state.tsx";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Not available yet") }, { name: "robots", content: "noindex" }];
}

/**
 * Every spec route whose screen is not built yet lands here (each keeps its own route id and
 * parameters). It says so plainly instead of pretending to work.
 */
export default function NotAvailable() {
  const { pathname } = useLocation();
  return (
    <PageState
      my="xl"
      icon={<IconTools aria-hidden />}
      heading="This screen is not available yet"
      description={`The page at ${pathname} is part of the platform's plan but has not been built yet. Nothing here works for now.`}
      data-testid="not-available"
    >
      <Group justify="center">
        <Button component={Link} to="/home">
          Go to the home page
        </Button>
      </Group>
    </PageState>
  );
}
