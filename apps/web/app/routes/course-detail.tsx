import { Anchor, Avatar, Badge, Breadcrumbs, Button, Group, Stack, Text, Title } from "@mantine/core";
import type { CourseOutline } from "@tq/contract/catalog";
import { hrefTo } from "@tq/contract/paths";
import { CoursesForDisplay, type CourseCard } from "@tq/contract/site";
import { IconEye } from "@tabler/icons-react";
import { data, Link, useRevalidator } from "react-router";
import "@mantine/core/styles/Breadcrumbs.css";
import "../lib/ui/tutorial-body.css";
import { CATALOG_PATHS } from "../features/catalog/api.ts";
import { fetchOffer } from "../features/enrolment/api.ts";
import { subjectsHref } from "../features/catalog/catalog-links.ts";
import { OutlineProblem } from "../features/catalog/components/outline-problem.tsx";
import { PriceTag } from "../features/catalog/components/price-tag.tsx";
import { Syllabus } from "../features/catalog/components/syllabus.tsx";
import {
  positiveId,
  readOutlineInBrowser,
  readOutlineOnServer,
  statusOfReading,
  type OutlineReading,
} from "../features/catalog/outline-reading.ts";
import { freePreviews } from "../features/catalog/outline-stats.ts";
import { tutorialHref } from "../features/catalog/tutorial-links.ts";
import { useReaderRevalidation } from "../features/catalog/use-reader-revalidation.ts";
import { documentTitle } from "../lib/meta.ts";
import { withBase } from "../lib/public-env.ts";
import { serverSide, type ServerSide } from "../lib/server-api.server.ts";
import { session } from "../lib/session.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { LoadError } from "../lib/ui/load-error.tsx";
import type { Route } from "./+types/course-detail";

interface DetailData {
  reading: OutlineReading;
  signedIn: boolean;
  /** The course as `home` shows it (price in the visitor's currency); null for an unpublished course. */
  card: CourseCard | null;
  imageBase: string;
}

/** The same priced answer as `home` (memoized per country on the server). */
async function cardOnServer(side: ServerSide, courseId: number | null): Promise<CourseCard | null> {
  try {
    const answer = await side.api(
      "POST",
      CATALOG_PATHS.coursesForDisplay,
      side.country ? { country: side.country } : {},
    );
    const parsed = CoursesForDisplay.safeParse(answer.body);
    return parsed.success ? (parsed.data.courses.find((c) => c.id === courseId) ?? null) : null;
  } catch {
    return null;
  }
}

/** Server-rendered course page: the visitor's syllabus and the price. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const side = serverSide(context, request);
  const courseId = positiveId(params.courseId);
  const [reading, card] = await Promise.all([readOutlineOnServer(side.api, courseId), cardOnServer(side, courseId)]);
  const result: DetailData = { reading, signedIn: false, card, imageBase: side.publicEnv.imageBase };
  return data(result, { status: statusOfReading(reading) });
}

/** A signed-in reader's syllabus (what they may open, drafts for staff) and their own country's price. */
export async function clientLoader({ params, serverLoader, request }: Route.ClientLoaderArgs) {
  const state = await session().load();
  if (!state.token) return serverLoader();
  const courseId = positiveId(params.courseId);
  const [server, reading, offer] = await Promise.all([
    serverLoader(),
    readOutlineInBrowser(courseId, request.signal),
    courseId === null ? null : fetchOffer(courseId, request.signal).catch(() => null),
  ]);
  // Signed in, the price is the one checkout charges: in the account's country (the same server rule).
  const card = server.card && offer ? { ...server.card, price: offer.price } : server.card;
  const result: DetailData = { ...server, card, reading, signedIn: true };
  return result;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const reading = loaderData?.reading;
  if (reading?.state !== "ok") return [{ title: documentTitle(matches, "Course") }];
  return [
    { title: documentTitle(matches, reading.outline.course.title) },
    { name: "description", content: reading.outline.course.summary },
  ];
}

/** A reader (not staff) for whom a tutorial beyond the free previews is open holds an active subscription. */
function subscribed(outline: CourseOutline): boolean {
  return outline.subjects.some((s) => s.chapters.some((c) => c.tutorials.some((t) => t.open && !t.freePreview)));
}

