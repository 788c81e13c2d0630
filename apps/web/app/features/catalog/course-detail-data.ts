import type { CourseCard } from "@tq/contract/site";
import type { OutlineReading } from "./outline-reading.ts";

/** What the coursedetail screen loads. */
export interface CourseDetailData {
  reading: OutlineReading;
  signedIn: boolean;
  /** The course as `home` shows it (price in the visitor's currency); null for an unpublished course. */
  card: CourseCard | null;
  imageBase: string;
}

/** The page's title and description: the course's, once it could be read. */
export function courseDetailMeta(reading: OutlineReading | undefined): { title: string; description?: string } {
  if (reading?.state !== "ok") return { title: "Course" };
  return { title: reading.outline.course.title, description: reading.outline.course.summary };
}
