import { Button } from "@mantine/core";
import { PublicPage } from "@tq/contract/site";
import { IconFileOff } from "@tabler/icons-react";
import { data, isRouteErrorResponse, Link, useRevalidator, useRouteError } from "react-router";
import { PageView } from "../features/content/components/page-view.tsx";
import { SETTINGS_PATHS } from "../features/settings/api.ts";
import { documentTitle } from "../lib/meta.ts";
import { idParam } from "../lib/route-ids.ts";
import { loadFrom, serverSide } from "../lib/server-api.server.ts";
import { LoadError } from "../lib/ui/load-error.tsx";
import { PageState } from "../lib/ui/page-state.tsx";
import type { Route } from "./+types/folder-page";

/** Server-rendered like the about page: a published folder page is public and worth finding. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  if (id === null) throw data({ message: "No such page." }, { status: 404 });
  const page = await loadFrom(serverSide(context, request), "GET", SETTINGS_PATHS.publicFolderPage(id), PublicPage);
  return { page };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (!loaderData)
    return [
      { title: documentTitle(matches, error ? "Page not found" : "Page") },
      { name: "robots", content: "noindex" },
    ];
  return [{ title: documentTitle(matches, loaderData.page.title) }];
}

/** folder/{id}: a director-authored page; a draft or a deleted one is "not found" (404). */
export default function FolderPageScreen({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData.page} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <PageState
        my="xl"
        icon={<IconFileOff aria-hidden />}
        heading="Page not found"
        description="This page does not exist or is not published. Check the address, or start again from the home page."
        data-testid="not-found"
      >
        <Button component={Link} to="/home">
          Go to the home page
        </Button>
      </PageState>
    );
  return <LoadError message="This page could not be loaded." onRetry={() => void revalidator.revalidate()} />;
}
