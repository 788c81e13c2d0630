import { useRevalidator } from "react-router";
import { TopicsScreen } from "../features/catalog/components/topics-screen.tsx";
import { outlineForReader, positiveId } from "../features/catalog/outline-reading.ts";
import { outlineForVisitor } from "../features/catalog/outline-reading.server.ts";
import { documentTitle } from "../lib/meta.ts";
import { serverSide } from "../lib/server-api.server.ts";
import { LoadError } from "../lib/ui/load-error.tsx";
import type { Route } from "./+types/topics-view";

/** The visitor's view, server-rendered. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return outlineForVisitor(serverSide(context, request).api, params.courseId);
}

/** A signed-in reader loads with the token: completed marks, what they may open, drafts for staff. */
export async function clientLoader({ params, serverLoader, request }: Route.ClientLoaderArgs) {
  return outlineForReader(params.courseId, request.signal, serverLoader);
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const reading = loaderData?.reading;
  const subject =
    reading?.state === "ok" ? reading.outline.subjects.find((s) => s.id === positiveId(params.firstSubjectId)) : null;
  const page = reading?.state === "ok" && subject ? `${subject.title} · ${reading.outline.course.title}` : "Topics";
  return [{ title: documentTitle(matches, page) }];
}

export default function TopicsView({ loaderData, params }: Route.ComponentProps) {
  return <TopicsScreen data={loaderData} subjectId={positiveId(params.firstSubjectId)} />;
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return <LoadError message="The topics could not be loaded." onRetry={() => void revalidator.revalidate()} />;
}
