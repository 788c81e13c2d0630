import { useQuery } from "@tanstack/react-query";
import { authoringCoursesQuery } from "../features/authoring/api.ts";
import { CoursesPanel } from "../features/authoring/components/courses-panel.tsx";
import { errorMessage } from "../lib/api-error.ts";
import { documentTitle } from "../lib/meta.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { LoadError } from "../lib/ui/load-error.tsx";
import { PageTitle } from "../lib/ui/page-title.tsx";
import { useSession } from "../lib/use-session.ts";
import type { Route } from "./+types/manage-courses";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Manage Courses") }];
}

/** courses [G] (teacher, world director; the route guard checks the role): Manage Courses. */
export default function ManageCourses() {
  const courses = useQuery(authoringCoursesQuery());
  const s = useSession();
  return (
    <>
      <PageTitle
        title="Manage Courses"
        description="Create courses, set their price and logo, publish them, and open their subjects and chapters."
      />
      {courses.isPending ? (
        <ContentSkeleton lines={8} label="Loading your courses…" />
      ) : courses.isError ? (
        <LoadError message={errorMessage(courses.error)} onRetry={() => void courses.refetch()} />
      ) : (
        <CoursesPanel list={courses.data} showOwners={s.user?.role === "worlddirector"} />
      )}
    </>
  );
}
