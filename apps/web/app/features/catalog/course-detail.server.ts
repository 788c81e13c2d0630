import { CoursesForDisplay, type CourseCard } from "@tq/contract/site";
import { data } from "react-router";
import type { ServerSide } from "../../lib/server-api.server.ts";
import { CATALOG_PATHS } from "./api.ts";
import type { CourseDetailData } from "./course-detail-data.ts";
import { positiveId, statusOfReading } from "./outline-reading.ts";
import { readOutlineOnServer } from "./outline-reading.server.ts";

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

/** The coursedetail server loader: the visitor's syllabus and the price, with the reading's HTTP status. */
export async function courseDetailForVisitor(side: ServerSide, courseIdParam: string | undefined) {
  const courseId = positiveId(courseIdParam);
  const [reading, card] = await Promise.all([readOutlineOnServer(side.api, courseId), cardOnServer(side, courseId)]);
  const result: CourseDetailData = { reading, signedIn: false, card, imageBase: side.publicEnv.imageBase };
  return data(result, { status: statusOfReading(reading) });
}
