import { useRevalidator, type UIMatch } from "react-router";
import { ChapterMenu } from "../features/catalog/components/chapter-menu.tsx";
import { TutorialScreen } from "../features/catalog/components/tutorial-screen.tsx";
import { positiveId } from "../features/catalog/outline-reading.ts";
import { tutorialForReader, tutorialPageTitle, type TutorialData } from "../features/catalog/tutorial-reading.ts";
import { tutorialForVisitor } from "../features/catalog/tutorial-reading.server.ts";
import { AvailableChapterBox } from "../features/quizzes/catalog/available-chapter-box.tsx";
import { documentTitle } from "../lib/meta.ts";
import { pageHtmlContext } from "../lib/page-html.ts";
import { serverSide } from "../lib/server-api.server.ts";
import { LoadError } from "../lib/ui/load-error.tsx";
import type { RouteMenuHandle } from "../shell/route-menu.tsx";
import type { Route } from "./+types/tutorial-view";

/** Server render with the visitor's view: a free preview's HTML is in the page before any JavaScript. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  // A document (not a navigation's data request): the body is sent in the page only.
  const document = request.headers.get("accept")?.includes("text/html") ?? false;
  return tutorialForVisitor(serverSide(context, request), params, document ? context.get(pageHtmlContext) : null);
}

/**
 * A signed-in reader reads with the token; a visitor keeps the server's view. Not run on
 * hydration (the token is read after it): the screen revalidates once the session is known.
 */
export async function clientLoader({ params, serverLoader, request }: Route.ClientLoaderArgs) {
  return tutorialForReader(params, request.signal, serverLoader);
}

export const handle: RouteMenuHandle = {
  sideMenu: (match: UIMatch) => {
    const loaded = match.loaderData as TutorialData | undefined;
    const subjectId = positiveId(match.params.subjectId);
    const currentId = positiveId(match.params.tutorialId);
    if (!loaded?.outline || subjectId === null || currentId === null) return null;
    return <ChapterMenu outline={loaded.outline} subjectId={subjectId} currentId={currentId} />;
  },
};

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, tutorialPageTitle(loaderData?.reading)) }];
}

/** The catalog's tutorial screen; the chapter's last tutorial ends with the chapter's quizzes. */
export default function TutorialViewScreen({ loaderData, params }: Route.ComponentProps) {
  return (
    <TutorialScreen
      data={loaderData}
      courseId={Number(params.courseId)}
      chapterEnd={(chapterId) => <AvailableChapterBox chapterId={chapterId} />}
    />
  );
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return <LoadError message="This tutorial could not be loaded." onRetry={() => void revalidator.revalidate()} />;
}
