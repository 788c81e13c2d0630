import { Anchor, Badge, Breadcrumbs, Button, Group, Stack, Text, Title } from "@mantine/core";
import { CourseOutline, TutorialView } from "@tq/contract/catalog";
import { hrefTo } from "@tq/contract/paths";
import { IconArrowLeft, IconArrowRight, IconFileUnknown, IconLock } from "@tabler/icons-react";
import { data, Link, useRevalidator, type UIMatch } from "react-router";
import "katex/dist/katex.min.css";
import "@mantine/core/styles/Breadcrumbs.css";
import "../lib/ui/tutorial-body.css";
import { CATALOG_PATHS, fetchOutline, fetchTutorial } from "../features/catalog/api.ts";
import { ChapterMenu } from "../features/catalog/components/chapter-menu.tsx";
import { CompleteButton } from "../features/catalog/components/complete-button.tsx";
import { CommentSection } from "../features/catalog/components/comments/comment-section.tsx";
import { AvailableChapterBox } from "../features/quizzes/catalog/available-chapter-box.tsx";
import { Difficulty } from "../features/catalog/components/difficulty.tsx";
import { positiveId } from "../features/catalog/outline-reading.ts";
import { tutorialHref, type TutorialPlace } from "../features/catalog/tutorial-links.ts";
import { useReaderRevalidation } from "../features/catalog/use-reader-revalidation.ts";
import { ApiError, errorMessage } from "../lib/api-error.ts";
import { documentTitle } from "../lib/meta.ts";
import { loadFrom, serverSide, type ServerSide } from "../lib/server-api.server.ts";
import { session } from "../lib/session.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { LoadError } from "../lib/ui/load-error.tsx";
import type { RouteMenuHandle } from "../shell/route-menu.tsx";
import type { Route } from "./+types/tutorial-view";
import { PageState } from "../lib/ui/page-state.tsx";

/** What the reader may see of one tutorial: it, or why not. */
type Reading =
  | { state: "ok"; view: TutorialView }
  | { state: "forbidden"; message: string }
  | { state: "notfound"; message: string }
  | { state: "error"; message: string };

interface TutorialData {
  reading: Reading;
  /** The course's syllabus for the chapter menu; null when it could not be had. */
  outline: CourseOutline | null;
  /** True when loaded with the reader's token (browser), false for the visitor's (server) view. */
  signedIn: boolean;
}

function readingOfError(status: number, message: string): Reading {
  if (status === 403) return { state: "forbidden", message };
  if (status === 404 || status === 400) return { state: "notfound", message };
  return { state: "error", message };
}

function statusOf(reading: Reading): number {
  return { ok: 200, forbidden: 403, notfound: 404, error: 502 }[reading.state];
}

async function readOnServer(side: ServerSide, tutorialId: number): Promise<Reading> {
  try {
    const answer = await side.api("GET", CATALOG_PATHS.tutorial(tutorialId));
    if (answer.status < 200 || answer.status >= 300) {
      return readingOfError(answer.status, ApiError.fromAnswer(answer.status, answer.body).message);
    }
    const parsed = TutorialView.safeParse(answer.body);
    return parsed.success
      ? { state: "ok", view: parsed.data }
      : { state: "error", message: "The server sent an unexpected answer." };
  } catch {
    return { state: "error", message: "The server could not be reached." };
  }
}

/**
 * Server render with the visitor's view: a free-preview tutorial's HTML (equations already
 * rendered by KaTeX on the API side) is in the page before any JavaScript runs.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const tutorialId = positiveId(params.tutorialId);
  const courseId = positiveId(params.courseId);
  const side = serverSide(context, request);
  const [reading, outline] = await Promise.all([
    tutorialId === null
      ? Promise.resolve<Reading>({ state: "notfound", message: "That tutorial does not exist." })
      : readOnServer(side, tutorialId),
    courseId === null
      ? Promise.resolve(null)
      : loadFrom(side, "GET", CATALOG_PATHS.outline(courseId), CourseOutline).catch(() => null),
  ]);
  const result: TutorialData = { reading, outline, signedIn: false };
  return data(result, { status: statusOf(reading) });
}

/**
 * A signed-in reader (token in browser storage) reads with the token: subscribers and staff get
 * non-preview tutorials and their completed marks. A visitor keeps the server's view. Not run
 * on hydration (the token is read after it): the screen revalidates once the session is known.
 */
export async function clientLoader({ params, serverLoader, request }: Route.ClientLoaderArgs) {
  const state = await session().load();
  if (!state.token) return serverLoader();
  const tutorialId = positiveId(params.tutorialId);
  const courseId = positiveId(params.courseId);
  const [reading, outline] = await Promise.all([
    tutorialId === null
      ? Promise.resolve<Reading>({ state: "notfound", message: "That tutorial does not exist." })
      : fetchTutorial(tutorialId, request.signal).then(
          (view): Reading => ({ state: "ok", view }),
          (error: unknown) => readingOfError(error instanceof ApiError ? error.status : 500, errorMessage(error)),
        ),
    courseId === null ? Promise.resolve(null) : fetchOutline(courseId, request.signal).catch(() => null),
  ]);
  const result: TutorialData = { reading, outline, signedIn: true };
  return result;
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
  const reading = loaderData?.reading;
  const page = reading?.state === "ok" ? reading.view.tutorial.topic : "Tutorial";
  return [{ title: documentTitle(matches, page) }];
}

