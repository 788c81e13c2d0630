import { EmptyState, SimpleGrid } from "@mantine/core";
import { CatalogCourses } from "@tq/contract/catalog";
import { IconBooks } from "@tabler/icons-react";
import { useRevalidator } from "react-router";
import { CATALOG_PATHS } from "../features/catalog/api.ts";
import { CatalogCourse } from "../features/catalog/components/catalog-course.tsx";
import { documentTitle } from "../lib/meta.ts";
import { loadFrom, serverSide } from "../lib/server-api.server.ts";
import { LoadError } from "../lib/ui/load-error.tsx";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/course-tutorials";

/** The same for every reader: server-rendered for the first paint. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const side = serverSide(context, request);
  const catalog = await loadFrom(side, "GET", CATALOG_PATHS.catalog, CatalogCourses);
  return { catalog, imageBase: side.publicEnv.imageBase };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: documentTitle(matches, "Browse tutorials") },
    { name: "description", content: "Every published course with its subjects: pick one and start reading." },
  ];
}

export default function CourseTutorials({ loaderData }: Route.ComponentProps) {
  const { catalog, imageBase } = loaderData;
  return (
    <>
      <PageTitle title="Browse tutorials" description="Pick a subject to see its chapters and tutorials." />
      {catalog.courses.length === 0 ? (
        <EmptyState
          my="lg"
          icon={<IconBooks aria-hidden />}
          title="No published courses yet"
          description="Courses appear here as soon as their teachers publish them."
          data-testid="catalog-empty"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="catalog">
          {catalog.courses.map((course, index) => (
            <CatalogCourse key={course.id} course={course} imageBase={imageBase} firstScreen={index === 0} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return <LoadError message="The courses could not be loaded." onRetry={() => void revalidator.revalidate()} />;
}
