import { TutorPage } from "@tq/contract/classrooms";
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { CLASSROOM_PATHS } from "../features/classrooms/api.ts";
import { TutorPageView } from "../features/classrooms/components/tutor-page-view.tsx";
import { documentTitle } from "../lib/meta.ts";
import { idParam } from "../lib/route-ids.ts";
import { loadFrom, serverSide } from "../lib/server-api.server.ts";
import { LoadError } from "../lib/ui/load-error.tsx";
import { PageState } from "../lib/ui/page-state.tsx";
import { data } from "react-router";
import type { Route } from "./+types/user-page";

/** Server-rendered: a tutor's page is public and worth finding by search engines. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = idParam(params.id);
  if (id === null) throw data({ message: "No such page." }, { status: 404 });
  const page = await loadFrom(serverSide(context, request), "GET", CLASSROOM_PATHS.tutorPage(id), TutorPage);
  return { page };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const page = loaderData?.page;
  if (!page) return [{ title: documentTitle(matches, "Tutor") }];
  return [
    { title: documentTitle(matches, page.name) },
    { name: "description", content: page.bio?.slice(0, 160) ?? `${page.name}, ${page.roleLabel}` },
  ];
}

/** userpage/{id}: a tutor's public profile; anyone who does not teach has none (404). */
export default function UserPage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return <TutorPageView page={loaderData.page} onBioSaved={() => void revalidator.revalidate()} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <PageState heading="No such tutor" description="This address is not a tutor's page." />;
  return <LoadError message="This page could not be loaded." onRetry={() => void revalidator.revalidate()} />;
}
