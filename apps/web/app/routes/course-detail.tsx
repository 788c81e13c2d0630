import { useRevalidator } from "react-router";
import { CourseDetailScreen } from "../features/catalog/components/course-detail-screen.tsx";
import { courseDetailMeta, type CourseDetailData } from "../features/catalog/course-detail-data.ts";
import { courseDetailForVisitor } from "../features/catalog/course-detail.server.ts";
import { positiveId, readOutlineInBrowser } from "../features/catalog/outline-reading.ts";
import { fetchOffer } from "../features/enrolment/api.ts";
import { documentTitle } from "../lib/meta.ts";
import { serverSide } from "../lib/server-api.server.ts";
import { session } from "../lib/session.ts";
import { LoadError } from "../lib/ui/load-error.tsx";
import type { Route } from "./+types/course-detail";

/** Server-rendered course page: the visitor's syllabus and the price. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return courseDetailForVisitor(serverSide(context, request), params.courseId);
}

/**
 * A signed-in reader's syllabus (what they may open, drafts for staff) and their own country's
 * price: the catalog's reading with enrolment's offer, composed here.
 */
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
  const result: CourseDetailData = { ...server, card, reading, signedIn: true };
  return result;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { title, description } = courseDetailMeta(loaderData?.reading);
  const page = [{ title: documentTitle(matches, title) }];
  return description === undefined ? page : [...page, { name: "description", content: description }];
}

export default function CourseDetail({ loaderData }: Route.ComponentProps) {
  return <CourseDetailScreen data={loaderData} />;
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return <LoadError message="This course could not be loaded." onRetry={() => void revalidator.revalidate()} />;
}
