import { Anchor, Breadcrumbs, EmptyState, SimpleGrid, Text } from "@mantine/core";
import { hrefTo } from "@tq/contract/paths";
import { IconBooks } from "@tabler/icons-react";
import { Link, useRevalidator } from "react-router";
import "@mantine/core/styles/Breadcrumbs.css";
import { topicsHref } from "../features/catalog/catalog-links.ts";
import { OutlineProblem } from "../features/catalog/components/outline-problem.tsx";
import { SubjectCard } from "../features/catalog/components/subject-card.tsx";
import { outlineForReader } from "../features/catalog/outline-reading.ts";
import { outlineForVisitor } from "../features/catalog/outline-reading.server.ts";
import { useReaderRevalidation } from "../features/catalog/use-reader-revalidation.ts";
import { documentTitle } from "../lib/meta.ts";
import { serverSide } from "../lib/server-api.server.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { LoadError } from "../lib/ui/load-error.tsx";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/subjects-view";

/** The visitor's view, server-rendered. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return outlineForVisitor(serverSide(context, request).api, params.courseId);
}

/** A signed-in reader loads with the token: their completion, and drafts for the course's staff. */
export async function clientLoader({ params, serverLoader, request }: Route.ClientLoaderArgs) {
  return outlineForReader(params.courseId, request.signal, serverLoader);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const reading = loaderData?.reading;
  const page = reading?.state === "ok" ? `Subjects of ${reading.outline.course.title}` : "Subjects";
  return [{ title: documentTitle(matches, page) }];
}

export default function SubjectsView({ loaderData }: Route.ComponentProps) {
  const { reading, signedIn } = loaderData;
  if (useReaderRevalidation(signedIn) && reading.state !== "ok") {
    return <ContentSkeleton lines={6} label="Loading the subjects…" />;
  }
  if (reading.state !== "ok") return <OutlineProblem reading={reading} />;
  const { course, subjects } = reading.outline;

  return (
    <>
      <Breadcrumbs separator="›" separatorMargin={6} mb="sm" style={{ flexWrap: "wrap", rowGap: 4 }}>
        <Anchor component={Link} to={hrefTo("coursetutorials")} size="sm">
          Browse tutorials
        </Anchor>
        <Anchor component={Link} to={hrefTo("coursedetail", { courseId: course.id })} size="sm">
          {course.title}
        </Anchor>
      </Breadcrumbs>
      <PageTitle title={course.title} description="Choose a subject to see its chapters and tutorials." />
      {subjects.length === 0 ? (
        <EmptyState
          my="lg"
          icon={<IconBooks aria-hidden />}
          title="No subjects yet"
          description="This course's teachers have not added its subjects yet. Come back soon."
          data-testid="subjects-empty"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="subject-cards">
          {subjects.map((s) => (
            <SubjectCard key={s.id} subject={s} href={topicsHref(course, s)} showProgress={signedIn} />
          ))}
        </SimpleGrid>
      )}
      {signedIn ? null : (
        <Text size="sm" c="dimmed" mt="lg">
          Signed-in readers see how much of each subject they have completed.
        </Text>
      )}
    </>
  );
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return <LoadError message="The subjects could not be loaded." onRetry={() => void revalidator.revalidate()} />;
}
