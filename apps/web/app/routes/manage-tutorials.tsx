import { useQuery } from "@tanstack/react-query";
import { authoringCoursesQuery } from "../features/authoring/api.ts";
import { TutorialCourses } from "../features/authoring/components/tutorial-courses.tsx";
import { errorMessage } from "../lib/api-error.ts";
import { documentTitle } from "../lib/meta.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { LoadError } from "../lib/ui/load-error.tsx";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/manage-tutorials";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Manage Tutorials") }];
}

/** managetutorials [G] (teaching assistants' menu entry; teachers and the world director too). */
export default function ManageTutorials() {
  const courses = useQuery(authoringCoursesQuery());
  return (
    <>
      <PageTitle title="Manage Tutorials" description="Pick a subject to write, order and publish its tutorials." />
      {courses.isPending ? (
        <ContentSkeleton lines={6} label="Loading your courses…" />
      ) : courses.isError ? (
        <LoadError message={errorMessage(courses.error)} onRetry={() => void courses.refetch()} />
      ) : (
        <TutorialCourses courses={courses.data.courses} />
      )}
    </>
  );
}
