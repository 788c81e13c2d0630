import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import type { CourseDetailData } from "../course-detail-data.ts";
import { useReaderRevalidation } from "../use-reader-revalidation.ts";
import { CourseDetailView } from "./course-detail-view.tsx";
import { OutlineProblem } from "./outline-problem.tsx";

/** coursedetail: the course, or why there is none to show. */
export function CourseDetailScreen({ data }: { data: CourseDetailData }) {
  const { reading, signedIn, card, imageBase } = data;
  if (useReaderRevalidation(signedIn) && reading.state !== "ok") {
    return <ContentSkeleton lines={8} label="Loading the course…" />;
  }
  if (reading.state !== "ok") return <OutlineProblem reading={reading} />;
  return <CourseDetailView outline={reading.outline} card={card} imageBase={imageBase} />;
}