/** Authors often open the body with the topic as a heading; the page's h1 already shows it. */
function withoutRepeatedTitle(html: string, topic: string): string {
  const match = /^\s*<h[12][^>]*>([\s\S]*?)<\/h[12]>/i.exec(html);
  if (!match?.[1]) return html;
  const text = match[1]
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return text.toLowerCase() === topic.trim().toLowerCase() ? html.slice(match[0].length) : html;
}

function Reader({ view, outline, signedIn }: { view: TutorialView; outline: CourseOutline | null; signedIn: boolean }) {
  const revalidator = useRevalidator();
  const { tutorial, chapter, subject, course } = view;
  const place: TutorialPlace = {
    courseId: course.id,
    courseName: course.title,
    subjectName: subject.title,
    subjectId: subject.id,
  };
  const level = outline?.subjects.find((s) => s.id === subject.id)?.levels.find((l) => l.id === tutorial.levelId)?.name;

  return (
    <Stack component="article" gap="lg" aria-labelledby="tutorial-title" data-testid="tutorial">
      <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: "wrap", rowGap: 4 }}>
        <Anchor component={Link} to={hrefTo("coursedetail", { courseId: course.id })} size="sm">
          {course.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {subject.title}
        </Text>
        <Text size="sm" c="dimmed">
          Chapter {chapter.number}: {chapter.title}
        </Text>
      </Breadcrumbs>

      <Stack gap="xs">
        <Title id="tutorial-title" order={1} fz={{ base: 26, sm: 34 }} lh={1.2} data-testid="tutorial-title">
          {tutorial.topic}
        </Title>
        <Group gap="md" wrap="wrap">
          {level ? (
            <Badge variant="light" size="md" data-testid="tutorial-level">
              {level}
            </Badge>
          ) : null}
          <Difficulty value={tutorial.difficulty} />
          {tutorial.freePreview ? (
            <Badge variant="outline" color="teal" size="md">
              Free preview
            </Badge>
          ) : null}
          {tutorial.status === "draft" ? (
            <Badge variant="filled" color="orange" size="md">
              Draft
            </Badge>
          ) : null}
        </Group>
      </Stack>

      <div
        className="tutorial-body"
        data-testid="tutorial-body"
        // Sanitized and KaTeX-rendered by the API (PRODUCT.md §2).
        dangerouslySetInnerHTML={{ __html: withoutRepeatedTitle(tutorial.html, tutorial.topic) }}
      />

      {signedIn ? (
        <CompleteButton
          // Another tutorial, or fresh data from the server: start again from what it says.
          key={`${tutorial.id}-${tutorial.completed}`}
          tutorialId={tutorial.id}
          initial={tutorial.completed}
          onSaved={() => void revalidator.revalidate()}
        />
      ) : null}

      <Group
        component="nav"
        aria-label="Tutorials of this chapter"
        justify="space-between"
        gap="sm"
        wrap="wrap"
        pt="md"
        style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
      >
        {view.previous ? (
          <Button
            component={Link}
            to={tutorialHref(view.previous, place)}
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            data-testid="tutorial-previous"
            maw="100%"
          >
            <Text span inherit truncate="end">
              Previous: {view.previous.topic}
            </Text>
          </Button>
        ) : (
          <span />
        )}
        {view.next ? (
          <Button
            component={Link}
            to={tutorialHref(view.next, place)}
            rightSection={<IconArrowRight size={18} aria-hidden />}
            data-testid="tutorial-next"
            maw="100%"
          >
            <Text span inherit truncate="end">
              Next: {view.next.topic}
            </Text>
          </Button>
        ) : null}
      </Group>

      {/* The chapter's last tutorial leads on to its quizzes (issue #4). */}
      {view.next === null && <AvailableChapterBox chapterId={chapter.id} />}

      <CommentSection tutorialId={tutorial.id} />
    </Stack>
  );
}

function SubscribersPanel({ message, courseId, signedIn }: { message: string; courseId: number; signedIn: boolean }) {
  return (
    <PageState
      my="xl"
      icon={<IconLock aria-hidden />}
      heading="For subscribers"
      description={message}
      data-testid="subscribers-panel"
    >
      <Group gap="sm" justify="center">
        <Button component={Link} to={hrefTo("coursedetail", { courseId })}>
          See the course
        </Button>
        {signedIn ? null : (
          <Button component={Link} to="/login/one" variant="default">
            Log in
          </Button>
        )}
      </Group>
    </PageState>
  );
}

export default function TutorialViewScreen({ loaderData, params }: Route.ComponentProps) {
  const { reading, outline, signedIn } = loaderData;
  const revalidator = useRevalidator();
  // The server's visitor view, while the signed-in reader's own is on its way (hydration).
  if (useReaderRevalidation(signedIn) && reading.state !== "ok") {
    return <ContentSkeleton lines={8} label="Loading the tutorial…" />;
  }

  switch (reading.state) {
    case "ok":
      return <Reader view={reading.view} outline={outline} signedIn={signedIn} />;
    case "forbidden":
      return <SubscribersPanel message={reading.message} courseId={Number(params.courseId)} signedIn={signedIn} />;
    case "notfound":
      return (
        <PageState
          my="xl"
          icon={<IconFileUnknown aria-hidden />}
          heading="Tutorial not found"
          description={reading.message}
          data-testid="tutorial-not-found"
        >
          <Button component={Link} to="/home">
            Go to the home page
          </Button>
        </PageState>
      );
    case "error":
      return <LoadError message={reading.message} onRetry={() => void revalidator.revalidate()} />;
  }
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return <LoadError message="This tutorial could not be loaded." onRetry={() => void revalidator.revalidate()} />;
}
