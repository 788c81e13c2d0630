import { PageKey, PublicPage } from "@tq/contract/site";
import { useRevalidator } from "react-router";
import { CONTENT_PATHS } from "../features/content/api.ts";
import { PageView } from "../features/content/components/page-view.tsx";
import { documentTitle } from "../lib/meta.ts";
import { loadFrom, serverSide } from "../lib/server-api.server.ts";
import { LoadError } from "../lib/ui/load-error.tsx";
import type { Route } from "./+types/public-page";

/** aboutus, termsofservice, privacypolicy share this module; the route's path names the page. */
export async function loader({ context, request, pattern }: Route.LoaderArgs) {
  const key = PageKey.parse(pattern.replace(/^\//, ""));
  const page = await loadFrom(serverSide(context, request), "GET", CONTENT_PATHS.page(key), PublicPage);
  return { page };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, loaderData?.page.title) }];
}

export default function PublicPageScreen({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData.page} />;
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return <LoadError message="This page could not be loaded." onRetry={() => void revalidator.revalidate()} />;
}
