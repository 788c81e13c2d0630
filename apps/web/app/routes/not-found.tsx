import { Button } from "@mantine/core";
import { IconMapSearch } from "@tabler/icons-react";
import { data, Link, useLocation } from "react-router";
import { documentTitle } from "../lib/meta.ts";
import type { Route } from "./+types/not-found";
import { PageState } from "../lib/ui/page-state.tsx";

/** A real 404 status on the server render, not a 200 with an error message. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Page not found") }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  const { pathname } = useLocation();
  return (
    <PageState
      my="xl"
      icon={<IconMapSearch aria-hidden />}
      heading="Page not found"
      description={`There is no page at ${pathname}. Check the address, or start again from the home page.`}
      data-testid="not-found"
    >
      <Button component={Link} to="/home">
        Go to the home page
      </Button>
    </PageState>
  );
}
