import { CourseOrderList } from "../features/settings/components/course-order-list.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/course-ordering";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Course Order") }];
}

/** courseordering (world director; the route's role check shows others "not allowed"). */
export default function CourseOrdering() {
  return (
    <>
      <PageTitle
        title="Course Order"
        description="The order of the published courses on the home page. Drag a course, or use its arrows; each move is saved."
      />
      <CourseOrderList />
    </>
  );
}