/** A description that only repeats the summary above it is not shown twice. */
function hasOwnDescription(html: string, summary: string): boolean {
  if (html.trim() === "") return false;
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text === "" ? /<img\b/i.test(html) : text !== summary.trim();
}

export default function CourseDetail({ loaderData }: Route.ComponentProps) {
  const { reading, signedIn, card, imageBase } = loaderData;
  if (useReaderRevalidation(signedIn) && reading.state !== "ok") {
    return <ContentSkeleton lines={8} label="Loading the course…" />;
  }
  if (reading.state !== "ok") return <OutlineProblem reading={reading} />;
  const { outline } = reading;
  const { course } = outline;
  const previews = freePreviews(outline);

  return (
    <Stack gap="xl" component="article" aria-labelledby="course-title">
      <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: "wrap", rowGap: 4 }}>
        <Anchor component={Link} to={hrefTo("home")} size="sm">
          Home
        </Anchor>
        <Anchor component={Link} to={hrefTo("coursetutorials")} size="sm">
          Browse tutorials
        </Anchor>
      </Breadcrumbs>

      <Group align="flex-start" gap="lg" wrap="wrap">
        <Avatar
          src={course.logoUrl ? withBase(imageBase, course.logoUrl) : null}
          alt=""
          size={96}
          radius="md"
          color="indigo"
          imageProps={{ width: 96, height: 96 }}
        >
          {course.title.charAt(0).toUpperCase()}
        </Avatar>
        <Stack gap="xs" style={{ flex: "1 1 280px" }} miw={0}>
          <Title id="course-title" order={1} fz={{ base: 28, sm: 36 }} lh={1.2} data-testid="course-title">
            {course.title}
          </Title>
          {card ? <Text c="dimmed">by {card.ownerName}</Text> : null}
          {course.status === "draft" ? (
            <Badge color="orange" variant="filled">
              Draft: only the course&apos;s staff see it
            </Badge>
          ) : null}
          <Text size="lg">{course.summary}</Text>
        </Stack>
        {card ? (
          <Stack gap="xs" data-testid="course-detail-price">
            <PriceTag price={card.price} months={course.months} size="xxl" />
            {outline.staff ? null : subscribed(outline) ? (
              <Button component={Link} to={hrefTo("mysubscriptions")} variant="light" data-testid="subscribed">
                Subscribed: my subscriptions
              </Button>
            ) : (
              <Button component={Link} to={hrefTo("coursetutors", { courseId: course.id })} data-testid="subscribe">
                Subscribe
              </Button>
            )}
          </Stack>
        ) : null}
      </Group>

      <Stack gap="sm" component="section" aria-labelledby="previews-title" data-testid="free-previews">
        <Title order={2} fz="xl" id="previews-title">
          Preview free tutorials
        </Title>
        {previews.length === 0 ? (
          <Text c="dimmed">This course has no free previews yet.</Text>
        ) : (
          <Group gap="sm" wrap="wrap">
            {previews.map(({ tutorial, place }) => (
              <Button
                key={tutorial.id}
                component={Link}
                to={tutorialHref(tutorial, place)}
                variant="light"
                leftSection={<IconEye size={18} aria-hidden />}
                maw="100%"
              >
                <Text span inherit truncate="end">
                  {tutorial.topic}
                </Text>
              </Button>
            ))}
          </Group>
        )}
        <Anchor component={Link} to={subjectsHref(course)} size="sm">
          Browse the course by subject
        </Anchor>
      </Stack>

      {hasOwnDescription(course.descriptionHtml, course.summary) ? (
        <Stack gap="sm" component="section" aria-labelledby="about-title">
          <Title order={2} fz="xl" id="about-title">
            About this course
          </Title>
          <div
            className="tutorial-body"
            data-testid="course-description"
            // Sanitized against the allow-list by the server when it was saved (ADR 0010).
            dangerouslySetInnerHTML={{ __html: course.descriptionHtml }}
          />
        </Stack>
      ) : null}

      <Stack gap="md" component="section" aria-labelledby="syllabus-title">
        <Title order={2} fz="xl" id="syllabus-title">
          Syllabus
        </Title>
        <Syllabus outline={outline} />
      </Stack>
    </Stack>
  );
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return <LoadError message="This course could not be loaded." onRetry={() => void revalidator.revalidate()} />;
}
